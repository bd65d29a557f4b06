import { resolve } from 'node:path';
import { buildApp } from '../server/app';
import { createRateLimiter } from '../server/auth/throttle';
import { resolveAuthSecret } from '../server/auth/tokens';
import { connectDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { createMailer } from '../server/mail/mailer';
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
// The operator's NODE_ENV (dist/server/main.js keeps it in SITEWRIGHT_PRODUCTION before it
// switches React to its production build).
const production =
  (process.env.SITEWRIGHT_PRODUCTION ?? (process.env.NODE_ENV === 'production' ? '1' : '0')) ===
  '1';
const outboxDir = resolve(root, process.env.OUTBOX_DIR ?? 'data/outbox');
const mailer = createMailer({
  smtpUrl: process.env.SMTP_URL,
  outboxDir,
  from: process.env.MAIL_FROM || undefined,
});
const rateLimiter = createRateLimiter({ redisUrl: process.env.REDIS_URL });
// AUTH_SECRET (32+ characters) when set, else a random secret kept in data/auth-secret.
const authSecret = resolveAuthSecret({
  envValue: process.env.AUTH_SECRET,
  file: resolve(root, 'data/auth-secret'),
});
const seeded = await seedDemoWorkspaces(createRepo(db), { force: process.env.SEED_FORCE === '1' });
const app = await buildApp({
  db,
  clientDir: resolve(root, 'dist/client'),
  demoImagesDir: resolve(root, 'fixtures/images'),
  demoFormsDir: resolve(root, 'fixtures/forms'),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  mailer,
  authSecret,
  rateLimiter,
  production,
  platformHost: process.env.PLATFORM_HOST || undefined,
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
console.log(
  mailer.kind === 'smtp'
    ? 'Mail goes out over SMTP (SMTP_URL).'
    : `Mail is not sent: it is written to the outbox ${outboxDir}` +
        (production ? '.' : ` (also listed at ${url('localhost')}/api/dev/mail?to=EMAIL).`),
);
console.log(
  `Sign-in throttling: ${rateLimiter.kind === 'redis' ? 'Redis (REDIS_URL)' : 'in-process'}.`,
);
console.log('');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => rateLimiter.close())
      .then(() => mailer.close())
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
