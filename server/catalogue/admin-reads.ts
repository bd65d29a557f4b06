// The admin's catalogue reads (docs/api.md, "Admin API: catalogue"): the product list and the
// edit screen's product, the category tree with product counts, brands, and the CSV export's
// batches. Products of every status are seen here. Every query is scoped by workspace id.
import { type Kysely, sql } from 'kysely';
import type { ProductMedia } from '../../shared/catalogue';
import type { ProductOption } from '../../shared/product-options';
import {
  type AdminBrand,
  type AdminCategoryNode,
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductRow,
  type AdminProductsAnswer,
  LOW_STOCK,
  PRODUCT_STATUSES,
  type ProductSeo,
  type ProductStatus,
} from '../../shared/admin-catalogue';
import type { Database, Db } from '../db';
import { categoryListingIds, listingOf, placedIn } from './listing-index';
import { HIDDEN_LISTING_PREFIX, listedCategoryId } from './rules';
import {
  brandIdBySlug,
  categoryIdBySlug,
  groupBy,
  inChunks,
  parseJson,
  productsOf,
  withBrand,
  withBrandAndCategory,
} from './support';
import { containsPattern } from '../http';

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

export type Tree = {
  byId: Map<string, { id: string; slug: string; parentId: string | null }>;
  bySlug: Map<string, string>;
  parentOf: (id: string) => string | null;
};

export async function loadTree(trx: Kysely<Database>, workspaceId: string): Promise<Tree> {
  const rows = await trx
    .selectFrom('categories')
    .select(['id', 'slug', 'parent_id'])
    .where('workspace_id', '=', workspaceId)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, slug: r.slug, parentId: r.parent_id }]));
  return {
    byId,
    bySlug: new Map(rows.map((r) => [r.slug, r.id])),
    parentOf: (id) => byId.get(id)?.parentId ?? null,
  };
}

/** Products by id or by path, as the edit screen opens them. */
export async function loadProducts(
  trx: Kysely<Database>,
  workspaceId: string,
  by: { ids: readonly string[] } | { paths: readonly string[] },
): Promise<AdminProduct[]> {
  const keys = 'ids' in by ? by.ids : by.paths;
  if (keys.length === 0) return [];
  const products = [];
  for (const part of inChunks(keys))
    products.push(
      ...(await withBrand(productsOf(trx, workspaceId))
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
          'p.hsn_code',
          'p.gst_rate',
          'p.options',
          'p.created_at',
          'p.updated_at',
          'b.slug as brand_slug',
        ])
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
        .select([
          'id',
          'product_id',
          'title',
          'options',
          'sku',
          'price',
          'mrp',
          'stock',
          'weight_grams',
          'image',
        ])
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
      options: parseJson<ProductOption[]>(p.options, []),
      variants: (variantsOf.get(p.id) ?? []).map((v) => ({
        _id: v.id,
        title: v.title,
        options: parseJson<Record<string, string>>(v.options, {}),
        sku: v.sku,
        price: v.price,
        mrp: v.mrp,
        stock: v.stock,
        weightGrams: Number(v.weight_grams),
        image: v.image,
      })),
      seo: parseSeo(p.seo),
      tax: { hsn: p.hsn_code ?? '', rate: p.gst_rate === null ? null : Number(p.gst_rate) },
      hasOrders: ordered.has(p.id),
      created: p.created_at,
      updated: p.updated_at,
    };
  });
}

/** The category tree with product counts, in the owner's order, flat. */
export async function categoryNodes(db: Db, workspaceId: string): Promise<AdminCategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .select([
        'id',
        'slug',
        'title',
        'path',
        'parent_id',
        'description',
        'image',
        'position',
        'hsn_code',
        'gst_rate',
      ])
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
    tax: { hsn: r.hsn_code ?? '', rate: r.gst_rate === null ? null : Number(r.gst_rate) },
    children: [],
  }));
}

/** The admin's catalogue reads of one database; see the file comment. */
export function createCatalogueAdminReads(db: Db) {
  return {
    /**
     * One page of the admin's product list, newest first: products of any status matching the
     * search (name, path or SKU contains `q`, case-insensitive), in or under the category, of
     * the brand, of the status, out of stock or low. Unknown slugs list nothing.
     */
    /** A page of products; `lowStock` is the workspace's low-stock threshold (per variant). */
    async listProducts(
      workspaceId: string,
      q: AdminProductQuery,
      lowStock = LOW_STOCK,
    ): Promise<AdminProductsAnswer> {
      const [category, brand] = await Promise.all([
        q.category ? categoryIdBySlug(db, workspaceId, q.category).executeTakeFirst() : undefined,
        q.brand ? brandIdBySlug(db, workspaceId, q.brand).executeTakeFirst() : undefined,
      ]);
      if ((q.category && !category) || (q.brand && !brand)) return { data: [], total: 0 };
      let base = productsOf(db, workspaceId);
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
                .where('v.stock', '<=', lowStock),
            ),
          );
      const [rows, count] = await Promise.all([
        withBrandAndCategory(base)
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
                sql<number | string>`sum(case when stock <= ${lowStock} then 1 else 0 end)`.as(
                  'low',
                ),
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
            lowVariants: r.in_stock === 1 ? Number(t?.low ?? 0) : 0,
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

    /** The category tree: roots in the owner's order, each with its children and product counts. */
    async categoryTree(workspaceId: string): Promise<AdminCategoryNode[]> {
      const nodes = await categoryNodes(db, workspaceId);
      const byId = new Map(nodes.map((n) => [n._id, n]));
      const roots: AdminCategoryNode[] = [];
      for (const n of nodes) {
        const parent = n.parentId ? byId.get(n.parentId) : undefined;
        if (parent) parent.children.push(n);
        else roots.push(n);
      }
      return roots;
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
}
