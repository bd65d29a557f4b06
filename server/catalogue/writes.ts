// The catalogue's plain writes (the seed, tests, the CSV import's creates): categories, brands
// and products in bulk. A product's row, variants and product_listing rows are written together
// in one transaction, with the next seq of the workspace. Every query is scoped by workspace id.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, Db, ProductListingTable, ProductsTable, ProductVariantsTable } from '../db';
import { listingCategoryIds, nameKey, normaliseProductPath, productSummary } from './rules';
import { setVariantStock } from './stock';
import {
  assertCount,
  assertMoney,
  chunks,
  createDescriber,
  isPostgres,
  lockWorkspace,
  now,
  SLUG,
} from './support';
import type { CreatedProduct, NewBrand, NewCategory, NewProduct } from './types';

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

/**
 * The catalogue writes of one database; see the file comment. Writes made on a transaction pass
 * a long-lived `describe`, so each does not build its own HTML sanitizer.
 */
export function createCatalogueWrites(db: Db, describe = createDescriber()) {
  const postgres = isPostgres(db);
  const rendered = new Map<string, string>();

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
      image: v.image ?? null,
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
      options: JSON.stringify(input.options ?? []),
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

  const writes = {
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
     * Made on a transaction (`createCatalogueWrites(trx)`), every write here takes part in it.
     */
    async createProducts(workspaceId: string, inputs: NewProduct[]): Promise<CreatedProduct[]> {
      if (inputs.length === 0) return [];
      // Inside a caller's transaction (a starter applied) it takes part in that one.
      const inOne = <T>(fn: (trx: Kysely<Database>) => Promise<T>) =>
        db.isTransaction ? fn(db) : db.transaction().execute(fn);
      return inOne(async (trx) => {
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
      const [made] = await writes.createProducts(workspaceId, [input]);
      return made!;
    },

    /** Sets a variant's stock, its product brought up to date with it (stock.ts). */
    setVariantStock: (workspaceId: string, variantId: string, stock: number) =>
      setVariantStock(db, workspaceId, variantId, stock),

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
  return writes;
}
