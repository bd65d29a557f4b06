// The owner's catalogue API (docs/api.md, "Admin API: catalogue"): products (list, get, save,
// delete), categories (tree, save, delete), brands, and the catalogue as CSV. Behind the admin
// guard; bodies are checked by the shared form schemas (shared/admin-catalogue.ts) with Ajv,
// strictly and without type coercion, and refused with one readable message a field. The repo
// (repo.ts, createCatalogueAdmin) does the work; every change purges the workspace's cached
// pages so visitors see it on their next request.
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import {
  ADMIN_CATALOGUE_PATHS as PATHS,
  ADMIN_CATEGORY_NOT_FOUND,
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_PRODUCT_NOT_FOUND,
  type AdminProductQuery,
  CATEGORY_FIELD_MESSAGES,
  type CategoryForm,
  categoryFormSchema,
  type FieldErrors,
  formFieldErrors,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  PRODUCT_FIELD_MESSAGES,
  PRODUCT_STATUSES,
  type ProductForm,
  productFormSchema,
  SLUG_MAX,
  SLUG_PATTERN,
  STOCK_FILTERS,
} from '../../shared/admin-catalogue';
import type { ProductMedia } from '../../shared/catalogue';
import type { AccountContext } from '../accounts';
import { uploadByUrl } from '../uploads';
import { csvHeader, type ImportGroup, importProductsCsv, productsToCsv } from './csv';
import { withOptions } from './options';
import { lowStockThresholdOf } from '../../shared/admin-api';
import type { AdminRefusal, CatalogueRepo } from './repo';
import {
  acceptCsvBodies,
  adminOf,
  CSV_IMPORT_SCHEMA,
  type CsvImportBody,
  csvImportText,
  fail,
  failFields,
  type PagePurge,
  prepareAdminApi,
  sendCsvDownload,
} from '../http';

export type CatalogueAdminRoutesOptions = {
  ctx: AccountContext;
  catalogue: CatalogueRepo;
  /** The admin guard of server/app.ts (owner or staff of the Host's workspace). */
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  pageCache: PagePurge;
};

const SMALL_BODY_LIMIT = 16 * 1024;
/** A product form: a 20,000-character description and 100 variants fit with room to spare. */
const PRODUCT_BODY_LIMIT = 256 * 1024;
/** The import's JSON body: the CSV text, escaped (quotes and line breaks take two bytes). */
const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 1024;
/** Products a batch of the CSV export reads. */
const EXPORT_BATCH = 250;

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const slug = { type: 'string', minLength: 1, maxLength: SLUG_MAX, pattern: SLUG_PATTERN } as const;

const idBody = {
  type: 'object',
  properties: { id },
  required: ['id'],
  additionalProperties: false,
} as const;
const ID_MESSAGES = { id: 'Say which one: "id" is required.' };

const listBody = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    category: slug,
    brand: slug,
    status: { type: 'string', enum: [...PRODUCT_STATUSES] },
    stock: { type: 'string', enum: [...STOCK_FILTERS] },
    p: { type: 'integer', minimum: 0, maximum: ADMIN_PAGE_MAX },
    s: { type: 'integer', minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX },
  },
  required: ['p', 's'],
  additionalProperties: false,
} as const;
const LIST_MESSAGES = {
  q: 'The search can be up to 200 characters.',
  category: 'category must be a category slug.',
  brand: 'brand must be a brand slug.',
  status: `status must be one of ${PRODUCT_STATUSES.join(', ')}.`,
  stock: `stock must be one of ${STOCK_FILTERS.join(', ')}.`,
  p: `p (the page, from 0) must be a whole number from 0 to ${ADMIN_PAGE_MAX}.`,
  s: `s (the page size) must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`,
};

const IMPORT_MESSAGES = {
  '': 'Send the CSV as a text/csv body, or as JSON { "csv": "…" }.',
  csv: 'Send the CSV as a text/csv body, or as JSON { "csv": "…" }.',
};

const emptyQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The readable message of each field of this route's body or query (shared/admin-catalogue). */
    fieldMessages?: Readonly<Record<string, string>>;
  }
}

type SchemaError = Error & {
  validation?: ErrorObject[];
  validationContext?: string;
  code?: string;
  statusCode?: number;
};

/** A refusal of the repo as an answer. */
function refuse(reply: FastifyReply, r: AdminRefusal) {
  if (r.fieldErrors) return failFields(reply, r.fieldErrors, r.status);
  return fail(reply, r.status, r.message ?? 'This change was refused.');
}

