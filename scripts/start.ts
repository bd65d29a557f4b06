import { resolve } from 'node:path';
import { buildApp } from '../server/app';
import { createRateLimiter } from '../server/accounts/throttle';
import { createUsers } from '../server/accounts/users';
import { createCatalogueRepo } from '../server/catalogue/repo';
import { resolveAuthSecret } from '../server/accounts/tokens';
import { connectDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { parseTrustProxy } from '../server/http/trust-proxy';
import { createMailer } from '../server/mail/mailer';
import { createJobQueue } from '../server/queue';
import { createRepo } from './site-repo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../fixtures/index';
import { seedDemoWorkspaces } from './seed';
import { createBlogRepo } from '../server/blog/repo';
import { seedDemoOrders } from './seed-orders';
import { seedDemoReviews } from './seed-reviews';
import { createHttpCloser, exitOnSignals } from './shutdown';
import { createOrdersRepo } from '../server/orders/repo';
import { s3ObjectStore, s3OptionsFromEnv } from '../server/uploads';

const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '0.0.0.0';
const root = process.cwd();

const db = connectDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: resolve(root, process.env.SQLITE_FILE ?? 'data/sitewright.db'),
  // How long a query waits for a database that is down, locked or slow before its request
  // answers 503 (default 10 s on PostgreSQL, 5 s on SQLite).
  timeoutMs: Number(process.env.DATABASE_TIMEOUT_MS) || undefined,
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
  timeoutMs: process.env.SMTP_TIMEOUT_MS ? Number(process.env.SMTP_TIMEOUT_MS) : undefined,
});
// Mail, gateways' notifications and the reservation sweep: BullMQ on Redis when REDIS_URL is
// set (QUEUE_WORKER=0: this instance only adds jobs), else in process.
const queue = createJobQueue({
  redisUrl: process.env.REDIS_URL,
  work: process.env.QUEUE_WORKER !== '0',
});
const rateLimiter = createRateLimiter({ redisUrl: process.env.REDIS_URL });
// Uploads in an S3-compatible bucket when S3_BUCKET is set, else on disk (UPLOADS_DIR).
const s3 = s3OptionsFromEnv(process.env);
const uploadsStore = s3 ? s3ObjectStore(s3) : undefined;
// AUTH_SECRET (32+ characters) when set, else a random secret kept in data/auth-secret.
const authSecret = resolveAuthSecret({
  envValue: process.env.AUTH_SECRET,
  file: resolve(root, 'data/auth-secret'),
});
const repo = createRepo(db);
const users = createUsers({ db });
// Demo logins have a published password, and any client can send `Host: localhost`: never in
// production.
const catalogue = createCatalogueRepo(db);
const seeded = await seedDemoWorkspaces(repo, {
  force: process.env.SEED_FORCE === '1',
  users: production ? undefined : users,
  catalogue,
  blog: createBlogRepo(db),
});
// A month of demo orders in the shop (its admin opens on real figures); never in production.
const shopWorkspace = production ? null : await repo.workspaceBySlug('shop');
if (shopWorkspace) {
  await seedDemoOrders(db, users, createOrdersRepo(db), shopWorkspace.id);
  // Their customers' reviews, so product pages list what was said.
  await seedDemoReviews(db, shopWorkspace.id);
}
const app = await buildApp({
  db,
  clientDir: resolve(root, 'dist/client'),
  demoImagesDir: resolve(root, 'fixtures/images'),
  demoRasterDir: resolve(root, 'dist/demo-images'),
  demoFormsDir: resolve(root, 'fixtures/forms'),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  mailer,
  queue,
  authSecret,
  rateLimiter,
  redisUrl: process.env.REDIS_URL || undefined,
  production,
  // Which proxies' X-Forwarded-For names the client (docs/security.md); off when unset.
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  platformHost: process.env.PLATFORM_HOST || undefined,
  google: {
    clientId: process.env.GOOGLE_CLIENT_ID || undefined,
    jwksUrl: process.env.GOOGLE_JWKS_URL || undefined,
  },
  uploadsDir: resolve(root, process.env.UPLOADS_DIR || 'data/uploads'),
  uploadsStore,
  // The page cache lifetime; 0 turns it off (the benchmark's uncached figure).
  cacheTtlMs:
    process.env.PAGE_CACHE_MS === undefined ? undefined : Number(process.env.PAGE_CACHE_MS),
});
// Made before listening, so that it sees every connection (see the shutdown below).
const closeHttp = createHttpCloser(app.server, () => app.close());
await app.listen({ port: PORT, host: HOST });

