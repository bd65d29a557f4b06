// The catalogue's public API (SPEC §7): the product listing and the product page's product.
// Routes validate with a JSON schema and stay thin; the repo does the work. The Host header
// selects the workspace. See docs/api.md, "Catalogue API".
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dynamicContentFilterSchema } from '../../schemas/fragments';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../shared/cart';
import {
  LISTING_SORTS,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  type ListingAnswer,
  type ListingFacets,
  type ListingRequest,
} from '../../shared/catalogue';
import type { AccountContext } from '../accounts';
import type { CatalogueRepo } from './repo';
import { MAX_PRICE } from './rules';
import { fail, workspaceOr404 } from '../http';

export type CatalogueRoutesOptions = {
  ctx: AccountContext;
  catalogue: CatalogueRepo;
};

/** What shared/api-client makes of SPEC's `/admin/public/product/variants`. */
export const LISTING_PATH = '/api/io/crm/admin/public/product/variants';
/** What shared/api-client makes of SPEC's `/public/product`. */
export const PRODUCT_PATH = '/api/public/product';

/** The listing body: SPEC §7's section, filter, sort and page, and `facets` to get the choices. */
export type ListingBody = ListingRequest & { facets?: boolean };
/** The listing answer, with the side filter's choices when the body asked for them. */
export type ListingRouteAnswer = ListingAnswer & { facets?: ListingFacets };

const filterProps = dynamicContentFilterSchema.properties.filters.properties;
const price = { type: 'integer', minimum: 0, maximum: MAX_PRICE } as const;

const listingBodySchema = {
  type: 'object',
  properties: {
    section: { type: 'string', maxLength: 100 },
    filter: {
      type: 'object',
      properties: {
        category: { type: 'string', maxLength: filterProps.category.maxLength },
        brand: { type: 'string', maxLength: filterProps.brand.maxLength },
        minPrice: price,
        maxPrice: price,
        inStock: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    sort: { type: 'string', enum: LISTING_SORTS },
    page: {
      type: 'object',
      properties: {
        number: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER },
        size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      },
      required: ['number', 'size'],
      additionalProperties: false,
    },
    facets: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const productQuerySchema = {
  type: 'object',
  properties: { path: { type: 'string', minLength: 1, maxLength: 512 } },
  required: ['path'],
  additionalProperties: false,
} as const;

/** `/page/size` → `page.size`; the whole body or query by name. */
function fieldName(path: string, root: string): string {
  return path ? path.slice(1).replace(/\//g, '.') : root;
}

/** One line a schema problem, in words a developer calling the API can act on. */
function validationMessages(errors: ErrorObject[], dataVar: string): string[] {
  const root = dataVar === 'querystring' ? 'The query' : 'The body';
  const lines = errors.map((e) => {
    const field = fieldName(e.instancePath, root);
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'additionalProperties':
        return `${field} has no field "${String(p.additionalProperty)}".`;
      case 'required':
        return `${field === root ? '' : `${field}.`}${String(p.missingProperty)} is required.`;
      case 'type':
        return `${field} must be ${p.type === 'integer' ? 'a whole number' : `of type ${String(p.type)}`}.`;
      case 'minimum':
        return `${field} must be at least ${String(p.limit)}.`;
      case 'maximum':
        return `${field} must be at most ${String(p.limit)}.`;
      case 'enum':
        return `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}.`;
      case 'maxLength':
        return `${field} must be at most ${String(p.limit)} characters.`;
      case 'minLength':
        return `${field} must not be empty.`;
      default:
        return `${field} ${e.message ?? 'is not valid'}.`;
    }
  });
  return [...new Set(lines)];
}

type SchemaError = Error & { validation?: ErrorObject[]; validationContext?: string };

export async function catalogueRoutes(app: FastifyInstance, opts: CatalogueRoutesOptions) {
  const { ctx, catalogue } = opts;

  // Bodies are JSON as sent: no type coercion ("3" is not a page number, "true" not a flag).
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  // JSON only (415 for text/plain, as for every other API body).
  app.removeContentTypeParser('text/plain');

  // Schema refusals name every problem, one error each; anything else goes to the app's handler.
  app.setErrorHandler((err: SchemaError, _req, reply) => {
    if (!err.validation) throw err;
    return fail(reply, 400, validationMessages(err.validation, err.validationContext ?? 'body'));
  });

  app.post<{ Body: ListingBody }>(
    LISTING_PATH,
    { bodyLimit: 16 * 1024, schema: { body: listingBodySchema } },
    async (req, reply): Promise<ListingRouteAnswer | FastifyReply> => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const { filter = {}, sort, page, facets } = req.body;
      const [answer, choices] = await Promise.all([
        catalogue.listing(ws.id, {
          filters: filter,
          sort,
          page: page?.number ?? 1,
          size: page?.size ?? 10,
        }),
        facets ? catalogue.facets(ws.id, filter.category || undefined) : undefined,
      ]);
      return choices ? { ...answer, facets: choices } : answer;
    },
  );

  app.get<{ Querystring: { path: string } }>(
    PRODUCT_PATH,
    { schema: { querystring: productQuerySchema } },
    async (req, reply) => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const product = await catalogue.productByPath(ws.id, req.query.path);
      if (!product) return fail(reply, 404, PRODUCT_NOT_FOUND_MESSAGE);
      return { data: product };
    },
  );
}
