// Typed builders for the admin's tests: a shop of its own (a workspace with an owner, so no demo
// data is counted), customers and staff, and orders written straight into the tables with the
// statuses, dates and totals a test needs (the lead's own tests place orders through checkout).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUsers } from '../../server/accounts/users';
import type { Db } from '../../server/db/connect';
import { nextOrderNumber } from '../../server/orders/repo';
import { createRepo } from '../../scripts/site-repo';
import { starterHomePage, starterSite } from '../../server/builder/starter-site';
import type { ProductMedia } from '../../shared/catalogue';
import type { OrderAddress, OrderStatus, PaymentMode } from '../../shared/orders';

/** One password for every account these builders make (passes the owner and reset rules). */
export const TEST_PASSWORD = 'Admin@2025';

export type TestShop = {
  id: string;
  /** Host header value, e.g. `admin-3f2a1c.localhost:3000`. */
  host: string;
  domain: string;
  name: string;
  owner: { id: string; email: string };
};

/** A new workspace with a starter site, its home page and an owner (password TEST_PASSWORD). */
export async function createTestShop(
  db: Db,
  opts: { name?: string; currency?: string } = {},
): Promise<TestShop> {
  const slug = `admin-${randomUUID().slice(0, 8)}`;
  const name = opts.name ?? `Test Shop ${slug.slice(6)}`;
  const repo = createRepo(db);
  const ws = await repo.createWorkspace(
    {
      slug,
      domain: `${slug}.localhost`,
      name,
      settings: { defaultCurrency: opts.currency ?? 'INR' },
    },
    starterSite(),
  );
  const owner = await createUsers({ db }).createUser({
    workspaceId: ws.id,
    email: `owner@${slug}.test`,
    password: TEST_PASSWORD,
    firstName: 'Olivia',
    lastName: 'Owner',
    userType: 'OWNER',
  });
  await repo.upsertPublishedPage(ws.id, '/', starterHomePage(name), owner.id);
  return {
    id: ws.id,
    host: `${ws.domain}:3000`,
    domain: ws.domain,
    name,
    owner: { id: owner.id, email: owner.email },
  };
}

export type TestPerson = { id: string; email: string; name: string };