const url = (domain: string) => `http://${domain}:${PORT}`;
console.log(
  `\nSitewright is running (${process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite ${process.env.SQLITE_FILE ?? 'data/sitewright.db'}`}).`,
);
if (seeded.length) console.log(`Seeded demo workspaces: ${seeded.join(', ')}`);
for (const demo of DEMO_WORKSPACES) console.log(`  ${demo.name.padEnd(28)} ${url(demo.domain)}`);
// Only the logins this database has: a database seeded before demo logins existed lacks them.
const logins: string[] = [];
for (const account of DEMO_ACCOUNTS) {
  const ws = await repo.workspaceBySlug(account.slug);
  if (!ws || !(await users.userByEmail(ws.id, account.email))) continue;
  const owner = account.userType === 'OWNER';
  const signIn = owner ? (account.domain === 'localhost' ? '/signin' : '/admin/login') : '/login';
  logins.push(
    `  ${(owner ? 'owner' : 'customer').padEnd(9)} ${account.email.padEnd(28)} ${url(account.domain)}${signIn}`,
  );
}
if (logins.length) {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const line of logins) console.log(line);
}
if (production) {
  if (logins.length) console.log('NOTE: demo logins exist in this production database.');
} else if (logins.length < DEMO_ACCOUNTS.length) {
  console.log('Some demo logins are not in this database: SEED_FORCE=1 adds them (and re-seeds).');
}
// A database seeded before the catalogue existed has a shop with nothing to sell.
const shop = await repo.workspaceBySlug('shop');
if (shop && (await catalogue.listing(shop.id, { size: 1 })).total === 0)
  console.log(
    'The demo shop has no products in this database: SEED_FORCE=1 adds them (and re-seeds).',
  );
console.log(
  mailer.kind === 'smtp'
    ? 'Mail goes out over SMTP (SMTP_URL).'
    : `Mail is not sent: it is written to the outbox ${outboxDir}` +
        (production ? '.' : ` (also listed at ${url('localhost')}/api/dev/mail?to=EMAIL).`),
);
console.log(
  s3
    ? `Uploads: S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''} (S3_BUCKET).`
    : 'Uploads: on disk (UPLOADS_DIR, default data/uploads).',
);
console.log(
  queue.kind === 'bullmq'
    ? 'Background jobs: BullMQ on Redis (REDIS_URL).'
    : 'Background jobs: in process (set REDIS_URL to keep them across restarts).',
);
console.log(
  rateLimiter.kind === 'redis'
    ? 'Sign-in throttling and page-cache purges: Redis (REDIS_URL), shared by every instance.'
    : 'Sign-in throttling and the page cache: in-process (set REDIS_URL for several instances).',
);
console.log(
  process.env.GOOGLE_CLIENT_ID
    ? 'Google sign-in: on (GOOGLE_CLIENT_ID).'
    : 'Google sign-in: off (set GOOGLE_CLIENT_ID to turn it on).',
);
console.log('');

// SIGTERM (or SIGINT): stop taking requests, finish those in flight, close the rest in this
// order, exit 0; past SHUTDOWN_TIMEOUT_MS (default 10 s), exit 1 whatever is still open.
exitOnSignals(
  [
    // No new connection; requests in flight are answered (each with `Connection: close`), a
    // request arriving on a kept-alive connection meanwhile gets 503 (Fastify's
    // return503OnClosing), connections without a request are closed (createHttpCloser); then
    // the app's onClose hooks (the reservation sweep's timer).
    { name: 'HTTP server', close: closeHttp },
    // Jobs: the job queue's worker closes here, once no request can add a job and before the
    // mailer, the stores and the database its jobs use.
    { name: 'rate limiter', close: () => rateLimiter.close() },
    { name: 'mailer', close: () => mailer.close() },
    { name: 'uploads store', close: () => uploadsStore?.close() },
    { name: 'database', close: () => db.destroy() },
  ],
  { deadlineMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000), log: console.log },
);
