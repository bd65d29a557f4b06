// The customer's addresses, orders and reviews (SPEC §7 paths; docs/api.md, "Addresses, orders
// and reviews"), and the public reviews of a product. Every route but the public one is a signed-in
// customer's of the Host's workspace; every order read or change is scoped to that customer.
import type { FastifyInstance } from 'fastify';
import { resolveApiPath } from '../../shared/api-client';
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type AddressInput,
  addressProblems,
  ORDER_PATHS,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_MESSAGE,
} from '../../shared/orders';
import { LIST_PAGE_MESSAGE, listBodySchema } from '../cart';
import type { AccountContext } from '../accounts';
import type { OrdersRepo } from './repo';
import {
  applyStrictValidation,
  createCustomerGuard,
  customerOf,
  fail,
  failFields,
  strictObject,
  workspaceOfHost,
} from '../http';

export type OrderRoutesOptions = { ctx: AccountContext; orders: OrdersRepo };

const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const addressBody = strictObject(
  {
    name: text(ADDRESS_LIMITS.name * 2),
    phone: text(20),
    line1: text(ADDRESS_LIMITS.line * 2),
    line2: text(ADDRESS_LIMITS.line * 2),
    landmark: text(ADDRESS_LIMITS.line * 2),
    city: text(ADDRESS_LIMITS.city * 2),
    state: text(80),
    pincode: text(12),
    isDefault: { type: 'boolean' },
  },
  ['name', 'phone', 'line1', 'city', 'state', 'pincode'],
);
const idQuery = strictObject({ id }, ['id']);
const reasonBody = strictObject({ reason: text(500) });
const ordersFilterBody = strictObject(
  {
    filter: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: strictObject({ key: { const: '_id' }, operator: { const: 'EQUALS' }, value: id }, [
        'key',
        'operator',
        'value',
      ]),
    },
    p: listBodySchema.properties.p,
    s: listBodySchema.properties.s,
  },
  ['filter'],
);
const reviewBody = strictObject(
  {
    orderReview: strictObject(
      {
        productVariantId: id,
        rating: { type: 'integer', minimum: 1, maximum: 5 },
        comment: text(2000),
      },
      ['productVariantId', 'rating'],
    ),
  },
  ['orderReview'],
);

export const ORDER_ID_MESSAGE = 'Please say which order (id).';
export const ADDRESS_ID_MESSAGE = 'Please say which address (id).';
export const ORDER_FILTER_MESSAGE =
  "Please filter orders by one _id: { filter: [{ key: '_id', operator: 'EQUALS', value } ] }.";

const fieldMessages: Record<string, string> = {
  ...ADDRESS_MESSAGES,
  id: ORDER_ID_MESSAGE,
  s: LIST_PAGE_MESSAGE,
  p: LIST_PAGE_MESSAGE,
  filter: ORDER_FILTER_MESSAGE,
  reason: 'Please keep the reason under 500 characters.',
  orderReview: REVIEW_MESSAGES.rating,
};

/** Review body problems: the nested object's own messages. */
const reviewMessages: Record<string, string> = {
  productVariantId: REVIEW_MESSAGES.variant,
  rating: REVIEW_MESSAGES.rating,
  comment: REVIEW_MESSAGES.comment,
};

