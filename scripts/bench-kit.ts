// What the catalogue and search benches share: a big catalogue shaped like the demo shop's written
// into one workspace, a route timed after a warm-up, and percentiles of the times.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildShopCatalogue } from '../fixtures/catalogue/shop';
import { createRandom } from '../fixtures/catalogue/random';
import { DEMO_WORKSPACES } from '../fixtures/index';
import { createCatalogueRepo, type NewProduct } from '../server/catalogue/repo';
import type { TestApp } from '../tests/support/app';
import { postgresReachable } from '../tests/support/db';
import { createRepo } from './site-repo';

type Engine = 'sqlite' | 'postgres';

/** The value below which `p` per cent of `xs` lie (the nearest rank). */
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A deterministic stream of products shaped like the demo shop's, `count` of them. */
export function* benchProducts(count: number): Generator<NewProduct> {
  const demo = buildShopCatalogue().products;
  const rand = createRandom('bench-catalogue');
  for (let i = 0; i < count; i++) {
    const like = demo[i % demo.length]!;
    const base = (rand.int(6, 180) * 50 - 1) * 100;
    yield {
      path: `${like.path}-${i}`,
      name: `${like.name} ${i}`,
      brandSlug: like.brandSlug,
      categorySlugs: like.categorySlugs,
      // A few distinct descriptions: the repo renders each once (it remembers the last 500).
      description: demo[i % 40]!.description,
      media: like.media,
      variants: like.variants.map((v) => ({
        ...v,
        price: base,
        mrp: v.mrp === null ? null : base + rand.int(0, 20) * 5000,
        stock: rand.chance(0.1) ? 0 : rand.int(1, 30),
      })),
      reviewCount: like.reviewCount,
      ratingTotal: like.ratingTotal,
    };
  }
}

/**
 * Opens a workspace `slug` at `host` with the demo shop's categories and brands, and writes
 * `count` products of the stream into it (a few thousand per transaction); then fresh
 * statistics, as autovacuum or a nightly ANALYZE would leave a live database (on PostgreSQL a
 * visibility map for index-only scans too), and on SQLite `afterAnalyze` when given. Answers the
 * seconds all that took.
 */
export async function seedBenchCatalogue(
  t: TestApp,
  kind: Engine,
  opts: {
    slug: string;
    host: string;
    count: number;
    afterAnalyze?: (db: TestApp['testDb']['db']) => Promise<void>;
  },
): Promise<number> {
  const db = t.testDb.db;
  const catalogue = createCatalogueRepo(db);
  const ws = await createRepo(db).createWorkspace(
    { slug: opts.slug, domain: opts.host, name: 'Bench', settings: {} },
    DEMO_WORKSPACES[0]!.site,
  );
  const shop = buildShopCatalogue();
  for (const c of shop.categories) await catalogue.createCategory(ws.id, c);
  for (const b of shop.brands) await catalogue.createBrand(ws.id, b);

  const start = performance.now();
  let batch: NewProduct[] = [];
  for (const p of benchProducts(opts.count)) {
    batch.push(p);
    if (batch.length === 5000) {
      await catalogue.createProducts(ws.id, batch);
      batch = [];
    }
  }
  if (batch.length) await catalogue.createProducts(ws.id, batch);
  if (kind === 'postgres')
    // One connection, without the server's statement timeout: vacuuming 100,000 fresh rows
    // can outlast it on a busy machine. The bench schema's own tables, one at a time: a bare
    // VACUUM walks every schema of the database (other test runs' too).
    await db.connection().execute(async (c) => {
      await sql`set statement_timeout = 0`.execute(c);
      const tables = await sql<{ name: string }>`
        select tablename as name from pg_tables where schemaname = current_schema()`.execute(c);
      for (const { name } of tables.rows) await sql`vacuum analyze ${sql.table(name)}`.execute(c);
    });
  else {
    await sql`analyze`.execute(db);
    await opts.afterAnalyze?.(db);
  }
  return (performance.now() - start) / 1000;
}

/**
 * Calls `once` (a request that answers its result's total), `warmUp` times unrecorded after the
 * first, then `requests` times timed: the first answer's total, the median and the p95 in ms.
 */
export async function timeRequests<T extends { total: number }>(
  once: () => Promise<T>,
  warmUp: number,
  requests: number,
): Promise<{ first: T; median: number; p95: number }> {
  const first = await once();
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const s = performance.now();
    await once();
    times.push(performance.now() - s);
  }
  return { first, median: percentile(times, 50), p95: percentile(times, 95) };
}

/** A bench run on SQLite, then on PostgreSQL when it answers (else says so, naming the bench). */
export async function onEachEngine<R>(
  name: string,
  run: (kind: Engine) => Promise<R>,
): Promise<R[]> {
  const out = [await run('sqlite')];
  if (await postgresReachable()) out.push(await run('postgres'));
  else console.warn(`PostgreSQL is not reachable: the ${name} bench ran on SQLite only.`);
  return out;
}
