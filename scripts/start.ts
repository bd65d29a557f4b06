import { resolve } from 'node:path';
import { buildApp } from '../server/app';
import { connectDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { createRepo } from '../server/repo';
import { DEMO_WORKSPACES } from '../fixtures/index';
import { seedDemoWorkspaces } from './seed';

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const root = process.cwd();

const db = connectDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: resolve(root, process.env.SQLITE_FILE ?? 'data/sitewright.db'),
});
await migrateToLatest(db);
const seeded = await seedDemoWorkspaces(createRepo(db), { force: process.env.SEED_FORCE === '1' });
const app = await buildApp({
  db,
  clientDir: resolve(root, 'dist/client'),
  demoImagesDir: resolve(root, 'fixtures/images'),
  demoFormsDir: resolve(root, 'fixtures/forms'),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  // The page cache lifetime; 0 turns it off (the benchmark's uncached figure).
  cacheTtlMs:
    process.env.PAGE_CACHE_MS === undefined ? undefined : Number(process.env.PAGE_CACHE_MS),
});
await app.listen({ port: PORT, host: HOST });

const url = (domain: string) => `http://${domain}:${PORT}`;
console.log(
  `\nSitewright is running (${process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite ${process.env.SQLITE_FILE ?? 'data/sitewright.db'}`}).`,
);
if (seeded.length) console.log(`Seeded demo workspaces: ${seeded.join(', ')}`);
for (const demo of DEMO_WORKSPACES) console.log(`  ${demo.name.padEnd(28)} ${url(demo.domain)}`);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