const errorLines = (e: FieldErrors) => [...new Set(Object.values(e))];

export async function catalogueAdminRoutes(
  app: FastifyInstance,
  opts: CatalogueAdminRoutesOptions,
) {
  const { ctx, catalogue, requireAdmin, pageCache } = opts;
  const admin = catalogue.admin;

  // The admin guard and origin check; bodies are JSON as sent: no type coercion ("100" is not a
  // price, "true" not a flag), and no text/plain, which another site's form can send.
  const ajv = prepareAdminApi(app, ctx, requireAdmin);
  const checkProductForm = ajv.compile<ProductForm>(productFormSchema);
  // JSON, and the import's text/csv.
  acceptCsvBodies(app);

  app.setErrorHandler((err: SchemaError, req, reply) => {
    if (err.validation) {
      const messages = req.routeOptions.config.fieldMessages ?? {};
      return failFields(reply, formFieldErrors(err.validation, messages));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return fail(
        reply,
        413,
        req.url.startsWith(PATHS.importProducts)
          ? IMPORT_TOO_LARGE_MESSAGE
          : 'This request is too large.',
      );
    throw err;
  });

  const wsOf = (req: FastifyRequest) => adminOf(req).workspace.id;

  /**
   * The form's images as stored: each an upload of this workspace (its size read from the
   * upload, the variant's width scaled) or an image the product already has.
   */
  async function resolveMedia(
    workspaceId: string,
    media: ProductForm['media'],
    current: readonly ProductMedia[],
    name: string,
  ): Promise<{ media: ProductMedia[] } | { fieldErrors: FieldErrors }> {
    const out: ProductMedia[] = [];
    const fieldErrors: FieldErrors = {};
    for (const [i, m] of media.entries()) {
      const alt = m.alt.trim() || name.trim();
      const kept = current.find((c) => c.url === m.url);
      if (kept) {
        out.push({ ...kept, alt });
        continue;
      }
      const upload = await uploadByUrl(ctx.db, workspaceId, m.url);
      if (!upload) {
        fieldErrors[`media.${i}.url`] = `${m.url} is not one of this site’s uploads.`;
        continue;
      }
      const width = Number(/-(\d+)\.webp$/.exec(m.url)?.[1] ?? upload.width);
      const height = Math.max(1, Math.round((upload.height * width) / upload.width));
      out.push({ url: m.url, alt, width, height });
    }
    return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { media: out };
  }

  /** Checks and saves a product form; the answer the route (or the import) gives. */
  async function saveProduct(workspaceId: string, form: ProductForm) {
    const current = form.id ? await admin.product(workspaceId, form.id) : null;
    if (form.id && !current)
      return { ok: false as const, status: 404 as const, message: ADMIN_PRODUCT_NOT_FOUND };
    const resolved = await resolveMedia(workspaceId, form.media, current?.media ?? [], form.name);
    if ('fieldErrors' in resolved)
      return { ok: false as const, status: 400 as const, fieldErrors: resolved.fieldErrors };
    // A form without `options` (an older client) keeps the product's own.
    const shaped = withOptions(
      { ...form, options: form.options ?? current?.options ?? [] },
      resolved.media,
    );
    if ('fieldErrors' in shaped)
      return { ok: false as const, status: 400 as const, fieldErrors: shaped.fieldErrors };
    const saved = await admin.saveProduct(workspaceId, shaped.write);
    if (saved.ok) pageCache.purge(workspaceId);
    return saved;
  }

  // ---- products ----

  app.post<{ Body: AdminProductQuery }>(
    PATHS.products,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: listBody },
      config: { fieldMessages: LIST_MESSAGES },
    },
    async (req) =>
      admin.listProducts(wsOf(req), req.body, lowStockThresholdOf(adminOf(req).workspace.settings)),
  );

  app.get<{ Querystring: { id: string } }>(
    PATHS.product,
    { schema: { querystring: idBody }, config: { fieldMessages: ID_MESSAGES } },
    async (req, reply) => {
      const product = await admin.product(wsOf(req), req.query.id);
      if (!product) return fail(reply, 404, ADMIN_PRODUCT_NOT_FOUND);
      return { data: product };
    },
  );

  app.post<{ Body: ProductForm }>(
    PATHS.saveProduct,
    {
      bodyLimit: PRODUCT_BODY_LIMIT,
      schema: { body: productFormSchema },
      config: { fieldMessages: PRODUCT_FIELD_MESSAGES },
    },
    async (req, reply) => {
      const saved = await saveProduct(wsOf(req), req.body);
      if (!saved.ok) return refuse(reply, saved);
      return reply.status(saved.created ? 201 : 200).send({ data: saved.product });
    },
  );

  app.post<{ Body: { id: string } }>(
    PATHS.deleteProduct,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: idBody },
      config: { fieldMessages: ID_MESSAGES },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const done = await admin.deleteProduct(ws, req.body.id);
      if (!done) return fail(reply, 404, ADMIN_PRODUCT_NOT_FOUND);
      pageCache.purge(ws);
      return { data: { _id: req.body.id, outcome: done.outcome } };
    },
  );

  // ---- CSV ----

  app.get(PATHS.exportProducts, { schema: { querystring: emptyQuery } }, async (req, reply) => {
    const ws = wsOf(req);
    async function* lines() {
      yield csvHeader();
      for (let after = 0; ;) {
        const batch = await admin.exportBatch(ws, after, EXPORT_BATCH);
        if (batch.lastSeq === null) return;
        yield productsToCsv(batch.products);
        after = batch.lastSeq;
      }
    }
    return sendCsvDownload(reply, 'products', Readable.from(lines()));
  });

  app.post<{ Body: CsvImportBody }>(
    PATHS.importProducts,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: CSV_IMPORT_SCHEMA },
      config: { fieldMessages: IMPORT_MESSAGES },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const text = csvImportText(req.body);
      if (Buffer.byteLength(text) > IMPORT_MAX_BYTES)
        return fail(reply, 413, IMPORT_TOO_LARGE_MESSAGE);
      const apply = async (group: ImportGroup) => {
        if (!checkProductForm(group.form))
          return {
            ok: false as const,
            reasons: errorLines(formFieldErrors(checkProductForm.errors, PRODUCT_FIELD_MESSAGES)),
          };
        const saved = await saveProduct(ws, group.form);
        if (saved.ok) return { ok: true as const };
        return {
          ok: false as const,
          reasons: saved.fieldErrors
            ? errorLines(saved.fieldErrors)
            : [saved.message ?? 'This product was refused.'],
        };
      };
      const result = await importProductsCsv(text, {
        productsByPath: (paths) => admin.productsByPath(ws, paths),
        apply,
      });
      if (!result.ok) return fail(reply, result.status, result.message);
      return { data: result.report };
    },
  );

  // ---- categories and brands ----

  app.get(PATHS.categories, { schema: { querystring: emptyQuery } }, async (req) => ({
    data: await admin.categoryTree(wsOf(req)),
  }));

  app.post<{ Body: CategoryForm }>(
    PATHS.saveCategory,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: categoryFormSchema },
      config: { fieldMessages: CATEGORY_FIELD_MESSAGES },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const form = req.body;
      if (form.image !== null) {
        const current = form.id
          ? (await admin.categoryTree(ws))
              .flatMap(function all(n): (typeof n)[] {
                return [n, ...n.children.flatMap(all)];
              })
              .find((n) => n._id === form.id)
          : undefined;
        if (form.id && !current) return fail(reply, 404, ADMIN_CATEGORY_NOT_FOUND);
        if (form.image !== current?.image && !(await uploadByUrl(ctx.db, ws, form.image)))
          return failFields(reply, { image: `${form.image} is not one of this site’s uploads.` });
      }
      const saved = await admin.saveCategory(ws, form);
      if (!saved.ok) return refuse(reply, saved);
      pageCache.purge(ws);
      return reply.status(form.id ? 200 : 201).send({ data: saved.category });
    },
  );

  app.post<{ Body: { id: string } }>(
    PATHS.deleteCategory,
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: idBody },
      config: { fieldMessages: ID_MESSAGES },
    },
    async (req, reply) => {
      const ws = wsOf(req);
      const done = await admin.deleteCategory(ws, req.body.id);
      if (!done) return fail(reply, 404, ADMIN_CATEGORY_NOT_FOUND);
      if (!done.ok) return fail(reply, 409, done.message);
      pageCache.purge(ws);
      return { data: { _id: req.body.id } };
    },
  );

  app.get(PATHS.brands, { schema: { querystring: emptyQuery } }, async (req) => ({
    data: await admin.brands(wsOf(req)),
  }));
}