export async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  applyStrictValidation(app, fieldMessages);
  const { ctx, orders } = opts;
  const guard = createCustomerGuard(ctx);
  const crm = (path: string) => resolveApiPath(path);

  // ---------------------------------------------------------------- addresses

  app.post(
    crm(ORDER_PATHS.addresses),
    { onRequest: guard, schema: { body: listBodySchema } },
    async (req) => {
      const { workspace, user } = customerOf(req);
      const { s, p } = req.body as { s: number; p: number };
      const all = await orders.addresses(workspace.id, user.id);
      return { data: all.slice(p * s, p * s + s), total: all.length };
    },
  );

  const checkAddress = (body: AddressInput) => {
    const problems = addressProblems(body);
    return Object.keys(problems).length > 0 ? problems : null;
  };

  app.post(
    crm(ORDER_PATHS.addAddress),
    { onRequest: guard, schema: { body: addressBody } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const body = req.body as AddressInput;
      const problems = checkAddress(body);
      if (problems) return failFields(reply, problems);
      const made = await orders.addAddress(workspace.id, user.id, body);
      if (made === 'full') return fail(reply, 409, ADDRESS_MESSAGES.full);
      return reply.status(201).send({ data: made });
    },
  );

  app.post(
    crm(ORDER_PATHS.editAddress),
    { onRequest: guard, schema: { querystring: idQuery, body: addressBody } },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const body = req.body as AddressInput;
      const problems = checkAddress(body);
      if (problems) return failFields(reply, problems);
      const { id: addressId } = req.query as { id: string };
      const saved = await orders.editAddress(workspace.id, user.id, addressId, body);
      if (!saved) return fail(reply, 404, ADDRESS_MESSAGES.notFound);
      return { data: saved };
    },
  );

  app.get(
    crm(ORDER_PATHS.deleteAddress),
    {
      onRequest: guard,
      config: { changesData: true },
      schema: { querystring: idQuery },
      // The address's own message, not the order's, for a missing id.
      schemaErrorFormatter: () => new Error(ADDRESS_ID_MESSAGE),
    },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { id: addressId } = req.query as { id: string };
      if (!(await orders.deleteAddress(workspace.id, user.id, addressId)))
        return fail(reply, 404, ADDRESS_MESSAGES.notFound);
      return { data: { _id: addressId } };
    },
  );

  // ---------------------------------------------------------------- orders

  app.post(
    crm(ORDER_PATHS.ordersAll),
    { onRequest: guard, schema: { body: ordersFilterBody } },
    async (req) => {
      const { workspace, user } = customerOf(req);
      const body = req.body as { filter: { value: string }[]; p: number; s: number };
      const order = await orders.order(workspace.id, body.filter[0]!.value, user.id);
      const data = order && body.p === 0 ? [order] : [];
      return { data, total: order ? 1 : 0 };
    },
  );

  app.post(
    crm(ORDER_PATHS.myOrders),
    { onRequest: guard, schema: { body: listBodySchema } },
    async (req) => {
      const { workspace, user } = customerOf(req);
      const { s, p } = req.body as { s: number; p: number };
      return orders.customerOrders(workspace.id, user.id, { s, p });
    },
  );

  for (const [path, event] of [
    [ORDER_PATHS.cancelRequest, 'requestCancel'],
    [ORDER_PATHS.returnRequest, 'requestReturn'],
  ] as const) {
    app.post(
      crm(path),
      { onRequest: guard, schema: { querystring: idQuery, body: reasonBody } },
      async (req, reply) => {
        const { workspace, user } = customerOf(req);
        const { id: orderId } = req.query as { id: string };
        const reason = ((req.body as { reason?: string } | undefined)?.reason ?? '').trim();
        const r = await orders.transition(workspace.id, orderId, event, 'customer', {
          userId: user.id,
          actorId: user.id,
          note: reason,
        });
        if (!r.ok) return fail(reply, r.status, r.message);
        return { data: r.order };
      },
    );
  }

  app.post(
    crm(ORDER_PATHS.saveReview),
    {
      onRequest: guard,
      schema: { querystring: idQuery, body: reviewBody },
      schemaErrorFormatter: (errors) => {
        const lines = new Set<string>();
        for (const e of errors) {
          const field =
            e.keyword === 'required'
              ? String((e.params as { missingProperty?: string }).missingProperty)
              : ((e.instancePath ?? '').split('/').pop() ?? '');
          lines.add(
            reviewMessages[field] ?? (field === 'id' ? ORDER_ID_MESSAGE : REVIEW_MESSAGES.rating),
          );
        }
        return new Error([...lines].join('\n'));
      },
    },
    async (req, reply) => {
      const { workspace, user } = customerOf(req);
      const { id: orderId } = req.query as { id: string };
      const { orderReview } = req.body as {
        orderReview: { productVariantId: string; rating: number; comment?: string };
      };
      const r = await orders.saveReview(workspace.id, user.id, orderId, {
        variantId: orderReview.productVariantId,
        rating: orderReview.rating,
        comment: (orderReview.comment ?? '').trim(),
        authorName:
          `${user.firstName} ${user.lastName.slice(0, 1)}${user.lastName ? '.' : ''}`.trim() ||
          'Customer',
      });
      if (!r.ok) return fail(reply, r.status, r.message);
      // The product's page shows its rating: let visitors see the new one now.
      app.pageCache.purge(workspace.id);
      return { data: r.order };
    },
  );

  // Public: any visitor reads a product's reviews.
  app.get(
    crm(ORDER_PATHS.productReviews),
    {
      schema: {
        querystring: strictObject(
          { productVariantId: id, page: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } },
          ['productVariantId'],
        ),
      },
      schemaErrorFormatter: (errors) =>
        new Error(
          errors.some((e) => e.instancePath === '/page')
            ? REVIEWS_PAGE_MESSAGE
            : REVIEW_MESSAGES.variant,
        ),
    },
    async (req, reply) => {
      const ws = await workspaceOfHost(ctx, req);
      if (!ws) return fail(reply, 404, 'No site at this address.');
      const { productVariantId, page } = req.query as { productVariantId: string; page?: string };
      const r = await orders.productReviews(ws.id, productVariantId, Number(page ?? 1));
      if (!r) return fail(reply, 404, 'Product not found');
      return reply.header('cache-control', 'public, max-age=10').send(r);
    },
  );
}