/** A customer or staff member of a workspace; no password unless `password` is given. */
export async function createTestUser(
  db: Db,
  workspaceId: string,
  input: {
    firstName: string;
    lastName: string;
    email?: string;
    mobile?: string | null;
    userType?: 'CUSTOMER' | 'STAFF' | 'OWNER';
    password?: string | null;
  },
): Promise<TestPerson> {
  const user = await createUsers({ db }).createUser({
    workspaceId,
    email:
      input.email ?? `${input.firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.test`,
    password: input.password ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    userType: input.userType ?? 'CUSTOMER',
    mobile: input.mobile ?? null,
    callingCode: input.mobile ? '+91' : null,
  });
  return { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

export type TestOrderLine = {
  productId?: string;
  variantId?: string;
  name?: string;
  variantTitle?: string;
  price: number;
  mrp?: number | null;
  quantity?: number;
  image?: ProductMedia | null;
};

export type TestOrderInput = {
  status: OrderStatus;
  /** When it was placed (default: now). */
  createdAt?: Date | string;
  /** Minor units; default: the lines' sum plus shipping. */
  total?: number;
  shipping?: number;
  currency?: string;
  /** Default: a guest-like order without a user (customer name and email still given). */
  customer?: TestPerson | null;
  gateway?: PaymentMode;
  lines?: TestOrderLine[];
  /** Notes of the history's events, by status reached. */
  notes?: Partial<Record<OrderStatus, string>>;
};

export type TestOrder = { id: string; number: number; total: number; createdAt: string };

/** The path of statuses an order took to reach `status` (each step one event). */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  PLACED: ['PLACED'],
  PAYMENT_FAILED: ['PLACED', 'PAYMENT_FAILED'],
  EXPIRED: ['PLACED', 'EXPIRED'],
  PAID: ['PLACED', 'PAID'],
  SHIPPED: ['PLACED', 'PAID', 'SHIPPED'],
  DELIVERED: ['PLACED', 'PAID', 'SHIPPED', 'DELIVERED'],
  CANCEL_REQUESTED: ['PLACED', 'PAID', 'CANCEL_REQUESTED'],
  CANCELLED: ['PLACED', 'PAID', 'CANCELLED'],
  RETURN_REQUESTED: ['PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED'],
  RETURNED: ['PLACED', 'PAID', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED'],
  REFUNDED: ['PLACED', 'PAID', 'CANCELLED', 'REFUNDED'],
  CONFIRMED: ['CONFIRMED'],
};

const ADDRESS: OrderAddress = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: '',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

/** An order with its lines and history, numbered from the workspace's counter. */
export async function createTestOrder(
  db: Db,
  workspaceId: string,
  input: TestOrderInput,
): Promise<TestOrder> {
  const lines = (input.lines ?? [{ price: 50_000 }]).map((l, i) => ({
    id: randomUUID(),
    productId: l.productId ?? randomUUID(),
    variantId: l.variantId ?? randomUUID(),
    name: l.name ?? `Item ${i + 1}`,
    variantTitle: l.variantTitle ?? '',
    price: l.price,
    mrp: l.mrp ?? null,
    quantity: l.quantity ?? 1,
    image: l.image ?? null,
  }));
  const subtotal = lines.reduce((n, l) => n + l.price * l.quantity, 0);
  const shipping = input.shipping ?? 0;
  const total = input.total ?? subtotal + shipping;
  const created =
    input.createdAt === undefined
      ? new Date().toISOString()
      : new Date(input.createdAt).toISOString();
  const id = randomUUID();
  const customer = input.customer ?? null;
  const number = await db.transaction().execute(async (trx) => {
    const n = await nextOrderNumber(trx, workspaceId);
    const path = PATHS[input.status];
    const paidAt = path.includes('PAID') ? created : null;
    await trx
      .insertInto('orders')
      .values({
        id,
        workspace_id: workspaceId,
        number: n,
        user_id: customer?.id ?? null,
        customer_email: customer?.email ?? 'guest@example.test',
        customer_name: customer?.name ?? 'Guest Buyer',
        status: input.status,
        currency: input.currency ?? 'INR',
        subtotal,
        shipping,
        total,
        item_count: lines.reduce((k, l) => k + l.quantity, 0),
        address: JSON.stringify(ADDRESS),
        gateway: input.gateway ?? 'TEST',
        transaction_id: `tx_${randomUUID().replace(/-/g, '')}`,
        reserved_until: input.status === 'PLACED' ? created : null,
        paid_at: paidAt,
        created_at: created,
        updated_at: created,
      })
      .execute();
    await trx
      .insertInto('order_items')
      .values(
        lines.map((l) => ({
          id: l.id,
          workspace_id: workspaceId,
          order_id: id,
          product_id: l.productId,
          variant_id: l.variantId,
          name: l.name,
          variant_title: l.variantTitle,
          path: l.name.toLowerCase().replace(/\W+/g, '-'),
          image: l.image ? JSON.stringify(l.image) : null,
          price: l.price,
          mrp: l.mrp,
          quantity: l.quantity,
        })),
      )
      .execute();
    await trx
      .insertInto('order_events')
      .values(
        path.map((status, i) => ({
          workspace_id: workspaceId,
          order_id: id,
          event: i === 0 ? 'place' : status.toLowerCase(),
          from_status: i === 0 ? null : path[i - 1]!,
          to_status: status,
          actor: status === 'PAID' ? 'gateway' : i === 0 ? 'customer' : 'owner',
          actor_id: null,
          note: input.notes?.[status] ?? '',
          created_at: created,
        })),
      )
      .execute();
    return n;
  });
  return { id, number, total, createdAt: created };
}

/** Every order, payment, event and stock row, as text: to prove a refusal changed nothing. */
export async function ordersSnapshot(db: Db): Promise<string> {
  const [orders, payments, events, variants] = await Promise.all([
    db.selectFrom('orders').selectAll().orderBy('id').execute(),
    db.selectFrom('payments').selectAll().orderBy('id').execute(),
    db.selectFrom('order_events').selectAll().orderBy('id').execute(),
    db.selectFrom('product_variants').select(['id', 'stock']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ orders, payments, events, variants });
}

export type AdminCall = {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

/** One request to the real server on `host` as the admin app sends it (Basic token, JSON body). */
export function adminCall(
  app: FastifyInstance,
  host: string,
  method: 'GET' | 'POST',
  url: string,
  c: AdminCall = {},
) {
  return app.inject({
    method,
    url,
    query: c.query,
    headers: {
      host,
      'x-app-platform': 'WEB',
      ...(c.token ? { authorization: `Basic ${c.token}` } : {}),
      ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...c.headers,
    },
    payload: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
}

/** Signs in by password on a host; answers the session token. */
export async function signInOn(
  app: FastifyInstance,
  host: string,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/login',
    headers: { host, 'content-type': 'application/json', 'x-app-platform': 'WEB' },
    payload: JSON.stringify({ email, password }),
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
}
