// The admin's catalogue writes (docs/api.md, "Admin API: catalogue"): save and delete products
// and categories. A product's row (default variant, price, mrp, in_stock), its variants and its
// product_listing rows change together in one transaction, with the same rules as the plain
// writes (writes.ts); a product not on sale keeps its listing rows hidden (rules.ts,
// HIDDEN_LISTING_PREFIX). Refusals change nothing. Every query is scoped by workspace id.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  ADMIN_CATEGORY_NOT_FOUND,
  ADMIN_PRODUCT_NOT_FOUND,
  type CategoryForm,
  categoryHasChildrenMessage,
  categoryHasProductsMessage,
  type FieldErrors,
  pathTakenMessage,
  PRODUCT_CHANGED_MESSAGE,
  slugify,
  slugTakenMessage,
} from '../../shared/admin-catalogue';
import type { Db } from '../db';
import { addMovedRedirect } from '../redirects';
import { categoryHref, productHref } from '../../shared/catalogue';
import { categoryNodes, loadProducts, loadTree } from './admin-reads';
import { categoryListingIds, insertListing, listingRows, relist } from './listing-index';
import {
  availablePath,
  categoryPaths,
  HIDDEN_LISTING_PREFIX,
  isSelfOrDescendant,
  nameKey,
  productSummary,
  repeatedSkuIndexes,
} from './rules';
import {
  brandIdBySlug,
  createDescriber,
  isPostgres,
  isUniqueViolation,
  lockWorkspace,
  now,
} from './support';
import type { AdminRefusal, CategorySaveOutcome, ProductSaveOutcome, ProductWrite } from './types';

/** The admin's catalogue writes of one database; see the file comment. */
export function createCatalogueAdminWrites(db: Db) {
  const postgres = isPostgres(db);
  const describe = createDescriber();

  return {
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
            options: JSON.stringify(input.options ?? []),
            status: input.status,
            default_variant_id: variantIds[summary.index]!,
            price: summary.price,
            mrp: summary.mrp,
            in_stock: summary.inStock ? 1 : 0,
            updated_at: at,
            ...(input.tax ? { hsn_code: input.tax.hsn || null, gst_rate: input.tax.rate } : {}),
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
              ...(v.weightGrams === undefined ? {} : { weight_grams: v.weightGrams }),
              image: v.image ?? null,
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
          // Links to the old product page keep working (server/redirects).
          if (existing && existing.path !== path)
            await addMovedRedirect(trx, workspaceId, productHref(existing.path), productHref(path));
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
              ...(input.tax ? { hsn_code: input.tax.hsn || null, gst_rate: input.tax.rate } : {}),
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
            // Links to the category's old page keep working (server/redirects).
            if (existing && existing.slug !== input.slug)
              await addMovedRedirect(
                trx,
                workspaceId,
                categoryHref(existing.slug),
                categoryHref(input.slug),
              );
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
      const node = (await categoryNodes(db, workspaceId)).find((n) => n._id === id)!;
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
  };
}
