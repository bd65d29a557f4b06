// Demo orders for the shop, so its admin opens on a month of trade rather than zeros: about forty
// orders over the last 30 days by eight customers, each walked through the order lifecycle to a
// status that fits its age (today's waiting to ship, a cancellation and a return waiting for a
// decision, older ones delivered, a few cancelled, refunded, failed or expired). Seeded once,
// into a workspace without orders; deterministic but for the dates, which follow today.
import { seedDemoInvoices } from './seed-invoices';
import { createRandom } from '../fixtures/catalogue/random';
import { DEMO_ACCOUNTS } from '../fixtures/demo-accounts';
import type { Users } from '../server/accounts/users';
import type { Db } from '../server/db/connect';
import type { OrdersRepo } from '../server/orders/repo';
import type { OrderEventName } from '../server/orders/states';
import { INDIAN_STATES, type OrderAddress } from '../shared/orders';

const CUSTOMERS = [
  ['Priya', 'Sharma', 'Mumbai', 'Maharashtra', '400050'],
  ['Arjun', 'Mehta', 'Ahmedabad', 'Gujarat', '380009'],
  ['Kavya', 'Iyer', 'Chennai', 'Tamil Nadu', '600020'],
  ['Rohan', 'Das', 'Kolkata', 'West Bengal', '700019'],
  ['Sneha', 'Kulkarni', 'Pune', 'Maharashtra', '411004'],
  ['Vikram', 'Singh', 'Jaipur', 'Rajasthan', '302001'],
  ['Ananya', 'Reddy', 'Hyderabad', 'Telangana', '500034'],
] as const;

const DAY = 86_400_000;

/** The lifecycle of an order of a given age (days) and index. */
function eventsFor(ageDays: number, i: number): OrderEventName[] {
  if (ageDays === 0) return i % 4 === 3 ? ['failPayment'] : ['pay'];
  if (ageDays === 1) return i % 2 === 0 ? ['pay', 'requestCancel'] : ['pay'];
  if (ageDays <= 4) return i % 4 === 0 ? ['expire'] : ['pay', 'ship'];
  if (ageDays <= 9)
    return i % 5 === 0 ? ['pay', 'ship', 'deliver', 'requestReturn'] : ['pay', 'ship', 'deliver'];
  if (i % 9 === 0) return ['pay', 'requestCancel', 'approveCancel', 'refund'];
  if (i % 11 === 0) return ['pay', 'ship', 'deliver', 'requestReturn', 'approveReturn', 'refund'];
  return ['pay', 'ship', 'deliver'];
}

export async function seedDemoOrders(
  db: Db,
  users: Users,
  orders: OrdersRepo,
  workspaceId: string,
  now = Date.now(),
): Promise<number> {
  const existing = await db
    .selectFrom('orders')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .limit(1)
    .execute();
  if (existing.length > 0) return 0;
  const variants = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id'])
    .where('v.workspace_id', '=', workspaceId)
    .where('p.status', '=', 'active')
    .orderBy('p.seq')
    .orderBy('v.position')
    .limit(120)
    .execute();
  if (variants.length === 0) return 0;
  // The products with options (Size × Colour) are bought often, so their pages have reviews
  // to list (scripts/seed-reviews.ts): their variants in stock, a list a product.
  const optionRows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id'])
    .where('v.workspace_id', '=', workspaceId)
    .where('p.status', '=', 'active')
    .where('p.options', '<>', '[]')
    .where('v.stock', '>', 0)
    .orderBy('p.seq')
    .orderBy('v.position')
    .execute();
  const byProduct = new Map<string, { id: string }[]>();
  for (const r of optionRows)
    byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r]);
  const featured = [...byProduct.values()];
  const random = createRandom('demo orders');
  const demo = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'CUSTOMER');
  const buyers: { id: string; name: string; email: string; address: OrderAddress }[] = [];
  for (const [first, last, city, state, pincode] of CUSTOMERS) {
    const email = `${first}.${last}@customers.example`.toLowerCase();
    const user =
      (await users.userByEmail(workspaceId, email)) ??
      (await users.createUser({
        workspaceId,
        email,
        password: null,
        firstName: first,
        lastName: last,
        userType: 'CUSTOMER',
        mobile: `98${String(random.int(10_000_000, 99_999_999))}`,
      }));
    buyers.push({
      id: user.id,
      name: `${first} ${last}`,
      email,
      address: {
        name: `${first} ${last}`,
        phone: `9${String(random.int(100_000_000, 999_999_999))}`,
        line1: `${random.int(1, 240)}, ${['MG Road', 'Park Street', 'Station Road', 'Lake View'][random.int(0, 3)]}`,
        line2: '',
        landmark: '',
        city,
        state: INDIAN_STATES.includes(state) ? state : 'Maharashtra',
        pincode,
      },
    });
  }
  if (demo) {
    const user = await users.userByEmail(workspaceId, demo.email);
    if (user)
      buyers.push({
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        address: {
          name: `${user.firstName} ${user.lastName}`.trim(),
          phone: '9876543210',
          line1: '14 Brigade Road',
          line2: 'Second floor',
          landmark: 'Opposite the park',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
        },
      });
  }
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let made = 0;
  for (let i = 0; i < 42; i++) {
    const ageDays = i < 4 ? 0 : Math.min(29, Math.floor(((i - 4) * 30) / 38) + 1);
    const buyer = buyers[i % buyers.length]!;
    const lineCount = random.int(1, 3);
    const lines = Array.from({ length: lineCount }, () => ({
      variantId: variants[random.int(0, variants.length - 1)]!.id,
      quantity: random.int(1, 2),
    })).filter((l, k, all) => all.findIndex((m) => m.variantId === l.variantId) === k);
    const events = eventsFor(ageDays, i);
    const pick = featured[i % 3 === 0 ? 0 : 1] ?? featured[0];
    const extra = pick?.[(i * 5) % pick.length]?.id;
    if (
      extra &&
      events.includes('deliver') &&
      i % 3 !== 1 &&
      !lines.some((l) => l.variantId === extra)
    )
      lines.push({ variantId: extra, quantity: 1 });
    // Within the day, before now: a few hours apart for older orders, minutes for today's.
    const createdAt =
      ageDays === 0
        ? Math.min(now - 5 * 60_000, midnight + random.int(1, 8) * 3_600_000)
        : midnight - ageDays * DAY + random.int(8, 20) * 3_600_000;
    await orders.importOrder(workspaceId, {
      userId: buyer.id,
      customerName: buyer.name,
      customerEmail: buyer.email,
      address: buyer.address,
      currency: 'INR',
      lines,
      events,
      createdAt: new Date(createdAt).toISOString(),
      // Today's orders move minutes apart; older ones a day a step.
      stepMs: ageDays === 0 ? 60_000 : Math.min(DAY, (ageDays * DAY) / 6),
    });
    made++;
  }
  // The GST invoices of the paid ones (the shop's settings carry a GSTIN): scripts/seed-invoices.ts.
  await seedDemoInvoices(db, workspaceId);
  return made;
}
