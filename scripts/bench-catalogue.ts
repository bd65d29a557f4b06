// The catalogue figure of `npm run bench`: a listing deep in a big catalogue must stay fast.
// 100,000 products go into one workspace (the repo's bulk write, the same rows createProduct
// makes, a few thousand per transaction), then the listing route is timed through inject() on
// the real server: a category with everything under it, sorted by price, page 500 of 10.
// Goal: p95 under 10 ms, on SQLite and on PostgreSQL when it answers.
// Alone: node --import tsx scripts/bench-catalogue.ts [products]
import { pathToFileURL } from 'node:url';
import { LISTING_PATH } from '../server/catalogue/routes';
import type { ListingRequest } from '../shared/catalogue';
import { createTestApp } from '../tests/support/app';
import { onEachEngine, seedBenchCatalogue, timeRequests } from './bench-kit';

const HOST = 'bench-catalogue.localhost';
export const CATALOGUE_GOAL_P95_MS = 10;

export type CatalogueQueryRow = {
  query: string;
  total: number;
  median: number;
  p95: number;
};

export type CatalogueBench = {
  db: 'sqlite' | 'postgres';
  products: number;
  /** Seconds to write the products (and analyze). */
  seedSeconds: number;
  /** The goal's query first, then the others for comparison. */
  rows: CatalogueQueryRow[];
};

const QUERIES: { query: string; body: ListingRequest }[] = [
  {
    query: 'home-living, price low to high, page 500',
    body: {
      filter: { category: 'home-living' },
      sort: 'priceLowToHigh',
      page: { number: 500, size: 10 },
    },
  },
  {
    query: 'home-living, price high to low, page 500',
    body: {
      filter: { category: 'home-living' },
      sort: 'priceHighToLow',
      page: { number: 500, size: 10 },
    },
  },
  {
    query: 'kurtas (leaf), name, page 500',
    body: { filter: { category: 'kurtas' }, sort: 'name', page: { number: 500, size: 10 } },
  },
  {
    query: 'whole catalogue, created, page 1',
    body: { sort: 'created', page: { number: 1, size: 10 } },
  },
  {
    query: 'apparel, in stock, ₹1,000 to ₹3,000, newest, page 50',
    body: {
      filter: { category: 'apparel', inStock: true, minPrice: 100_000, maxPrice: 300_000 },
      sort: 'newest',
      page: { number: 50, size: 10 },
    },
  },
];

async function benchOne(
  kind: 'sqlite' | 'postgres',
  count: number,
  requests: number,
): Promise<CatalogueBench> {
  const t = await createTestApp(kind);
  try {
    const seedSeconds = await seedBenchCatalogue(t, kind, {
      slug: 'bench-catalogue',
      host: HOST,
      count,
    });

    const rows: CatalogueQueryRow[] = [];
    for (const q of QUERIES) {
      const payload = JSON.stringify(q.body);
      const once = async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: LISTING_PATH,
          headers: { host: HOST, 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode !== 200) throw new Error(`${q.query}: ${res.statusCode} ${res.body}`);
        return res.json() as { total: number; data: unknown[] };
      };
      const { first, median, p95 } = await timeRequests(once, 30, requests);
      // A page past the end costs less than a full one: say so rather than report it.
      if (first.data.length === 0) console.warn(`${q.query}: the page is empty`);
      rows.push({ query: q.query, total: first.total, median, p95 });
    }
    return { db: kind, products: count, seedSeconds, rows };
  } finally {
    await t.close();
  }
}

/** The listing timed on SQLite, and on PostgreSQL when it answers. */
export async function benchCatalogue(
  opts: { products?: number; requests?: number } = {},
): Promise<CatalogueBench[]> {
  const count = opts.products ?? 100_000;
  const requests = opts.requests ?? 300;
  return onEachEngine('catalogue', (kind) => benchOne(kind, count, requests));
}

/** Prints the figures in the bench's style, the goal beside the first query. */
export function printCatalogue(results: CatalogueBench[]): void {
  const ms = (x: number) => x.toFixed(2).padStart(6);
  for (const r of results) {
    console.log(
      `\nCatalogue listing on ${r.db}, ${r.products.toLocaleString('en')} products (written and analyzed in ${r.seedSeconds.toFixed(1)} s), POST ${LISTING_PATH} in process:`,
    );
    r.rows.forEach((row, i) => {
      const goal =
        i === 0
          ? `  (goal: p95 < ${CATALOGUE_GOAL_P95_MS} ms${row.p95 < CATALOGUE_GOAL_P95_MS ? '' : ': MISSED'})`
          : '';
      console.log(
        `  ${row.query.padEnd(56)} ${String(row.total).padStart(6)} listed  median ${ms(row.median)} ms  p95 ${ms(row.p95)} ms${goal}`,
      );
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const products = Number(process.argv[2] ?? 100_000);
  printCatalogue(await benchCatalogue({ products }));
  process.exit(0);
}
