// The catalogue's queries: the only place with catalogue SQL. Listings read the denormalised
// product_listing table (migration 0005: one row per product and each category it is in or
// under, '' for the whole catalogue) by index range with LIMIT/OFFSET and a COUNT, then fetch
// that page's products in one query. Writes keep products, variants and product_listing in
// step inside one transaction. Every query is scoped by workspace id.
import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { type Insertable, type Kysely, PostgresAdapter, sql } from 'kysely';
import {
  averageRating,
  type ListingAnswer,
  type ListingFacets,
  type ListingFilters,
  type ListingItem,
  type ProductDetail,
  type ProductMedia,
  type ProductVariant,
} from '../../shared/catalogue';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../shared/sanitize';
import { type BlogRepo, createBlogRepo } from '../blog/repo';
import type { Db } from '../db/connect';
import type {
  Database,
  ProductListingTable,
  ProductsTable,
  ProductVariantsTable,
} from '../db/schema';
import {
  boundListingQuery,
  listingCategoryIds,
  MAX_PRICE,
  nameKey,
  normaliseProductPath,
  productSummary,
} from './rules';
import type { CatalogueItem, CatalogueModel, CatalogueQuery, CatalogueSource } from '../builder';
import {
  ADMIN_CATEGORY_NOT_FOUND,
  ADMIN_PRODUCT_NOT_FOUND,
  type AdminBrand,
  type AdminCategoryNode,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductRow,
  type AdminProductsAnswer,
  type CategoryForm,
  categoryHasChildrenMessage,
  categoryHasProductsMessage,
  type FieldErrors,
  LOW_STOCK,
  pathTakenMessage,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_STATUSES,
  type ProductForm,
  type ProductSeo,
  type ProductStatus,
  renderDescription,
  slugify,
  slugTakenMessage,
} from '../../shared/admin-catalogue';
import {
  availablePath,
  categoryPaths,
  directCategoryIds,
  HIDDEN_LISTING_PREFIX,
  isSelfOrDescendant,
  listedCategoryId,
  listingRowId,
  repeatedSkuIndexes,
} from './rules';
import { containsPattern } from '../http';

/** A category to create; `parentSlug` names an existing category of the same workspace. */
export type NewCategory = {
  slug: string;
  title: string;
  parentSlug?: string;
  description?: string;
  image?: string | null;
  position?: number;
};

export type NewBrand = { slug: string; name: string };

/** A variant to create. Money in minor units; `mrp` null when there is no list price. */
export type NewVariant = {
  /** 'M / Indigo'; empty for a product with one variant. */
  title?: string;
  options?: Record<string, string>;
  sku?: string;
  price: number;
  mrp: number | null;
  stock: number;
};

/**
 * A product to create. `categorySlugs[0]` is the category its card shows; it is listed under
 * every one of them and all their ancestors. `description` is markdown.
 */
export type NewProduct = {
  path: string;
  name: string;
  brandSlug?: string;
  categorySlugs: string[];
  description: string;
  media: ProductMedia[];
  variants: NewVariant[];
  reviewCount?: number;
  /** Sum of the star ratings (1 to 5 each). */
  ratingTotal?: number;
};

export type CreatedProduct = {
  id: string;
  path: string;
  seq: number;
  defaultVariantId: string;
  /** In the order given. */
  variantIds: string[];
};

/** A category as the category page and its breadcrumbs need it. */
export type CategoryDetail = {
  _id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  /** Slugs from the root, joined by '/'. */
  path: string;
  parentSlug: string | null;
  /** Root-first ancestors and the category itself; `path` is each one's slug. */
  breadcrumbs: { title: string; path: string }[];
};

export type CatalogueSitemap = {
  products: { path: string; updatedAt: string }[];
  categories: { slug: string }[];
};

/** A listing request: the filters, sort and page of shared/catalogue's ListingState, and a size. */
export type ListingRequestInput = {
  filters?: ListingFilters;
  sort?: string;
  page?: number;
  size?: number;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const MAX_PARAMS = 30_000;

const now = () => new Date().toISOString();

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Makes two writers of a workspace's catalogue wait for each other (seq and paths are taken by
 * reading the highest and the free ones): PostgreSQL locks the workspace row; SQLite needs
 * nothing, it runs one transaction at a time.
 */
async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .forUpdate()
    .execute();
}

const categoryIdBySlug = (trx: Kysely<Database>, workspaceId: string, slug: string) =>
  trx
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.workspace_id', '=', workspaceId)
    .where('categories.slug', '=', slug);

const brandIdBySlug = (trx: Kysely<Database>, workspaceId: string, slug: string) =>
  trx
    .selectFrom('brands')
    .select('brands.id')
    .where('brands.workspace_id', '=', workspaceId)
    .where('brands.slug', '=', slug);

/** Owner markdown to safe HTML (marked, then DOMPurify on jsdom as SSR does). */
function createDescriber(): (markdown: string) => string {
  let sanitizer: HtmlSanitizer | null = null;
  return (markdown) => {
    sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
    return renderDescription(markdown, sanitizer);
  };
}

/** The product_listing rows of products (their categories and those categories' ancestors). */
function listingOf(trx: Kysely<Database>, workspaceId: string, productIds: readonly string[]) {
  return trx
    .selectFrom('product_listing')
    .select(['product_id', 'category_id'])
    .where('workspace_id', '=', workspaceId)
    .where('product_id', 'in', [...productIds])
    .execute();
}

/** The categories a product was put in, from its listing rows (ancestors left out). */
function placedIn(
  primaryId: string | null,
  listing: readonly { category_id: string }[] | undefined,
  parentOf: (id: string) => string | null,
): string[] {
  const listed = (listing ?? []).map((l) => listedCategoryId(l.category_id));
  return directCategoryIds(primaryId, listed, parentOf);
}

/** A category's product_listing rows: those of products on sale and the hidden ones. */
function categoryListingIds(categoryId: string): string[] {
  return [categoryId, listingRowId(categoryId, false)];
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function assertMoney(value: unknown, what: string, nullable = false): void {
  if (nullable && value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PRICE)
    throw new Error(`${what} must be a whole number of minor units from 0 to ${MAX_PRICE}.`);
}

function assertCount(value: unknown, what: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PRICE)
    throw new Error(`${what} must be a whole number from 0 to ${MAX_PRICE}.`);
}

type Refs = {
  categories: Map<string, { id: string; parentId: string | null }>;
  parentOf: (id: string) => string | null;
  brands: Map<string, string>;
};

type ProductRows = {
  product: Insertable<ProductsTable>;
  variants: Insertable<ProductVariantsTable>[];
  listing: Insertable<ProductListingTable>[];
};

type ListingRow = {
  id: string;
  name: string;
  path: string;
  price: number;
  mrp: number | null;
  media: string;
  default_variant_id: string | null;
  in_stock: number;
  review_count: number;
  rating_total: number;
  category_title: string | null;
  category_slug: string | null;
  brand_name: string | null;
};

function toListingItem(r: ListingRow): ListingItem {
  return {
    _id: r.id,
    name: r.name,
    price: r.price,
    mrp: r.mrp,
    path: r.path,
    brand: r.brand_name ?? '',
    basicDetails: { media: parseJson<ProductMedia[]>(r.media, []) },
    $card_data: {
      category:
        r.category_title !== null && r.category_slug !== null
          ? [{ title: r.category_title, path: r.category_slug }]
          : [],
    },
    productVariantId: r.default_variant_id ?? '',
    inStock: r.in_stock === 1,
    reviewCount: r.review_count,
    rating: averageRating(r.rating_total, r.review_count),
  };
}

