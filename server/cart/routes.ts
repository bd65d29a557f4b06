// The bag (SPEC §7 cart_items/*): a signed-in customer's lines, priced by the server from the live
// variant. Every write answers the whole bag. See docs/api.md, "Cart and wishlist".
import type { FastifyInstance } from 'fastify';
import {
  type CartAnswer,
  CART_PATHS,
  MAX_LINE_QUANTITY,
  PRODUCT_NOT_FOUND_MESSAGE,
} from '../../shared/cart';
import { resolveApiPath } from '../../shared/api-client';
import { bagShipping, shippingSettingsOf } from '../../shared/shipping';
import type { AccountContext } from '../accounts';
import { createCartRepo } from './repo';
import {
  CART_FULL_MESSAGE,
  cartTotals,
  EDIT_QUANTITY_MESSAGE,
  LINE_ID_MESSAGE,
  LINE_NOT_FOUND_MESSAGE,
  LIST_PAGE_MESSAGE,
  listBodySchema,
  listWindow,
  MAX_LIST_SIZE,
  OTHER_VARIANT_MESSAGE,
  QUANTITY_MESSAGE,
  quantityProblem,
  VARIANT_ID_MESSAGE,
} from './rules';
import {
  applyStrictValidation,
  createCustomerGuard,
  customerOf,
  fail,
  schemaErrorFormatter,
  strictObject,
} from '../http';

export type CartRoutesOptions = { ctx: AccountContext };

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;

const addBody = strictObject(
  {
    productVariantId: id,
    quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY, default: 1 },
  },
  ['productVariantId'],
);
const editBody = strictObject(
  {
    productVariantId: id,
    // 0 removes the line, as a quantity stepper going down expects.
    quantity: { type: 'integer', minimum: 0, maximum: MAX_LINE_QUANTITY },
  },
  ['quantity'],
);
const lineQuery = strictObject({ id }, ['id']);

const fieldMessages = {
  productVariantId: VARIANT_ID_MESSAGE,
  quantity: QUANTITY_MESSAGE,
  s: LIST_PAGE_MESSAGE,
  p: LIST_PAGE_MESSAGE,
  id: LINE_ID_MESSAGE,
};

/** Registers cart_items/add, /all, /edit and /delete; encapsulated (strict validation inside). */
export async function cartRoutes(app: FastifyInstance, opts: CartRoutesOptions) {
  applyStrictValidation(app, fieldMessages);
  const repo = createCartRepo(opts.ctx.db);
  // onRequest, before the body is read or validated: without a customer nothing else is said.
  const onRequest = createCustomerGuard(opts.ctx);

  async function bag(
    workspace: { id: string; settings: Record<string, unknown> },
    userId: string,
    s = MAX_LIST_SIZE,
    p = 0,
  ) {
    const lines = await repo.lines(workspace.id, userId);
    const { limit, offset } = listWindow(s, p);
    const totals = cartTotals(lines);
    const answer: CartAnswer = {
      data: lines.slice(offset, offset + limit),
      ...totals,
      shipping: bagShipping(shippingSettingsOf(workspace.settings), totals.subtotal),
    };
    return answer;
  }

  app.post<{ Body: { productVariantId: string; quantity: number } }>(
    resolveApiPath(CART_PATHS.add),
    { onRequest, schema: { body: addBody } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { productVariantId, quantity } = req.body;
      const r = await repo.add(workspace.id, user.id, productVariantId, quantity);
      if (r.outcome === 'no-variant') return fail(reply, 404, PRODUCT_NOT_FOUND_MESSAGE);
      if (r.outcome === 'full') return fail(reply, 409, CART_FULL_MESSAGE);
      if (r.outcome === 'over')
        return fail(reply, 409, quantityProblem(r.wanted, r.stock) ?? QUANTITY_MESSAGE);
      return bag(workspace, user.id);
    },
  );

  app.post<{ Body: { s: number; p: number } }>(
    resolveApiPath(CART_PATHS.all),
    { onRequest, schema: { body: listBodySchema } },
    async (req) => {
      const { workspace, user } = customerOf(req);
      return bag(workspace, user.id, req.body.s, req.body.p);
    },
  );

  app.post<{ Body: { productVariantId?: string; quantity: number }; Querystring: { id: string } }>(
    resolveApiPath(CART_PATHS.edit),
    {
      onRequest,
      schema: { body: editBody, querystring: lineQuery },
      schemaErrorFormatter: schemaErrorFormatter({
        ...fieldMessages,
        quantity: EDIT_QUANTITY_MESSAGE,
      }),
    },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { productVariantId, quantity } = req.body;
      const r = await repo.edit(workspace.id, user.id, req.query.id, quantity, productVariantId);
      if (r.outcome === 'no-line') return fail(reply, 404, LINE_NOT_FOUND_MESSAGE);
      if (r.outcome === 'other-variant') {
        // A variant this shop does not sell is not found; one it does is the wrong line.
        const known = await repo.variantForCart(workspace.id, productVariantId ?? '');
        return known
          ? fail(reply, 400, OTHER_VARIANT_MESSAGE)
          : fail(reply, 404, PRODUCT_NOT_FOUND_MESSAGE);
      }
      if (r.outcome === 'over')
        return fail(reply, 409, quantityProblem(r.wanted, r.stock) ?? QUANTITY_MESSAGE);
      return bag(workspace, user.id);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    resolveApiPath(CART_PATHS.delete),
    { onRequest, config: { changesData: true }, schema: { querystring: lineQuery } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      if (!(await repo.remove(workspace.id, user.id, req.query.id)))
        return fail(reply, 404, LINE_NOT_FOUND_MESSAGE);
      return bag(workspace, user.id);
    },
  );
}
