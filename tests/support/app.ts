import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemoWorkspaces } from '../../scripts/seed';
import { buildApp } from '../../server/app';
import type { AppOptions } from '../../server/app-options';
import { createMemoryRateLimiter } from '../../server/accounts/throttle';
import { createUsers } from '../../server/accounts/users';
import { createBlogRepo } from '../../server/blog/repo';
import { createCatalogueRepo } from '../../server/catalogue/repo';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import type { TrustProxy } from '../../server/http/trust-proxy';
import type { GatewayUrls } from '../../server/payments/types';
import type { ObjectStore } from '../../server/uploads';
import type { JobQueue } from '../../server/queue';
import { createRepo } from '../../scripts/site-repo';
import { createTestDb, type TestDb, type TestDbOptions } from './db';

export type TestApp = {
  app: FastifyInstance;
  testDb: TestDb;
  /** The outbox the server mails to (a fresh temp folder). */
  mailer: Mailer;
  /** Where the server stores uploaded images (a fresh temp folder). */
  uploadsDir: string;
  /** The server secret (another instance over the same database needs it). */
  authSecret: Buffer;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Where the live gateways' APIs are: local servers speaking their protocols. */
  gatewayUrls?: Partial<GatewayUrls>;
  /** Where uploads live instead of a temp folder (an S3 bucket on a local S3 server). */
  uploadsStore?: ObjectStore;
  /** Limits of the making of uploads' AVIF variants (how long a request waits, …). */
  uploadsAvif?: AppOptions['uploadsAvif'];
  /** How the server reaches its database (a proxy's port, a shorter timeout). */
  db?: TestDbOptions;
  /** The page cache's lifetime (default SPEC's 10 s). */
  cacheTtlMs?: number;
  /** Which proxies' X-Forwarded-For names the client (TRUST_PROXY); off when not given. */
  trustProxy?: TrustProxy;
  /** Production switches (app options' `production`); off by default. */
  production?: boolean;
  /** Another instance of `app`: its database, secret and outbox (closing leaves them). */
  instanceOf?: TestApp;
  /** The job queue (the in-process one when not given). */
  queue?: JobQueue;
  /** Mail through this mailer instead of a fresh outbox. */
  mailer?: Mailer;
  /** Fastify's logger options (off when not given). */
  logger?: object;
  /** Redis for the page cache's purges between instances (REDIS_URL); none when not given. */
  redisUrl?: string;
  /** Reservations, the sweep, how long a gateway's notification waits for its job. */
  payments?: Omit<NonNullable<AppOptions['payments']>, 'urls'>;
};

/** The real server on a real, freshly seeded database, driven through inject(). */
export async function createTestApp(
  kind: 'sqlite' | 'postgres' = 'sqlite',
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const shared = opts.instanceOf;
  const testDb = shared?.testDb ?? (await createTestDb(kind, opts.db));
  // With the demo logins of fixtures/demo-accounts.ts, the demo catalogues and blogs, as
  // `npm start` seeds them.
  if (!shared)
    await seedDemoWorkspaces(createRepo(testDb.db), {
      users: createUsers({ db: testDb.db }),
      catalogue: createCatalogueRepo(testDb.db),
      blog: createBlogRepo(testDb.db),
    });
  const mailer =
    opts.mailer ??
    shared?.mailer ??
    createMailer({ outboxDir: mkdtempSync(join(tmpdir(), 'sw-outbox-')) });
  const uploadsDir = shared?.uploadsDir ?? mkdtempSync(join(tmpdir(), 'sw-uploads-'));
  const authSecret = shared?.authSecret ?? randomBytes(32);
  const app = await buildApp({
    db: testDb.db,
    clientDir: resolve('dist/client'),
    demoImagesDir: resolve('fixtures/images'),
    demoFormsDir: resolve('fixtures/forms'),
    logger: opts.logger ?? false,
    mailer,
    ...(opts.queue ? { queue: opts.queue } : {}),
    authSecret,
    rateLimiter: createMemoryRateLimiter(),
    production: opts.production ?? false,
    uploadsDir,
    ...(opts.cacheTtlMs !== undefined ? { cacheTtlMs: opts.cacheTtlMs } : {}),
    ...(opts.uploadsStore ? { uploadsStore: opts.uploadsStore } : {}),
    ...(opts.uploadsAvif ? { uploadsAvif: opts.uploadsAvif } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.redisUrl ? { redisUrl: opts.redisUrl } : {}),
    payments: {
      ...(opts.gatewayUrls ? { urls: opts.gatewayUrls } : {}),
      ...opts.payments,
    },
  });
  await app.ready();
  return {
    app,
    testDb,
    mailer,
    uploadsDir,
    authSecret,
    close: async () => {
      await app.close();
      if (!shared) await testDb.drop();
    },
  };
}

/** GET a page of a demo host. */
export function getPage(app: FastifyInstance, host: string, url = '/') {
  return app.inject({ method: 'GET', url, headers: { host } });
}
