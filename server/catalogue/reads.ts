// The storefront's catalogue reads: listings (a page of product_listing by index range, then
// that page's products in one query), the side filter's facets, the product and category pages,
// the sitemap and the builder's link picker. Every query is scoped by workspace id.
import { sql } from 'kysely';
import {
  averageRating,
  type ListingAnswer,
  type ListingFacets,
  type ListingItem,
  type ProductDetail,
  type ProductMedia,
  type ProductVariant,
} from '../../shared/catalogue';
import type { ProductOption } from '../../shared/product-options';
import type { Db } from '../db';
import { boundListingQuery, normaliseProductPath } from './rules';
import {
  boundSearchQuery,
  type CatalogueItem,
  type CatalogueModel,
  type CatalogueQuery,
} from '../builder';
import {
  brandIdBySlug,
  categoryIdBySlug,
  parseJson,
  productsOf,
  withBrandAndCategory,
} from './support';
import type { CatalogueSitemap, CategoryDetail, ListingRequestInput } from './types';
import { containsPattern } from '../http';

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

/** The catalogue reads of one database; see the file comment. */
export function createCatalogueReads(db: Db) {
  /** The workspace's products with what a card shows: their card category and brand. */
  function cardRows(workspaceId: string) {
    return withBrandAndCategory(productsOf(db, workspaceId)).select([
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
    ]);
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

  return {
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
        .select(['p.description_html', 'p.options', 'c.path as category_path'])
        .where('p.path', '=', path)
        .where('p.status', '=', 'active')
        .executeTakeFirst();
      if (!row) return null;
      const [variants, crumbs] = await Promise.all([
        db
          .selectFrom('product_variants')
          .select(['id', 'title', 'options', 'price', 'mrp', 'stock', 'image'])
          .where('workspace_id', '=', workspaceId)
          .where('product_id', '=', row.id)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        row.category_path ? trail(workspaceId, row.category_path) : Promise.resolve([]),
      ]);
      const { productVariantId, inStock: _inStock, ...item } = toListingItem(row);
      const media = new Map(item.basicDetails.media.map((m) => [m.url, m]));
      return {
        ...item,
        descriptionHtml: row.description_html,
        options: parseJson<ProductOption[]>(row.options, []),
        variants: variants.map((v): ProductVariant => ({
          _id: v.id,
          title: v.title,
          options: parseJson<Record<string, string>>(v.options, {}),
          price: v.price,
          mrp: v.mrp,
          stock: v.stock,
          image: (v.image && media.get(v.image)) || null,
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
     * or slug; `path` is the product path, the category slug or the brand slug. Other models
     * (the blog's categories) answer nothing here: the composition root adds them (source.ts,
     * withModels).
     */
    async search(
      workspaceId: string,
      model: CatalogueModel,
      q: CatalogueQuery,
    ): Promise<CatalogueItem[]> {
      const bounded = boundSearchQuery(q);
      switch (model) {
        case 'products':
          return searchProducts(workspaceId, bounded);
        case 'categories':
          return searchCategories(workspaceId, bounded);
        case 'brands':
          return searchBrands(workspaceId, bounded);
        default:
          return [];
      }
    },
  };
}
