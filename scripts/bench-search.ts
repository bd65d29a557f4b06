// The search figure of `npm run bench` (BENCH_ONLY=search): 100,000 products shaped like the
// demo shop's (the catalogue bench's stream) go into one workspace, the search index following
// through migration 0009's triggers; then the search box's predictive route and the search
// page's route are timed through inject() on the real server. Goals: predictive p95 under
// 15 ms, search page p95 under 25 ms, on SQLite and on PostgreSQL when it answers.
// Alone: node --import tsx scripts/bench-search.ts [products]
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { PREDICTIVE_PATH, SEARCH_PATH, type SearchRequest } from '../shared/search';
import { createTestApp } from '../tests/support/app';
import { onEachEngine, seedBenchCatalogue, timeRequests } from './bench-kit';

const HOST = 'bench-search.localhost';
export const PREDICTIVE_GOAL_P95_MS = 15;
export const SEARCH_PAGE_GOAL_P95_MS = 25;

export type SearchQueryRow = {
  kind: 'predictive' | 'search page';
  query: string;
  total: number;
  median: number;
  p95: number;
};

export type SearchBench = {
  db: 'sqlite' | 'postgres';
  products: number;
  seedSeconds: number;
  rows: SearchQueryRow[];
};

/** What a shopper types, letter by letter and whole, typos included. */
const PREDICTIVE = ['jhu', 'jhum', 'jhumkha', 'indigo brass', 'earings', 'cotton kurta', 'lamp'];

const SEARCH_PAGES: { query: string; body: SearchRequest }[] = [
  { query: 'jhumka earrings, facets, page 1', body: { q: 'jhumka earrings', facets: true } },
  { query: 'earings (typo), facets, page 1', body: { q: 'earings', facets: true } },
  {
    query: 'cotton kurta, price low to high, page 3',
    body: { q: 'cotton kurta', sort: 'priceLowToHigh', page: { number: 3, size: 24 } },
  },
  {
    query: 'brass, in apparel/accessories, in stock, facets',
    body: { q: 'brass', filter: { category: 'accessories', inStock: true }, facets: true },
  },
  {
    query: 'indigo (broad), facets, page 10',
    body: { q: 'indigo', facets: true, page: { number: 10, size: 24 } },
  },
];

async function benchOne(
  kind: 'sqlite' | 'postgres',
  count: number,
  requests: number,
): Promise<SearchBench> {
  const t = await createTestApp(kind);
  try {
    const seedSeconds = await seedBenchCatalogue(t, kind, {
      slug: 'bench-search',
      host: HOST,
      count,
      afterAnalyze: async (db) => {
        await sql`insert into search_fts(search_fts) values ('optimize')`.execute(db);
      },
    });

    const time = async (
      kindOf: SearchQueryRow['kind'],
      query: string,
      once: () => Promise<{ total: number }>,
    ): Promise<SearchQueryRow> => {
      const { first, median, p95 } = await timeRequests(once, 20, requests);
      return {
        kind: kindOf,
        query,
        total: first.total,
        median,
        p95,
      };
    };

    const rows: SearchQueryRow[] = [];
    for (const q of PREDICTIVE)
      rows.push(
        await time('predictive', q, async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: PREDICTIVE_PATH,
            query: { q },
            headers: { host: HOST },
          });
          if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
          const body = res.json() as { products: unknown[] };
          return { total: body.products.length };
        }),
      );
    for (const q of SEARCH_PAGES) {
      const payload = JSON.stringify(q.body);
      rows.push(
        await time('search page', q.query, async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: SEARCH_PATH,
            headers: { host: HOST, 'content-type': 'application/json' },
            payload,
          });
          if (res.statusCode !== 200) throw new Error(`${q.query}: ${res.statusCode} ${res.body}`);
          return res.json() as { total: number };
        }),
      );
    }
    return { db: kind, products: count, seedSeconds, rows };
  } finally {
    await t.close();
  }
}

/** Search timed on SQLite, and on PostgreSQL when it answers. */
export async function benchSearch(
  opts: { products?: number; requests?: number; onResult?: (r: SearchBench) => void } = {},
): Promise<SearchBench[]> {
  const count = opts.products ?? 100_000;
  const requests = opts.requests ?? 200;
  return onEachEngine('search', async (kind) => {
    const result = await benchOne(kind, count, requests);
    // Each engine's figures as soon as it has them (the PostgreSQL run may still fail).
    opts.onResult?.(result);
    return result;
  });
}

/** Prints the figures, each beside its goal. */
export function printSearch(results: SearchBench[]): void {
  const ms = (x: number) => x.toFixed(2).padStart(6);
  for (const r of results) {
    console.log(
      `\nSearch on ${r.db}, ${r.products.toLocaleString('en')} products (written, indexed and analyzed in ${r.seedSeconds.toFixed(1)} s), in process:`,
    );
    for (const row of r.rows) {
      const goal = row.kind === 'predictive' ? PREDICTIVE_GOAL_P95_MS : SEARCH_PAGE_GOAL_P95_MS;
      const path = row.kind === 'predictive' ? `GET ${PREDICTIVE_PATH}` : `POST ${SEARCH_PATH}`;
      console.log(
        `  ${path} ${row.query.padEnd(50)} ${String(row.total).padStart(5)} found  median ${ms(row.median)} ms  p95 ${ms(row.p95)} ms  (goal < ${goal} ms${row.p95 < goal ? '' : ': MISSED'})`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const products = Number(process.argv[2] ?? 100_000);
  await benchSearch({
    products,
    requests: Number(process.argv[3] ?? 200),
    onResult: (r) => printSearch([r]),
  });
  process.exit(0);
}
