// Typed builders of catalogue rows for tests: products with their variants and listing rows,
// written straight to the database and kept consistent the way the catalogue repo keeps them
// (the product carries its default variant's price, mrp and stock flag; seq grows; name_key is
// lower(name); one listing row for the whole catalogue and one per category up the tree).
import { randomUUID } from 'node:crypto';
import type { ProductMedia } from '../../shared/catalogue';
import type { Db } from '../../server/db/connect';

export type TestVariantInput = {
  title?: string;
  options?: Record<string, string>;
  sku?: string;
  /** Minor units. */
  price: number;
  mrp?: number | null;
  stock: number;
};

export type TestProductInput = {
  name: string;
  /** Default: the name in kebab case plus a random tail, so names may repeat. */
  path?: string;
  brandId?: string | null;
  categoryId?: string | null;
  media?: ProductMedia[];
  status?: string;
  reviewCount?: number;
  ratingTotal?: number;
  /** Default: one variant at 100000 (₹1,000) with 10 in stock. */
  variants?: TestVariantInput[];
};

export type TestProduct = {
  id: string;
  path: string;
  /** In the order given. */
  variantIds: string[];
  defaultVariantId: string;
};

const at = () => new Date().toISOString();

/** The id of the workspace at a host name (no port), e.g. `shop.localhost`. */
export async function workspaceIdOf(db: Db, domain: string): Promise<string> {
  const r = await db
    .selectFrom('workspaces')
    .select('id')
    .where('domain', '=', domain)
    .executeTakeFirstOrThrow();
  return r.id;
}

/** A media item of a generated demo image. */
export function testMedia(name: string, alt = name): ProductMedia {
  return { url: `/demo/${name}.svg`, alt, width: 800, height: 800 };
}

/** A brand of the workspace. */
export async function createTestBrand(db: Db, workspaceId: string, name: string) {
  const id = randomUUID();
  const slug = `${slugOf(name)}-${id.slice(0, 6)}`;
  await db
    .insertInto('brands')
    .values({ id, workspace_id: workspaceId, slug, name, created_at: at() })
    .execute();
  return { id, slug, name };
}

/** A category of the workspace, under `parentId` when given. */
export async function createTestCategory(
  db: Db,
  workspaceId: string,
  title: string,
  parentId: string | null = null,
) {
  const id = randomUUID();
  const slug = `${slugOf(title)}-${id.slice(0, 6)}`;
  const parent = parentId
    ? await db
        .selectFrom('categories')
        .select('path')
        .where('id', '=', parentId)
        .executeTakeFirstOrThrow()
    : null;
  const path = parent ? `${parent.path}/${slug}` : slug;
  await db
    .insertInto('categories')
    .values({
      id,
      workspace_id: workspaceId,
      parent_id: parentId,
      slug,
      path,
      title,
      created_at: at(),
    })
    .execute();
  return { id, slug, path, title };
}

/** A product with its variants and listing rows. */
export async function createTestProduct(
  db: Db,
  workspaceId: string,
  input: TestProductInput,
): Promise<TestProduct> {
  const variants = input.variants ?? [{ price: 100_000, stock: 10 }];
  if (variants.length === 0) throw new Error('A product needs at least one variant.');
  const id = randomUUID();
  const path = input.path ?? `${slugOf(input.name)}-${id.slice(0, 8)}`;
  const variantIds = variants.map(() => randomUUID());
  const defaultIndex = defaultVariantIndex(variants);
  const def = variants[defaultIndex]!;
  const inStock = variants.some((v) => v.stock > 0) ? 1 : 0;
  const stamp = at();

  await db.transaction().execute(async (trx) => {
    const { top } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max('seq').as('top'))
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirstOrThrow();
    const seq = Number(top ?? 0) + 1;
    await trx
      .insertInto('products')
      .values({
        id,
        workspace_id: workspaceId,
        path,
        name: input.name,
        name_key: input.name.toLowerCase(),
        brand_id: input.brandId ?? null,
        category_id: input.categoryId ?? null,
        media: JSON.stringify(input.media ?? []),
        default_variant_id: variantIds[defaultIndex]!,
        price: def.price,
        mrp: def.mrp ?? null,
        in_stock: inStock,
        review_count: input.reviewCount ?? 0,
        rating_total: input.ratingTotal ?? 0,
        seq,
        status: input.status ?? 'active',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await trx
      .insertInto('product_variants')
      .values(
        variants.map((v, i) => ({
          id: variantIds[i]!,
          workspace_id: workspaceId,
          product_id: id,
          title: v.title ?? '',
          options: JSON.stringify(v.options ?? {}),
          sku: v.sku ?? '',
          price: v.price,
          mrp: v.mrp ?? null,
          stock: v.stock,
          position: i,
          created_at: stamp,
        })),
      )
      .execute();
    const categories = [''];
    for (let c = input.categoryId ?? null; c;) {
      categories.push(c);
      const row = await trx
        .selectFrom('categories')
        .select('parent_id')
        .where('id', '=', c)
        .executeTakeFirstOrThrow();
      c = row.parent_id;
    }
    await trx
      .insertInto('product_listing')
      .values(
        categories.map((categoryId) => ({
          workspace_id: workspaceId,
          category_id: categoryId,
          product_id: id,
          price: def.price,
          name_key: input.name.toLowerCase(),
          seq,
          brand_id: input.brandId ?? null,
          in_stock: inStock,
        })),
      )
      .execute();
  });
  return { id, path, variantIds, defaultVariantId: variantIds[defaultIndex]! };
}

/** Sets a variant's stock (as an owner's edit or another order would). */
export async function setTestStock(db: Db, variantId: string, stock: number): Promise<void> {
  await db.updateTable('product_variants').set({ stock }).where('id', '=', variantId).execute();
}

/** The cheapest variant in stock, else the cheapest; the first of equals. */
function defaultVariantIndex(variants: readonly TestVariantInput[]): number {
  const pool = variants.some((v) => v.stock > 0) ? variants.filter((v) => v.stock > 0) : variants;
  const cheapest = pool.reduce((a, b) => (b.price < a.price ? b : a));
  return variants.indexOf(cheapest);
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'item'
  );
}