function chunks<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Recomputes a product's default variant, price, mrp and stock flag from its variants, and its
 * product_listing rows, inside the caller's transaction (the catalogue's writes and checkout's
 * stock reservations both end with it).
 */
export async function refreshProduct(
  trx: Kysely<Database>,
  workspaceId: string,
  productId: string,
): Promise<void> {
  const variants = await trx
    .selectFrom('product_variants')
    .select(['id', 'price', 'mrp', 'stock', 'position'])
    .where('workspace_id', '=', workspaceId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (variants.length === 0) return;
  const s = productSummary(variants);
  const inStock = s.inStock ? 1 : 0;
  await trx
    .updateTable('products')
    .set({
      default_variant_id: variants[s.index]!.id,
      price: s.price,
      mrp: s.mrp,
      in_stock: inStock,
      updated_at: now(),
    })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', productId)
    .execute();
  await trx
    .updateTable('product_listing')
    .set({ price: s.price, in_stock: inStock })
    .where('workspace_id', '=', workspaceId)
    .where('product_id', '=', productId)
    .execute();
}

/** Catalogue data access for one database; see the file comment. */
export function createCatalogueRepo(db: Db) {
  const postgres = isPostgres(db);
  const rendered = new Map<string, string>();
  let blogCategories: BlogRepo | null = null;

  const describe = createDescriber();

  /** Owner markdown to safe HTML, remembered (bulk writes repeat descriptions). */
  function describeRemembered(markdown: string): string {
    const hit = rendered.get(markdown);
    if (hit !== undefined) return hit;
    const html = describe(markdown);
    if (rendered.size >= 500) rendered.delete(rendered.keys().next().value as string);
    rendered.set(markdown, html);
    return html;
  }

  async function loadRefs(trx: Kysely<Database>, workspaceId: string): Promise<Refs> {
    const [cats, brands] = await Promise.all([
      trx
        .selectFrom('categories')
        .select(['id', 'slug', 'parent_id'])
        .where('workspace_id', '=', workspaceId)
        .execute(),
      trx
        .selectFrom('brands')
        .select(['id', 'slug'])
        .where('workspace_id', '=', workspaceId)
        .execute(),
    ]);
    const parents = new Map(cats.map((c) => [c.id, c.parent_id]));
    return {
      categories: new Map(cats.map((c) => [c.slug, { id: c.id, parentId: c.parent_id }])),
      parentOf: (id) => parents.get(id) ?? null,
      brands: new Map(brands.map((b) => [b.slug, b.id])),
    };
  }

  /**
   * The rows of one new product. Pure but for ids and the description's rendering; the single
   * and the bulk write both use it, so their rows are the same.
   */
  function productRows(
    workspaceId: string,
    input: NewProduct,
    refs: Refs,
    seq: number,
    at: string,
  ): ProductRows {
    const path = normaliseProductPath(input.path);
    if (!path || path.length > 300) throw new Error(`Product path "${input.path}" is not usable.`);
    const name = input.name.trim();
    if (!name) throw new Error(`Product ${path} needs a name.`);
    if (input.variants.length === 0) throw new Error(`Product ${path} needs a variant.`);
    input.variants.forEach((v, i) => {
      assertMoney(v.price, `Variant ${i + 1} of ${path}: price`);
      assertMoney(v.mrp, `Variant ${i + 1} of ${path}: mrp`, true);
      assertCount(v.stock, `Variant ${i + 1} of ${path}: stock`);
    });
    assertCount(input.reviewCount ?? 0, `Product ${path}: reviewCount`);
    assertCount(input.ratingTotal ?? 0, `Product ${path}: ratingTotal`);
    const categoryIds = input.categorySlugs.map((slug) => {
      const c = refs.categories.get(slug);
      if (!c) throw new Error(`Product ${path}: no category "${slug}" in this workspace.`);
      return c.id;
    });
    let brandId: string | null = null;
    if (input.brandSlug) {
      brandId = refs.brands.get(input.brandSlug) ?? null;
      if (!brandId) throw new Error(`Product ${path}: no brand "${input.brandSlug}".`);
    }
    const productId = randomUUID();
    const facts = input.variants.map((v, position) => ({ ...v, position }));
    const summary = productSummary(facts);
    const variants = facts.map((v): Insertable<ProductVariantsTable> => ({
      id: randomUUID(),
      workspace_id: workspaceId,
      product_id: productId,
      title: v.title ?? '',
      options: JSON.stringify(v.options ?? {}),
      sku: v.sku ?? '',
      price: v.price,
      mrp: v.mrp,
      stock: v.stock,
      position: v.position,
      created_at: at,
    }));
    const key = nameKey(name);
    const inStock = summary.inStock ? 1 : 0;
    const product: Insertable<ProductsTable> = {
      id: productId,
      workspace_id: workspaceId,
      path,
      name,
      name_key: key,
      brand_id: brandId,
      category_id: categoryIds[0] ?? null,
      description: input.description,
      description_html: describeRemembered(input.description),
      media: JSON.stringify(input.media),
      default_variant_id: variants[summary.index]!.id,
      price: summary.price,
      mrp: summary.mrp,
      in_stock: inStock,
      review_count: input.reviewCount ?? 0,
      rating_total: input.ratingTotal ?? 0,
      seq,
      status: 'active',
      created_at: at,
      updated_at: at,
    };
    const listing = listingCategoryIds(categoryIds, refs.parentOf).map(
      (categoryId): Insertable<ProductListingTable> => ({
        workspace_id: workspaceId,
        category_id: categoryId,
        product_id: productId,
        price: summary.price,
        name_key: key,
        seq,
        brand_id: brandId,
        in_stock: inStock,
      }),
    );
    return { product, variants, listing };
  }

  async function insertRows(trx: Kysely<Database>, all: ProductRows[]): Promise<void> {
    const products = all.map((r) => r.product);
    const variants = all.flatMap((r) => r.variants);
    const listing = all.flatMap((r) => r.listing);
    for (const part of chunks(products, 20))
      await trx.insertInto('products').values(part).execute();
    for (const part of chunks(variants, 11))
      await trx.insertInto('product_variants').values(part).execute();
    for (const part of chunks(listing, 8))
      await trx.insertInto('product_listing').values(part).execute();
  }

  /** The workspace's products with what a card shows: their card category and brand. */
  function cardRows(workspaceId: string) {
    return db
      .selectFrom('products as p')
      .leftJoin('categories as c', (j) =>
        j.onRef('c.id', '=', 'p.category_id').onRef('c.workspace_id', '=', 'p.workspace_id'),
      )
      .leftJoin('brands as b', (j) =>
        j.onRef('b.id', '=', 'p.brand_id').onRef('b.workspace_id', '=', 'p.workspace_id'),
      )
      .select([
        'p.id',
        'p.name',
        'p.path',
        'p.price',
        'p.mrp',
        'p.media',
        'p.default_variant_id',
        'p.in_stock',
        'p.review_count',
        'p.rating_total',
        'c.title as category_title',
        'c.slug as category_slug',
        'b.name as brand_name',
      ])
      .where('p.workspace_id', '=', workspaceId);
  }

  /** Products by id as listing items, in the order of `ids` (unknown ids are left out). */
  async function listingItems(workspaceId: string, ids: readonly string[]): Promise<ListingItem[]> {
    if (ids.length === 0) return [];
    const rows = await cardRows(workspaceId)
      .where('p.id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [toListingItem(r)] : [];
    });
  }

  /** Root-first categories along a category's stored path (slugs from the root). */
  async function trail(
    workspaceId: string,
    path: string,
  ): Promise<{ id: string; slug: string; title: string }[]> {
    const slugs = path.split('/').filter(Boolean);
    if (slugs.length === 0) return [];
    const rows = await db
      .selectFrom('categories')
      .select(['id', 'slug', 'title'])
      .where('workspace_id', '=', workspaceId)
      .where('slug', 'in', slugs)
      .execute();
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return slugs.flatMap((s) => {
      const r = bySlug.get(s);
      return r ? [r] : [];
    });
  }

  async function searchProducts(workspaceId: string, q: CatalogueQuery): Promise<CatalogueItem[]> {
    let query = db
      .selectFrom('products as p')
      .select(['p.id', 'p.name', 'p.path'])
      .where('p.workspace_id', '=', workspaceId)
      .where('p.status', '=', 'active');
    if (q.query) {
      const pattern = containsPattern(q.query);
      query = query.where(sql<boolean>`p.name_key like ${pattern} escape '\\'`);
    }
    if (q.category) {
      const category = q.category.replace(/^\/+|\/+$/g, '').replace(/^c\//, '');
      query = query.where(
        'p.id',
        'in',
        db
          .selectFrom('product_listing as l')
          .select('l.product_id')
          .where('l.workspace_id', '=', workspaceId)
          .where(
            'l.category_id',
            'in',
            db
              .selectFrom('categories as c')
              .select('c.id')
              .where('c.workspace_id', '=', workspaceId)
              .where((eb) =>
                eb.or([
                  eb('c.id', '=', category),
                  eb('c.slug', '=', category),
                  eb('c.path', '=', category),
                ]),
              ),
          ),
      );
    }
    // Names that start with the text come first, then the rest, each by name.
    const prefix = containsPattern(q.query).slice(1);
    const rows = await query
      .orderBy(sql`case when p.name_key like ${prefix} escape '\\' then 0 else 1 end`)
      .orderBy('p.name_key')
      .orderBy('p.seq')
      .limit(q.limit)
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.name, path: r.path }));
  }

  async function searchCategories(
    workspaceId: string,
    q: CatalogueQuery,
  ): Promise<CatalogueItem[]> {
    let query = db
      .selectFrom('categories')
      .select(['id', 'title', 'slug'])
      .where('workspace_id', '=', workspaceId);
    if (q.query) {
      const pattern = containsPattern(q.query);
      query = query.where(
        sql<boolean>`(lower(title) like ${pattern} escape '\\' or slug like ${pattern} escape '\\')`,
      );
    }
    const rows = await query.orderBy('path').limit(q.limit).execute();
    return rows.map((r) => ({ id: r.id, title: r.title, path: r.slug }));
  }

  async function searchBrands(workspaceId: string, q: CatalogueQuery): Promise<CatalogueItem[]> {
    let query = db
      .selectFrom('brands')
      .select(['id', 'name', 'slug'])
      .where('workspace_id', '=', workspaceId);
    if (q.query) {
      const pattern = containsPattern(q.query);
      query = query.where(
        sql<boolean>`(lower(name) like ${pattern} escape '\\' or slug like ${pattern} escape '\\')`,
      );
    }
    const rows = await query.orderBy('slug').limit(q.limit).execute();
    return rows.map((r) => ({ id: r.id, title: r.name, path: r.slug }));
  }

  const repo = {
    /** The owner's admin: lists, edits, deletes, categories (createCatalogueAdmin below). */
    admin: createCatalogueAdmin(db),

    // ---- reads ----

    /**
     * One page of a listing: products in the category (or under it), of the brand, within the
     * price bounds (inclusive, minor units) and in stock as asked, in the sort's order. An
     * unknown category or brand slug lists nothing. Page and size are brought within bounds.
     */
    async listing(workspaceId: string, req: ListingRequestInput): Promise<ListingAnswer> {
      const q = boundListingQuery(req);
      const answer = (data: ListingItem[], total: number): ListingAnswer => ({
        data,
        total,
        page: q.page,
        size: q.size,
      });
      if (q.empty) return answer([], 0);
      const f = q.filters;
      let base = db.selectFrom('product_listing as l').where('l.workspace_id', '=', workspaceId);
      base = f.category
        ? base.where('l.category_id', '=', categoryIdBySlug(db, workspaceId, f.category))
        : base.where('l.category_id', '=', '');
      if (f.brand) base = base.where('l.brand_id', '=', brandIdBySlug(db, workspaceId, f.brand));
      if (f.minPrice !== undefined) base = base.where('l.price', '>=', f.minPrice);
      if (f.maxPrice !== undefined) base = base.where('l.price', '<=', f.maxPrice);
      if (f.inStock) base = base.where('l.in_stock', '=', 1);

      let page = base.select('l.product_id');
      switch (q.sort) {
        case 'created':
          page = page.orderBy('l.seq', 'asc');
          break;
        case 'newest':
          page = page.orderBy('l.seq', 'desc');
          break;
        case 'priceLowToHigh':
          page = page.orderBy('l.price', 'asc').orderBy('l.seq', 'asc');
          break;
        case 'priceHighToLow':
          page = page.orderBy('l.price', 'desc').orderBy('l.seq', 'asc');
          break;
        case 'name':
          page = page.orderBy('l.name_key', 'asc').orderBy('l.seq', 'asc');
          break;
      }
      const [ids, count] = await Promise.all([
        page
          .limit(q.size)
          .offset((q.page - 1) * q.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      const total = Number(count?.n ?? 0);
      return answer(
        await listingItems(
          workspaceId,
          ids.map((r) => r.product_id),
        ),
        total,
      );
    },

    listingItems,

    /**
     * The side filter's choices: the categories under `categorySlug` (top-level ones without
     * it) and the brands, each only when something is listed there. Unknown slug: nothing.
     */
    async facets(workspaceId: string, categorySlug?: string): Promise<ListingFacets> {
      let categoryId = '';
      if (categorySlug) {
        const found = await categoryIdBySlug(db, workspaceId, categorySlug).executeTakeFirst();
        if (!found) return { categories: [], brands: [] };
        categoryId = found.id;
      }
      // Only choices that list something: an EXISTS per row, answered by the listing indexes.
      const [categories, brands] = await Promise.all([
        db
          .selectFrom('categories as c')
          .select(['c.slug', 'c.title'])
          .where('c.workspace_id', '=', workspaceId)
          .where((eb) =>
            categoryId ? eb('c.parent_id', '=', categoryId) : eb('c.parent_id', 'is', null),
          )
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('product_listing as l')
                .select('l.product_id')
                .where('l.workspace_id', '=', workspaceId)
                .whereRef('l.category_id', '=', 'c.id'),
            ),
          )
          .orderBy('c.position')
          .orderBy('c.title')
          .execute(),
        db
          .selectFrom('brands as b')
          .select(['b.slug', 'b.name'])
          .where('b.workspace_id', '=', workspaceId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('product_listing as l')
                .select('l.product_id')
                .where('l.workspace_id', '=', workspaceId)
                .where('l.category_id', '=', categoryId)
                .whereRef('l.brand_id', '=', 'b.id'),
            ),
          )
          .orderBy('b.name')
          .execute(),
      ]);
      return { categories, brands };
    },

    /**
     * The product page's product by its path (leading/trailing slashes and a leading 'p/'
     * ignored), with its variants in order and root-first breadcrumbs; null when none.
     */
    async productByPath(workspaceId: string, rawPath: string): Promise<ProductDetail | null> {
      const path = normaliseProductPath(rawPath);
      if (!path) return null;
      const row = await cardRows(workspaceId)
        .select(['p.description_html', 'c.path as category_path'])
        .where('p.path', '=', path)
        .where('p.status', '=', 'active')
        .executeTakeFirst();
      if (!row) return null;
      const [variants, crumbs] = await Promise.all([
        db
          .selectFrom('product_variants')
          .select(['id', 'title', 'options', 'price', 'mrp', 'stock'])
          .where('workspace_id', '=', workspaceId)
          .where('product_id', '=', row.id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        row.category_path ? trail(workspaceId, row.category_path) : Promise.resolve([]),
      ]);
      const { productVariantId, inStock: _inStock, ...item } = toListingItem(row);
      return {
        ...item,
        descriptionHtml: row.description_html,
        variants: variants.map((v): ProductVariant => ({
          _id: v.id,
          title: v.title,
          options: parseJson<Record<string, string>>(v.options, {}),
          price: v.price,
          mrp: v.mrp,
          stock: v.stock,
        })),
        defaultVariantId: productVariantId,
        breadcrumbs: crumbs.map((c) => ({ title: c.title, path: c.slug })),
      };
    },

    /** A category by slug with its root-first breadcrumbs; null when there is none. */
    async categoryBySlug(workspaceId: string, slug: string): Promise<CategoryDetail | null> {
      const row = await db
        .selectFrom('categories as c')
        .leftJoin('categories as parent', (j) =>
          j
            .onRef('parent.id', '=', 'c.parent_id')
            .onRef('parent.workspace_id', '=', 'c.workspace_id'),
        )
        .select([
          'c.id',
          'c.slug',
          'c.title',
          'c.description',
          'c.image',
          'c.path',
          'parent.slug as parent_slug',
        ])
        .where('c.workspace_id', '=', workspaceId)
        .where('c.slug', '=', slug)
        .executeTakeFirst();
      if (!row) return null;
      const crumbs = await trail(workspaceId, row.path);
      return {
        _id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        image: row.image,
        path: row.path,
        parentSlug: row.parent_slug,
        breadcrumbs: crumbs.map((c) => ({ title: c.title, path: c.slug })),
      };
    },

    /** Every product path with its last change, and every category slug, for /sitemap.xml. */
    async sitemap(workspaceId: string): Promise<CatalogueSitemap> {
      const [products, categories] = await Promise.all([
        db
          .selectFrom('products')
          .select(['path', 'updated_at'])
          .where('workspace_id', '=', workspaceId)
          .where('status', '=', 'active')
          .orderBy('seq')
          .execute(),
        db
          .selectFrom('categories')
          .select('slug')
          .where('workspace_id', '=', workspaceId)
          .orderBy('path')
          .execute(),
      ]);
      return {
        products: products.map((p) => ({ path: p.path, updatedAt: p.updated_at })),
        categories,
      };
    },

    /**
     * CatalogueSource: the builder's link picker. Products by name (optionally only those in or
     * under a category given by id, slug or path), categories by title or slug, brands by name
     * or slug; `path` is the product path, the category slug or the brand slug. Blog
     * categories are the blog's (server/blog/repo.ts): `path` is the category key.
     */
    async search(
      workspaceId: string,
      model: CatalogueModel,
      q: CatalogueQuery,
    ): Promise<CatalogueItem[]> {
      const bounded = { ...q, limit: Math.max(1, Math.min(100, Math.trunc(q.limit) || 20)) };
      switch (model) {
        case 'products':
          return searchProducts(workspaceId, bounded);
        case 'categories':
          return searchCategories(workspaceId, bounded);
        case 'brands':
          return searchBrands(workspaceId, bounded);
        case 'blog-categories':
          return (blogCategories ??= createBlogRepo(db)).searchCategories(workspaceId, bounded);
        default:
          return [];
      }
    },

    // ---- writes (the seed, tests, and later the admin) ----

    /** Adds a category (under `parentSlug` when given); its path is the parent's plus its slug. */
    async createCategory(
      workspaceId: string,
      input: NewCategory,
    ): Promise<{ id: string; slug: string; path: string }> {
      if (!SLUG.test(input.slug)) throw new Error(`Category slug "${input.slug}" is not usable.`);
      let parent: { id: string; path: string } | undefined;
      if (input.parentSlug) {
        parent = await db
          .selectFrom('categories')
          .select(['id', 'path'])
          .where('workspace_id', '=', workspaceId)
          .where('slug', '=', input.parentSlug)
          .executeTakeFirst();
        if (!parent) throw new Error(`No parent category "${input.parentSlug}".`);
      }
      const id = randomUUID();
      const path = parent ? `${parent.path}/${input.slug}` : input.slug;
      await db
        .insertInto('categories')
        .values({
          id,
          workspace_id: workspaceId,
          parent_id: parent?.id ?? null,
          slug: input.slug,
          path,
          title: input.title,
          description: input.description ?? '',
          image: input.image ?? null,
          position: input.position ?? 0,
          created_at: now(),
        })
        .execute();
      return { id, slug: input.slug, path };
    },

    async createBrand(workspaceId: string, input: NewBrand): Promise<{ id: string; slug: string }> {
      if (!SLUG.test(input.slug)) throw new Error(`Brand slug "${input.slug}" is not usable.`);
      const id = randomUUID();
      await db
        .insertInto('brands')
        .values({
          id,
          workspace_id: workspaceId,
          slug: input.slug,
          name: input.name,
          created_at: now(),
        })
        .execute();
      return { id, slug: input.slug };
    },

    /**
     * Adds products in ONE transaction: each with its variants, its default variant (the
     * cheapest in stock, else the cheapest), price, mrp, stock flag, name key, the next seq of
     * the workspace, its description rendered and sanitized, and its product_listing rows
     * ('' and each category with all its ancestors, once). Nothing is written if any is refused.
     */
    async createProducts(workspaceId: string, inputs: NewProduct[]): Promise<CreatedProduct[]> {
      if (inputs.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        // Two writers must not take the same seq: PostgreSQL locks the workspace row (SQLite
        // runs one transaction at a time).
        if (postgres) await lockWorkspace(trx, workspaceId);
        const [refs, last] = await Promise.all([
          loadRefs(trx, workspaceId),
          trx
            .selectFrom('products')
            .select((eb) => eb.fn.max('seq').as('seq'))
            .where('workspace_id', '=', workspaceId)
            .executeTakeFirst(),
        ]);
        const first = Number(last?.seq ?? 0) + 1;
        const at = now();
        const rows = inputs.map((input, i) => productRows(workspaceId, input, refs, first + i, at));
        await insertRows(trx, rows);
        return rows.map((r) => ({
          id: r.product.id,
          path: r.product.path,
          seq: r.product.seq,
          defaultVariantId: r.product.default_variant_id!,
          variantIds: r.variants.map((v) => v.id),
        }));
      });
    },

    /** Adds one product; see createProducts. */
    async createProduct(workspaceId: string, input: NewProduct): Promise<CreatedProduct> {
      const [made] = await repo.createProducts(workspaceId, [input]);
      return made!;
    },

    /**
     * Sets a variant's stock and brings its product's default variant, price, mrp and stock
     * flag, and its product_listing rows, up to date in the same transaction. False when the
     * variant is not this workspace's.
     */
    async setVariantStock(workspaceId: string, variantId: string, stock: number): Promise<boolean> {
      assertCount(stock, 'Stock');
      return db.transaction().execute(async (trx) => {
        const variant = await trx
          .updateTable('product_variants')
          .set({ stock })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', variantId)
          .returning('product_id')
          .executeTakeFirst();
        if (!variant) return false;
        await refreshProduct(trx, workspaceId, variant.product_id);
        return true;
      });
    },

    /**
     * Removes the workspace's whole catalogue (products, variants, listing rows, categories,
     * brands); cart lines and wishlist entries of its variants go with them.
     */
    async deleteCatalogue(workspaceId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('product_listing').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('products').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('categories').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('brands').where('workspace_id', '=', workspaceId).execute();
      });
    },
  };
  return repo satisfies CatalogueSource;
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;

