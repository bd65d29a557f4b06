// Typed builders of catalogue rows for tests, written through the catalogue repo (the one place
// that keeps a product's default variant, price, stock flag and listing rows consistent): names
// get a random slug tail so tests may repeat them; ids are what the repo answers.
import { randomUUID } from 'node:crypto';
import type { ProductMedia } from '../../shared/catalogue';
import { createCatalogueRepo, type NewVariant } from '../../server/catalogue/repo';
import type { Db } from '../../server/db/connect';

export type TestVariantInput = Omit<NewVariant, 'mrp'> & { mrp?: number | null };

export type TestProductInput = {
  name: string;
  /** Default: the name in kebab case plus a random tail, so names may repeat. */
  path?: string;
  brandId?: string | null;
  categoryId?: string | null;
  media?: ProductMedia[];
  /** Not 'active': the product is taken off sale after it is made (as an owner's unpublish). */
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
  const slug = `${slugOf(name)}-${randomUUID().slice(0, 6)}`;
  const { id } = await createCatalogueRepo(db).createBrand(workspaceId, { slug, name });
  return { id, slug, name };
}

/** A category of the workspace, under `parentId` when given. */
export async function createTestCategory(
  db: Db,
  workspaceId: string,
  title: string,
  parentId: string | null = null,
) {
  const slug = `${slugOf(title)}-${randomUUID().slice(0, 6)}`;
  const parentSlug = parentId ? await slugById(db, 'categories', parentId) : undefined;
  const made = await createCatalogueRepo(db).createCategory(workspaceId, {
    slug,
    title,
    ...(parentSlug ? { parentSlug } : {}),
  });
  return { ...made, title };
}

/** A product with its variants and listing rows. */
export async function createTestProduct(
  db: Db,
  workspaceId: string,
  input: TestProductInput,
): Promise<TestProduct> {
  const variants = input.variants ?? [{ price: 100_000, stock: 10 }];
  const [brandSlug, categorySlug] = await Promise.all([
    input.brandId ? slugById(db, 'brands', input.brandId) : undefined,
    input.categoryId ? slugById(db, 'categories', input.categoryId) : undefined,
  ]);
  const made = await createCatalogueRepo(db).createProduct(workspaceId, {
    path: input.path ?? `${slugOf(input.name)}-${randomUUID().slice(0, 8)}`,
    name: input.name,
    ...(brandSlug ? { brandSlug } : {}),
    categorySlugs: categorySlug ? [categorySlug] : [],
    description: '',
    media: input.media ?? [],
    variants: variants.map((v) => ({ ...v, mrp: v.mrp ?? null })),
    reviewCount: input.reviewCount ?? 0,
    ratingTotal: input.ratingTotal ?? 0,
  });
  if (input.status && input.status !== 'active')
    await db
      .updateTable('products')
      .set({ status: input.status })
      .where('id', '=', made.id)
      .execute();
  return {
    id: made.id,
    path: made.path,
    variantIds: made.variantIds,
    defaultVariantId: made.defaultVariantId,
  };
}

/** Sets a variant's stock (as an owner's edit or another order would). */
export async function setTestStock(db: Db, variantId: string, stock: number): Promise<void> {
  const { workspace_id } = await db
    .selectFrom('product_variants')
    .select('workspace_id')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  await createCatalogueRepo(db).setVariantStock(workspace_id, variantId, stock);
}

async function slugById(db: Db, table: 'brands' | 'categories', id: string): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('slug')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.slug;
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
