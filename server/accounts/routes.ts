// The account HTTP routes (issue 3), served at exactly the paths shared/api-client produces.
// See docs/api.md for the list and the choices the spec leaves open.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMemoryRateLimiter, type RateLimiter } from './throttle';
import type { Db } from '../db';
import { createTempOutboxMailer, type Mailer } from '../mail';
import { createWorkspacesRepo } from '../workspaces';
import {
  createUploadStore,
  type AvifQueueOptions,
  diskObjectStore,
  type ObjectStore,
  registerUploadRoutes,
} from '../uploads';
import { type AccountContext, createAccountContext } from './context';
import { registerCustomerRoutes } from './customer-routes';
import { type GoogleSignInOptions, registerGoogleRoutes } from './google-routes';
import { registerOwnerRoutes } from './owner-routes';
import { registerSigninRoutes } from './signin-routes';

export type AccountRoutesOptions = {
  db: Db;
  /** SMTP or the outbox; without one, an outbox in a temporary folder. */
  mailer?: Mailer;
  /** The server secret (pepper of one-time codes); without one, random per process. */
  authSecret?: Buffer | string;
  /** Sign-in, code and reset throttling; in-process when not given. */
  rateLimiter?: RateLimiter;
  /** Secure cookies, https links, no /api/dev/mail. */
  production?: boolean;
  /** Host name of the platform site (owner registration); workspaces get `{slug}.{platformHost}`. */
  platformHost?: string;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
  /** Where uploaded images are stored, a folder per workspace (default `data/uploads`). */
  uploadsDir?: string;
  /** Where uploaded images live instead of `uploadsDir` (an S3 bucket). */
  uploadsStore?: ObjectStore;
  /** Limits of the making of uploads' AVIF variants (server/uploads/avif.ts). */
  uploadsAvif?: Omit<AvifQueueOptions, 'onError'>;
  /** Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL); off without a client id. */
  google?: GoogleSignInOptions;
};

/**
 * The account services with their defaults filled in. buildApp makes one and hands it to the
 * account routes and to the builder routes, so both use the same sessions and guard.
 */
export function accountContextOf(
  opts: AccountRoutesOptions,
  log: FastifyBaseLogger,
): AccountContext {
  return createAccountContext({
    db: opts.db,
    repo: createWorkspacesRepo(opts.db),
    mailer: opts.mailer ?? createTempOutboxMailer(),
    limiter: opts.rateLimiter ?? createMemoryRateLimiter({ now: opts.now }),
    pepper: opts.authSecret ?? randomBytes(32),
    production: opts.production ?? false,
    platformHost: opts.platformHost ?? 'localhost',
    log,
    now: opts.now,
  });
}

/** Registers every account route; encapsulated, so its form parser stays inside. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: AccountRoutesOptions & { ctx?: AccountContext },
) {
  const ctx = opts.ctx ?? accountContextOf(opts, app.log);

  // Plain HTML forms (the dashboard's sign-out) post url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerOwnerRoutes(app, ctx);
  registerSigninRoutes(app, ctx);
  registerGoogleRoutes(app, ctx, opts.google);
  const uploads = createUploadStore({
    db: opts.db,
    objects: opts.uploadsStore ?? diskObjectStore(resolve(opts.uploadsDir ?? 'data/uploads')),
    now: opts.now,
    avif: {
      ...opts.uploadsAvif,
      onError: (key, err) => app.log.warn({ err, key }, 'upload AVIF variant not made'),
    },
  });
  registerCustomerRoutes(app, ctx, uploads);
  await registerUploadRoutes(app, ctx, uploads);
}