// ---- the owner's admin (docs/api.md, "Admin API: catalogue") ----

/** A product as the admin saves it: the form checked by its schema, its media resolved. */
export type ProductWrite = Omit<ProductForm, 'media'> & { media: ProductMedia[] };

/** What a refused admin write answers: a status and either field errors or one message. */
export type AdminRefusal = {
  ok: false;
  status: 400 | 404 | 409;
  message?: string;
  fieldErrors?: FieldErrors;
};

export type ProductSaveOutcome =
  { ok: true; product: AdminProduct; created: boolean; oldPath: string | null } | AdminRefusal;

export type CategorySaveOutcome = { ok: true; category: AdminCategoryNode } | AdminRefusal;

/** Ids per `IN (…)` list: well under both databases' bound-parameter limits. */
const IN_CHUNK = 500;

function inChunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
}

/** A unique index refused the write (a path or slug another writer took in the meantime). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

function asStatus(status: string): ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(status)
    ? (status as ProductStatus)
    : 'draft';
}

function parseSeo(text: string): ProductSeo {
  try {
    const seo = JSON.parse(text) as Partial<ProductSeo> | null;
    return {
      title: typeof seo?.title === 'string' ? seo.title : '',
      description: typeof seo?.description === 'string' ? seo.description : '',
    };
  } catch {
    return { title: '', description: '' };
  }
}

/**
 * The admin's reads and writes of the catalogue. Writes keep a product's row (default variant,
 * price, mrp, in_stock), its variants and its product_listing rows in step in one transaction,
 * with the same rules as createProducts; a product not on sale keeps its listing rows hidden
 * (rules.ts, HIDDEN_LISTING_PREFIX). Every query is scoped by workspace id.
 */
