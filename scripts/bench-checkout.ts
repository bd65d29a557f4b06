// The checkout figure of `npm run bench`: 200 customers check out at the same moment a variant
// with 50 in stock, on the real server (inject()) over SQLite and PostgreSQL when it answers.
// Goal: exactly 50 orders, none oversold (stock ends at 0, never below), every other checkout
// refused with 409; and the time a checkout takes under that load (median and p95).
// Alone: node --import tsx scripts/bench-checkout.ts
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { CART_PATHS } from '../shared/cart';
import { ORDER_PATHS } from '../shared/orders';
import { createTestApp } from '../tests/support/app';
import { createTestProduct, workspaceIdOf } from '../tests/support/catalogue-builders';
import { postgresReachable } from '../tests/support/db';
import { callerOf, newShopper, testAddress } from '../tests/support/shoppers';

export type CheckoutBench = {
  db: 'sqlite' | 'postgres';
  buyers: number;
  stock: number;
  orders: number;
  refused: number;
  other: number;
  stockLeft: number;
  wallMs: number;
  medianMs: number;
  p95Ms: number;
};

const SHOP = 'shop.localhost:3000';

async function one(kind: 'sqlite' | 'postgres', buyers: number, stock: number) {
  const t = await createTestApp(kind);
  try {
    const db = t.testDb.db;
    const shopId = await workspaceIdOf(db, 'shop.localhost');
    const product = await createTestProduct(db, shopId, {
      name: 'Bench Sneaker',
      variants: [{ price: 250_000, stock }],
    });
    const variantId = product.variantIds[0]!;
    const ready = await Promise.all(
      Array.from({ length: buyers }, async () => {
        const who = await newShopper(db, shopId);
        const api = callerOf(t.app, SHOP, who.token);
        await api.post(CART_PATHS.add, { productVariantId: variantId, quantity: 1 });
        const address = await api.post(ORDER_PATHS.addAddress, testAddress());
        return { api, addressId: (address.json() as { data: { _id: string } }).data._id };
      }),
    );
    const times: number[] = [];
    const start = performance.now();
    const codes = await Promise.all(
      ready.map(async ({ api, addressId }) => {
        const t0 = performance.now();
        const res = await api.get(ORDER_PATHS.checkoutInit, { addressId, paymentMode: 'TEST' });
        times.push(performance.now() - t0);
        return res.statusCode;
      }),
    );
    const wallMs = performance.now() - start;
    const left = await db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    times.sort((a, b) => a - b);
    const result: CheckoutBench = {
      db: kind,
      buyers,
      stock,
      orders: codes.filter((c) => c === 200).length,
      refused: codes.filter((c) => c === 409).length,
      other: codes.filter((c) => c !== 200 && c !== 409).length,
      stockLeft: Number(left.stock),
      wallMs,
      medianMs: times[Math.floor(times.length / 2)]!,
      p95Ms: times[Math.floor(times.length * 0.95)]!,
    };
    return result;
  } finally {
    await t.close();
  }
}

export async function benchCheckout(buyers = 200, stock = 50): Promise<CheckoutBench[]> {
  const out = [await one('sqlite', buyers, stock)];
  if (await postgresReachable()) out.push(await one('postgres', buyers, stock));
  return out;
}

export function printCheckout(rows: CheckoutBench[]): void {
  console.log(`\nConcurrent checkout (goal: exactly the stock in orders, none oversold):`);
  for (const r of rows) {
    const ok = r.orders === r.stock && r.stockLeft === 0 && r.other === 0;
    console.log(
      `  ${r.db.padEnd(8)} ${r.buyers} buyers, ${r.stock} in stock: ${r.orders} orders, ${r.refused} refused (409), ${r.other} other; stock left ${r.stockLeft}` +
        ` · all in ${r.wallMs.toFixed(0)} ms (${((r.buyers / r.wallMs) * 1000).toFixed(0)} checkouts/s; started together, the median one answered after ${r.medianMs.toFixed(0)} ms, p95 ${r.p95Ms.toFixed(0)} ms) ${ok ? '✓' : '✗'}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printCheckout(await benchCheckout());
  process.exit(0);
}
