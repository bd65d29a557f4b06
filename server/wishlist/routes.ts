// The wishlist (SPEC §7 /cuser/wishlist/get, /cuser/wishlist/all, wishlist/add, wishlist/delete):
// a signed-in customer's saved variants, shown as listing items. See docs/api.md.
import type { FastifyInstance } from 'fastify';
import { resolveApiPath } from '../../shared/api-client';
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  WISHLIST_PATHS,
  type WishlistAnswer,
  type WishlistGetAnswer,
} from '../../shared/cart';
import {
  ENTRY_ID_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  LIST_PAGE_MESSAGE,
  listBodySchema,
  listWindow,
  VARIANT_ID_MESSAGE,
  WISHLIST_FULL_MESSAGE,
} from '../cart';
import type { AccountContext } from '../accounts';
import { createWishlistRepo } from './repo';
import {
  applyStrictValidation,
  createCustomerGuard,
  customerOf,
  fail,
  strictObject,
} from '../http';

export type WishlistRoutesOptions = { ctx: AccountContext };

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const variantSchema = strictObject({ productVariantId: id }, ['productVariantId']);

/** Registers the four wishlist routes; encapsulated (strict validation inside). */
export async function wishlistRoutes(app: FastifyInstance, opts: WishlistRoutesOptions) {
  applyStrictValidation(app, {
    productVariantId: VARIANT_ID_MESSAGE,
    _id: ENTRY_ID_MESSAGE,
    s: LIST_PAGE_MESSAGE,
    p: LIST_PAGE_MESSAGE,
  });
  const repo = createWishlistRepo(opts.ctx.db);
  // onRequest, before the body is read or validated: without a customer nothing else is said.
  const onRequest = createCustomerGuard(opts.ctx);

  // Whether a variant is listed (the heart's state). Any id not listed, this shop's or not, is null.
  app.get<{ Querystring: { productVariantId: string } }>(
    resolveApiPath(WISHLIST_PATHS.get),
    { onRequest, schema: { querystring: variantSchema } },
    async (req): Promise<WishlistGetAnswer> => {
      const { workspace, user } = customerOf(req);
      return { data: await repo.entryFor(workspace.id, user.id, req.query.productVariantId) };
    },
  );

  app.post<{ Body: { s: number; p: number } }>(
    resolveApiPath(WISHLIST_PATHS.all),
    { onRequest, schema: { body: listBodySchema } },
    async (req): Promise<WishlistAnswer> => {
      const { workspace, user } = customerOf(req);
      const { limit, offset } = listWindow(req.body.s, req.body.p);
      return repo.entries(workspace.id, user.id, limit, offset);
    },
  );

  // Adding a listed variant again is not an error: the answer is the entry it already has.
  app.post<{ Body: { productVariantId: string } }>(
    resolveApiPath(WISHLIST_PATHS.add),
    { onRequest, schema: { body: variantSchema } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const r = await repo.add(workspace.id, user.id, req.body.productVariantId);
      if (r.outcome === 'no-variant') return fail(reply, 404, PRODUCT_NOT_FOUND_MESSAGE);
      if (r.outcome === 'full') return fail(reply, 409, WISHLIST_FULL_MESSAGE);
      return { data: await repo.entry(workspace.id, user.id, r.id) };
    },
  );

  app.get<{ Querystring: { _id: string } }>(
    resolveApiPath(WISHLIST_PATHS.delete),
    {
      onRequest,
      config: { changesData: true },
      schema: { querystring: strictObject({ _id: id }, ['_id']) },
    },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      if (!(await repo.remove(workspace.id, user.id, req.query._id)))
        return fail(reply, 404, ENTRY_NOT_FOUND_MESSAGE);
      return { data: { _id: req.query._id } };
    },
  );
}