export function createCatalogueAdmin(db: Db) {
  const postgres = isPostgres(db);
  const describe = createDescriber();

  type Tree = {
    byId: Map<string, { id: string; slug: string; parentId: string | null }>;
    bySlug: Map<string, string>;
    parentOf: (id: string) => string | null;
  };

  async function loadTree(trx: Kysely<Database>, workspaceId: string): Promise<Tree> {
    const rows = await trx
      .selectFrom('categories')
      .select(['id', 'slug', 'parent_id'])
      .where('workspace_id', '=', workspaceId)
      .execute();
    const byId = new Map(
      rows.map((r) => [r.id, { id: r.id, slug: r.slug, parentId: r.parent_id }]),
    );
    return {
      byId,
      bySlug: new Map(rows.map((r) => [r.slug, r.id])),
      parentOf: (id) => byId.get(id)?.parentId ?? null,
    };
  }

  /** Products by id or by path, as the edit screen opens them. */
  async function loadProducts(
    trx: Kysely<Database>,
    workspaceId: string,
    by: { ids: readonly string[] } | { paths: readonly string[] },
  ): Promise<AdminProduct[]> {
    const keys = 'ids' in by ? by.ids : by.paths;
    if (keys.length === 0) return [];
    const products = [];
    for (const part of inChunks(keys))
      products.push(
        ...(await trx
          .selectFrom('products as p')
          .leftJoin('brands as b', (j) =>
            j.onRef('b.id', '=', 'p.brand_id').onRef('b.workspace_id', '=', 'p.workspace_id'),
          )
          .select([
            'p.id',
            'p.name',
            'p.path',
            'p.status',
            'p.category_id',
            'p.description',
            'p.description_html',
            'p.media',
            'p.seo',
            'p.created_at',
            'p.updated_at',
            'b.slug as brand_slug',
          ])
          .where('p.workspace_id', '=', workspaceId)
          .where('ids' in by ? 'p.id' : 'p.path', 'in', part)
          .execute()),
      );
    if (products.length === 0) return [];
    const ids = products.map((p) => p.id);
    const variants = [];
    const listing = [];
    const ordered = new Set<string>();
    for (const part of inChunks(ids)) {
      const [v, l, o] = await Promise.all([
        trx
          .selectFrom('product_variants')
          .select(['id', 'product_id', 'title', 'options', 'sku', 'price', 'mrp', 'stock'])
          .where('workspace_id', '=', workspaceId)
          .where('product_id', 'in', part)
          .orderBy('product_id')
          .orderBy('position')
          .orderBy('id')
          .execute(),
        listingOf(trx, workspaceId, part),
        // Whether orders hold the product (delete archives it then); order lines keep no
        // foreign key to products, so this is the only link.
        trx
          .selectFrom('order_items')
          .select('product_id')
          .distinct()
          .where('workspace_id', '=', workspaceId)
          .where('product_id', 'in', part)
          .execute(),
      ]);
      variants.push(...v);
      listing.push(...l);
      for (const r of o) ordered.add(r.product_id);
    }
    const tree = await loadTree(trx, workspaceId);
    const variantsOf = groupBy(variants, (v) => v.product_id);
    const listedOf = groupBy(listing, (l) => l.product_id);
    const slugOf = (id: string) => tree.byId.get(id)?.slug;
    return products.map((p): AdminProduct => {
      const direct = placedIn(p.category_id, listedOf.get(p.id), tree.parentOf);
      return {
        _id: p.id,
        name: p.name,
        path: p.path,
        status: asStatus(p.status),
        category: (p.category_id && slugOf(p.category_id)) || '',
        categories: direct.filter((id) => id !== p.category_id).flatMap((id) => slugOf(id) ?? []),
        brand: p.brand_slug ?? '',
        description: p.description,
        descriptionHtml: p.description_html,
        media: parseJson<ProductMedia[]>(p.media, []),
        variants: (variantsOf.get(p.id) ?? []).map((v) => ({
          _id: v.id,
          title: v.title,
          options: parseJson<Record<string, string>>(v.options, {}),
          sku: v.sku,
          price: v.price,
          mrp: v.mrp,
          stock: v.stock,
        })),
        seo: parseSeo(p.seo),
        hasOrders: ordered.has(p.id),
        created: p.created_at,
        updated: p.updated_at,
      };
    });
  }

  /** The product_listing rows of a product: '' and each category with its ancestors, once. */
  function listingRows(
    workspaceId: string,
    product: {
      id: string;
      seq: number;
      nameKey: string;
      brandId: string | null;
      price: number;
      inStock: number;
      onSale: boolean;
    },
    categoryIds: readonly string[],
    parentOf: (id: string) => string | null,
  ): Insertable<ProductListingTable>[] {
    return listingCategoryIds(categoryIds, parentOf).map((categoryId) => ({
      workspace_id: workspaceId,
      category_id: listingRowId(categoryId, product.onSale),
      product_id: product.id,
      price: product.price,
      name_key: product.nameKey,
      seq: product.seq,
      brand_id: product.brandId,
      in_stock: product.inStock,
    }));
  }

  async function insertListing(trx: Kysely<Database>, rows: Insertable<ProductListingTable>[]) {
    for (const part of chunks(rows, 8))
      await trx.insertInto('product_listing').values(part).execute();
  }

  async function categoryNodes(workspaceId: string): Promise<AdminCategoryNode[]> {
    const [rows, counts] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'slug', 'title', 'path', 'parent_id', 'description', 'image', 'position'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('position')
        .orderBy('title')
        .orderBy('id')
        .execute(),
      // Listing rows hold each product under its categories and their ancestors: counting them
      // per category counts the products in it or under it (product_listing_count index).
      db
        .selectFrom('product_listing')
        .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('workspace_id', '=', workspaceId)
        .where('category_id', 'not in', ['', HIDDEN_LISTING_PREFIX])
        .groupBy('category_id')
        .execute(),
    ]);
    const count = new Map<string, number>();
    for (const c of counts) {
      const id = listedCategoryId(c.category_id);
      count.set(id, (count.get(id) ?? 0) + Number(c.n));
    }
    return rows.map((r) => ({
      _id: r.id,
      slug: r.slug,
      title: r.title,
      path: r.path,
      parentId: r.parent_id,
      description: r.description,
      image: r.image,
      position: r.position,
      productCount: count.get(r.id) ?? 0,
      children: [],
    }));
  }

  const admin = {
    /**
     * One page of the admin's product list, newest first: products of any status matching the
     * search (name, path or SKU contains `q`, case-insensitive), in or under the category, of
     * the brand, of the status, out of stock or low. Unknown slugs list nothing.
     */
    async listProducts(workspaceId: string, q: AdminProductQuery): Promise<AdminProductsAnswer> {
      const [category, brand] = await Promise.all([
        q.category ? categoryIdBySlug(db, workspaceId, q.category).executeTakeFirst() : undefined,
        q.brand ? brandIdBySlug(db, workspaceId, q.brand).executeTakeFirst() : undefined,
      ]);
      if ((q.category && !category) || (q.brand && !brand)) return { data: [], total: 0 };
      let base = db.selectFrom('products as p').where('p.workspace_id', '=', workspaceId);
      const text = q.q?.trim();
      if (text) {
        const pattern = containsPattern(text);
        base = base.where((eb) =>
          eb.or([
            sql<boolean>`p.name_key like ${pattern} escape '\\'`,
            sql<boolean>`p.path like ${pattern} escape '\\'`,
            eb.exists(
              eb
                .selectFrom('product_variants as v')
                .select('v.id')
                .whereRef('v.product_id', '=', 'p.id')
                .where('v.workspace_id', '=', workspaceId)
                .where(sql<boolean>`lower(v.sku) like ${pattern} escape '\\'`),
            ),
          ]),
        );
      }
      if (category)
        base = base.where(
          'p.id',
          'in',
          db
            .selectFrom('product_listing as l')
            .select('l.product_id')
            .where('l.workspace_id', '=', workspaceId)
            .where('l.category_id', 'in', categoryListingIds(category.id)),
        );
      if (brand) base = base.where('p.brand_id', '=', brand.id);
      if (q.status) base = base.where('p.status', '=', q.status);
      if (q.stock === 'out') base = base.where('p.in_stock', '=', 0);
      if (q.stock === 'low')
        base = base
          .where('p.in_stock', '=', 1)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('product_variants as v')
                .select('v.id')
                .whereRef('v.product_id', '=', 'p.id')
                .where('v.workspace_id', '=', workspaceId)
                .where('v.stock', '<=', LOW_STOCK),
            ),
          );
      const [rows, count] = await Promise.all([
        base
          .leftJoin('categories as c', (j) =>
            j.onRef('c.id', '=', 'p.category_id').onRef('c.workspace_id', '=', 'p.workspace_id'),
          )
          .leftJoin('brands as b', (j) =>
            j.onRef('b.id', '=', 'p.brand_id').onRef('b.workspace_id', '=', 'p.workspace_id'),
          )
          .select([
            'p.id',
            'p.name',
            'p.path',
            'p.media',
            'p.status',
            'p.price',
            'p.mrp',
            'p.in_stock',
            'p.updated_at',
            'c.slug as category_slug',
            'c.title as category_title',
            'b.slug as brand_slug',
            'b.name as brand_name',
          ])
          // products_workspace_seq (workspace_id, seq) gives this order without a sort.
          .orderBy('p.seq', 'desc')
          .limit(q.s)
          .offset(q.p * q.s)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      const totals =
        rows.length === 0
          ? []
          : await db
              .selectFrom('product_variants')
              .select([
                'product_id',
                (eb) => eb.fn.countAll<number | string>().as('n'),
                (eb) => eb.fn.sum<number | string>('stock').as('units'),
                (eb) => eb.fn.min<number | string>('stock').as('least'),
              ])
              .where('workspace_id', '=', workspaceId)
              .where(
                'product_id',
                'in',
                rows.map((r) => r.id),
              )
              .groupBy('product_id')
              .execute();
      const byProduct = new Map(totals.map((t) => [t.product_id, t]));
      return {
        total: Number(count?.n ?? 0),
        data: rows.map((r): AdminProductRow => {
          const t = byProduct.get(r.id);
          return {
            _id: r.id,
            name: r.name,
            path: r.path,
            image: parseJson<ProductMedia[]>(r.media, [])[0] ?? null,
            status: asStatus(r.status),
            price: r.price,
            mrp: r.mrp,
            stock: Number(t?.units ?? 0),
            variantCount: Number(t?.n ?? 0),
            inStock: r.in_stock === 1,
            low: r.in_stock === 1 && Number(t?.least ?? 0) <= LOW_STOCK,
            category:
              r.category_slug !== null && r.category_title !== null
                ? { slug: r.category_slug, title: r.category_title }
                : null,
            brand:
              r.brand_slug !== null && r.brand_name !== null
                ? { slug: r.brand_slug, name: r.brand_name }
                : null,
            updated: r.updated_at,
          };
        }),
      };
    },

    /** A product of the workspace as the edit screen opens it, or null. */
    async product(workspaceId: string, id: string): Promise<AdminProduct | null> {
      const [found] = await loadProducts(db, workspaceId, { ids: [id] });
      return found ?? null;
    },

    /** Products of the workspace by path (the CSV import's look-up), in no particular order. */
    async productsByPath(workspaceId: string, paths: readonly string[]): Promise<AdminProduct[]> {
      return loadProducts(db, workspaceId, { paths: [...new Set(paths)] });
    },

    /**
     * Creates (no `id`) or replaces a product with its variants, in one transaction: variants
     * left out are removed, listed ones updated in place (their ids stay, so bags and wishlists
     * keep them), new ones added. An empty path is made from the name (the first free one of
     * `name`, `name-2`, …). Refusals change nothing.
     */
    async saveProduct(workspaceId: string, input: ProductWrite): Promise<ProductSaveOutcome> {
      let outcome: ProductSaveOutcome;
      try {
        outcome = await db.transaction().execute(async (trx): Promise<ProductSaveOutcome> => {
          // Two creators must not take the same seq or path: PostgreSQL locks the workspace
          // row (SQLite runs one transaction at a time).
          if (postgres && !input.id) await lockWorkspace(trx, workspaceId);
          const [tree, brandRow, existing] = await Promise.all([
            loadTree(trx, workspaceId),
            input.brand
              ? brandIdBySlug(trx, workspaceId, input.brand).executeTakeFirst()
              : undefined,
            input.id
              ? trx
                  .selectFrom('products')
                  .select(['id', 'path', 'seq', 'updated_at'])
                  .where('workspace_id', '=', workspaceId)
                  .where('id', '=', input.id)
                  .executeTakeFirst()
              : undefined,
          ]);
          if (input.id && !existing)
            return { ok: false, status: 404, message: ADMIN_PRODUCT_NOT_FOUND };
          if (existing && input.baseUpdatedAt && input.baseUpdatedAt !== existing.updated_at)
            return { ok: false, status: 409, message: PRODUCT_CHANGED_MESSAGE };

          const errors: FieldErrors = {};
          const categoryIds: string[] = [];
          if (input.category) {
            const id = tree.bySlug.get(input.category);
            if (id) categoryIds.push(id);
            else errors.category = `There is no category "${input.category}".`;
          } else if (input.categories.length > 0)
            errors.category = 'Choose the main category before adding other categories.';
          input.categories.forEach((slug, i) => {
            const id = tree.bySlug.get(slug);
            if (!id) errors[`categories.${i}`] = `There is no category "${slug}".`;
            else if (!categoryIds.includes(id)) categoryIds.push(id);
          });
          if (input.brand && !brandRow) errors.brand = `There is no brand "${input.brand}".`;
          for (const i of repeatedSkuIndexes(input.variants))
            errors[`variants.${i}.sku`] =
              `Another variant of this product has the SKU ${input.variants[i]!.sku.trim()}.`;
          const known = new Set<string>();
          if (existing) {
            const rows = await trx
              .selectFrom('product_variants')
              .select('id')
              .where('workspace_id', '=', workspaceId)
              .where('product_id', '=', existing.id)
              .execute();
            for (const r of rows) known.add(r.id);
          }
          const seen = new Set<string>();
          input.variants.forEach((v, i) => {
            if (v.id === undefined) return;
            if (!known.has(v.id) || seen.has(v.id))
              errors[`variants.${i}.id`] = 'This variant is not one of this product’s variants.';
            seen.add(v.id);
          });
          if (Object.keys(errors).length > 0)
            return { ok: false, status: 400, fieldErrors: errors };

          let path = input.path;
          if (!path) {
            const base = slugify(input.name) || 'product';
            const taken = await trx
              .selectFrom('products')
              .select('path')
              .where('workspace_id', '=', workspaceId)
              .where((eb) =>
                eb.or([
                  eb('path', '=', base),
                  eb('path', 'like', `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`),
                ]),
              )
              .$if(existing !== undefined, (qb) => qb.where('id', '<>', existing!.id))
              .execute();
            path = availablePath(base, new Set(taken.map((t) => t.path)));
          } else {
            const clash = await trx
              .selectFrom('products')
              .select('id')
              .where('workspace_id', '=', workspaceId)
              .where('path', '=', path)
              .executeTakeFirst();
            if (clash && clash.id !== existing?.id)
              return { ok: false, status: 409, fieldErrors: { path: pathTakenMessage(path) } };
          }

          const at = now();
          const productId = existing?.id ?? randomUUID();
          let seq = existing?.seq;
          if (seq === undefined) {
            const last = await trx
              .selectFrom('products')
              .select((eb) => eb.fn.max('seq').as('seq'))
              .where('workspace_id', '=', workspaceId)
              .executeTakeFirst();
            seq = Number(last?.seq ?? 0) + 1;
          }
          const variantIds = input.variants.map((v) => v.id ?? randomUUID());
          const summary = productSummary(input.variants.map((v, position) => ({ ...v, position })));
          const onSale = input.status === 'active';
          const key = nameKey(input.name.trim());
          const brandId = brandRow?.id ?? null;
          const columns = {
            path,
            name: input.name.trim(),
            name_key: key,
            brand_id: brandId,
            category_id: categoryIds[0] ?? null,
            description: input.description,
            description_html: describe(input.description),
            media: JSON.stringify(input.media),
            seo: JSON.stringify({ title: input.seo.title, description: input.seo.description }),
            status: input.status,
            default_variant_id: variantIds[summary.index]!,
            price: summary.price,
            mrp: summary.mrp,
            in_stock: summary.inStock ? 1 : 0,
            updated_at: at,
          };
          if (existing) {
            await trx
              .updateTable('products')
              .set(columns)
              .where('workspace_id', '=', workspaceId)
              .where('id', '=', productId)
              .execute();
            let gone = trx
              .deleteFrom('product_variants')
              .where('workspace_id', '=', workspaceId)
              .where('product_id', '=', productId);
            const kept = input.variants.flatMap((v) => v.id ?? []);
            if (kept.length > 0) gone = gone.where('id', 'not in', kept);
            await gone.execute();
          } else {
            await trx
              .insertInto('products')
              .values({ id: productId, workspace_id: workspaceId, seq, created_at: at, ...columns })
              .execute();
          }
          for (const [position, v] of input.variants.entries()) {
            const values = {
              title: v.title.trim(),
              options: JSON.stringify(v.options ?? {}),
              sku: v.sku.trim(),
              price: v.price,
              mrp: v.mrp,
              stock: v.stock,
              position,
            };
            if (v.id)
              await trx
                .updateTable('product_variants')
                .set(values)
                .where('workspace_id', '=', workspaceId)
                .where('id', '=', v.id)
                .execute();
            else
              await trx
                .insertInto('product_variants')
                .values({
                  id: variantIds[position]!,
                  workspace_id: workspaceId,
                  product_id: productId,
                  created_at: at,
                  ...values,
                })
                .execute();
          }
          await trx
            .deleteFrom('product_listing')
            .where('workspace_id', '=', workspaceId)
            .where('product_id', '=', productId)
            .execute();
          await insertListing(
            trx,
            listingRows(
              workspaceId,
              {
                id: productId,
                seq,
                nameKey: key,
                brandId,
                price: summary.price,
                inStock: summary.inStock ? 1 : 0,
                onSale,
              },
              categoryIds,
              tree.parentOf,
            ),
          );
          const [product] = await loadProducts(trx, workspaceId, { ids: [productId] });
          return {
            ok: true,
            product: product!,
            created: !existing,
            oldPath: existing && existing.path !== path ? existing.path : null,
          };
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return {
          ok: false,
          status: 409,
          fieldErrors: { path: pathTakenMessage(input.path || slugify(input.name)) },
        };
      }
      return outcome;
    },

    /**
     * Deletes a product with its variants and listing rows (bag lines and wishlist entries of
     * its variants go with them), or archives it when orders hold it: the orders keep their
     * lines and the product leaves the shop. Null when it is not this workspace's.
     */
    async deleteProduct(
      workspaceId: string,
      id: string,
    ): Promise<{ outcome: 'deleted' | 'archived'; path: string } | null> {
      return db.transaction().execute(async (trx) => {
        const product = await trx
          .selectFrom('products')
          .select(['id', 'path'])
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!product) return null;
        const ordered = await trx
          .selectFrom('order_items')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('product_id', '=', id)
          .limit(1)
          .executeTakeFirst();
        if (ordered) {
          await trx
            .updateTable('products')
            .set({ status: 'archived', updated_at: now() })
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', id)
            .execute();
          await trx
            .updateTable('product_listing')
            .set({ category_id: sql<string>`${HIDDEN_LISTING_PREFIX} || category_id` })
            .where('workspace_id', '=', workspaceId)
            .where('product_id', '=', id)
            .where(sql<boolean>`category_id not like ${`${HIDDEN_LISTING_PREFIX}%`}`)
            .execute();
          return { outcome: 'archived' as const, path: product.path };
        }
        await trx
          .deleteFrom('product_listing')
          .where('workspace_id', '=', workspaceId)
          .where('product_id', '=', id)
          .execute();
        // Variants (and with them bag lines and wishlist entries) and reviews go by cascade.
        await trx
          .deleteFrom('products')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        return { outcome: 'deleted' as const, path: product.path };
      });
    },

    /** The category tree: roots in the owner's order, each with its children and product counts. */
    async categoryTree(workspaceId: string): Promise<AdminCategoryNode[]> {
      const nodes = await categoryNodes(workspaceId);
      const byId = new Map(nodes.map((n) => [n._id, n]));
      const roots: AdminCategoryNode[] = [];
      for (const n of nodes) {
        const parent = n.parentId ? byId.get(n.parentId) : undefined;
        if (parent) parent.children.push(n);
        else roots.push(n);
      }
      return roots;
    },

    /**
     * Creates (no `id`) or changes a category. A new slug or parent rewrites the paths of the
     * category and everything under it; a new parent also moves the listing rows of every
     * product under it to the new ancestors. Refusals change nothing.
     */
    async saveCategory(workspaceId: string, input: CategoryForm): Promise<CategorySaveOutcome> {
      let id: string;
      try {
        const result = await db
          .transaction()
          .execute(async (trx): Promise<AdminRefusal | string> => {
            const tree = await loadTree(trx, workspaceId);
            const existing = input.id ? tree.byId.get(input.id) : undefined;
            if (input.id && !existing)
              return { ok: false, status: 404, message: ADMIN_CATEGORY_NOT_FOUND };
            const owner = tree.bySlug.get(input.slug);
            if (owner && owner !== input.id)
              return {
                ok: false,
                status: 409,
                fieldErrors: { slug: slugTakenMessage(input.slug) },
              };
            if (input.parentId !== null) {
              if (!tree.byId.has(input.parentId))
                return {
                  ok: false,
                  status: 400,
                  fieldErrors: { parentId: 'There is no such parent category.' },
                };
              if (existing && isSelfOrDescendant(input.parentId, existing.id, tree.parentOf))
                return {
                  ok: false,
                  status: 400,
                  fieldErrors: {
                    parentId:
                      'A category cannot be placed under itself or one of its subcategories.',
                  },
                };
            }
            const categoryId = existing?.id ?? randomUUID();
            const after = new Map(tree.byId);
            after.set(categoryId, { id: categoryId, slug: input.slug, parentId: input.parentId });
            const paths = categoryPaths([...after.values()]);
            const values = {
              slug: input.slug,
              title: input.title.trim(),
              description: input.description,
              image: input.image,
              position: input.position,
              parent_id: input.parentId,
              path: paths.get(categoryId)!,
            };
            if (existing)
              await trx
                .updateTable('categories')
                .set(values)
                .where('workspace_id', '=', workspaceId)
                .where('id', '=', categoryId)
                .execute();
            else
              await trx
                .insertInto('categories')
                .values({ id: categoryId, workspace_id: workspaceId, created_at: now(), ...values })
                .execute();
            if (
              existing &&
              (existing.slug !== input.slug || existing.parentId !== input.parentId)
            ) {
              const before = await trx
                .selectFrom('categories')
                .select(['id', 'path'])
                .where('workspace_id', '=', workspaceId)
                .execute();
              for (const c of before) {
                const path = paths.get(c.id);
                if (path !== undefined && path !== c.path && c.id !== categoryId)
                  await trx
                    .updateTable('categories')
                    .set({ path })
                    .where('workspace_id', '=', workspaceId)
                    .where('id', '=', c.id)
                    .execute();
              }
            }
            if (existing && existing.parentId !== input.parentId)
              await relist(trx, workspaceId, categoryId, tree.parentOf, (cid) =>
                cid === categoryId ? input.parentId : tree.parentOf(cid),
              );
            return categoryId;
          });
        if (typeof result !== 'string') return result;
        id = result;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return { ok: false, status: 409, fieldErrors: { slug: slugTakenMessage(input.slug) } };
      }
      const node = (await categoryNodes(workspaceId)).find((n) => n._id === id)!;
      return { ok: true, category: node };
    },

    /**
     * Deletes a category that has no subcategories and no products (of any status); else says
     * why not. Null when it is not this workspace's.
     */
    async deleteCategory(
      workspaceId: string,
      id: string,
    ): Promise<{ ok: true; slug: string } | { ok: false; message: string } | null> {
      return db.transaction().execute(async (trx) => {
        const category = await trx
          .selectFrom('categories')
          .select(['id', 'slug'])
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!category) return null;
        const [children, products] = await Promise.all([
          trx
            .selectFrom('categories')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('workspace_id', '=', workspaceId)
            .where('parent_id', '=', id)
            .executeTakeFirst(),
          trx
            .selectFrom('product_listing')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('workspace_id', '=', workspaceId)
            .where('category_id', 'in', categoryListingIds(id))
            .executeTakeFirst(),
        ]);
        const childCount = Number(children?.n ?? 0);
        if (childCount > 0) return { ok: false, message: categoryHasChildrenMessage(childCount) };
        const productCount = Number(products?.n ?? 0);
        if (productCount > 0)
          return { ok: false, message: categoryHasProductsMessage(productCount) };
        await trx
          .deleteFrom('categories')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        return { ok: true, slug: category.slug };
      });
    },

    /** The workspace's brands by name, with how many products each has. */
    async brands(workspaceId: string): Promise<AdminBrand[]> {
      const rows = await db
        .selectFrom('brands as b')
        .leftJoin('products as p', (j) =>
          j.onRef('p.brand_id', '=', 'b.id').onRef('p.workspace_id', '=', 'b.workspace_id'),
        )
        .select(['b.id', 'b.slug', 'b.name', (eb) => eb.fn.count<number | string>('p.id').as('n')])
        .where('b.workspace_id', '=', workspaceId)
        .groupBy(['b.id', 'b.slug', 'b.name'])
        .orderBy('b.name')
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        slug: r.slug,
        name: r.name,
        productCount: Number(r.n),
      }));
    },

    /**
     * The products after `afterSeq` in catalogue order, at most `limit`, as the edit screen
     * opens them: the CSV export reads the catalogue in such batches.
     */
    async exportBatch(
      workspaceId: string,
      afterSeq: number,
      limit: number,
    ): Promise<{ products: AdminProduct[]; lastSeq: number | null }> {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'seq'])
        .where('workspace_id', '=', workspaceId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      const products = await loadProducts(db, workspaceId, { ids: rows.map((r) => r.id) });
      const order = new Map(rows.map((r, i) => [r.id, i]));
      products.sort((a, b) => order.get(a._id)! - order.get(b._id)!);
      return { products, lastSeq: rows.at(-1)?.seq ?? null };
    },
  };

  /**
   * After a category moved under another parent: the listing rows of every product under it
   * rebuilt from the categories each was put in (read with the old tree) and the new tree.
   */
  async function relist(
    trx: Kysely<Database>,
    workspaceId: string,
    categoryId: string,
    parentBefore: (id: string) => string | null,
    parentAfter: (id: string) => string | null,
  ): Promise<void> {
    const moved = await trx
      .selectFrom('product_listing')
      .select('product_id')
      .where('workspace_id', '=', workspaceId)
      .where('category_id', 'in', categoryListingIds(categoryId))
      .execute();
    const ids = moved.map((m) => m.product_id);
    for (const part of inChunks(ids)) {
      const [products, rows] = await Promise.all([
        trx
          .selectFrom('products')
          .select([
            'id',
            'category_id',
            'seq',
            'name_key',
            'brand_id',
            'price',
            'in_stock',
            'status',
          ])
          .where('workspace_id', '=', workspaceId)
          .where('id', 'in', part)
          .execute(),
        listingOf(trx, workspaceId, part),
      ]);
      const listedOf = groupBy(rows, (r) => r.product_id);
      const fresh = products.flatMap((p) => {
        const direct = placedIn(p.category_id, listedOf.get(p.id), parentBefore);
        return listingRows(
          workspaceId,
          {
            id: p.id,
            seq: p.seq,
            nameKey: p.name_key,
            brandId: p.brand_id,
            price: p.price,
            inStock: p.in_stock,
            onSale: p.status === 'active',
          },
          direct,
          parentAfter,
        );
      });
      await trx
        .deleteFrom('product_listing')
        .where('workspace_id', '=', workspaceId)
        .where('product_id', 'in', part)
        .execute();
      await insertListing(trx, fresh);
    }
  }

  return admin;
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
