// The account HTTP routes (issue 3), served at exactly the paths shared/api-client produces.
// See docs/api.md for the list and the choices the spec leaves open.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMemoryRateLimiter, type RateLimiter } from '../auth/throttle';
import type { Db } from '../db/connect';
import { createMailer, type Mailer } from '../mail/mailer';
import type { Repo } from '../repo';
import { createAccountContext } from './account-context';
import { registerCustomerRoutes } from './customer-routes';
import { registerOwnerRoutes } from './owner-routes';
import { registerSigninRoutes } from './signin-routes';

export type AccountRoutesOptions = {
  db: Db;
  repo: Repo;
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
};

/** Registers every account route; encapsulated, so its form parser stays inside. */
export async function accountRoutes(app: FastifyInstance, opts: AccountRoutesOptions) {
  const ctx = createAccountContext({
    db: opts.db,
    repo: opts.repo,
    mailer:
      opts.mailer ??
      createMailer({ outboxDir: join(tmpdir(), `sitewright-outbox-${process.pid}`) }),
    limiter: opts.rateLimiter ?? createMemoryRateLimiter({ now: opts.now }),
    pepper: opts.authSecret ?? randomBytes(32),
    production: opts.production ?? false,
    platformHost: opts.platformHost ?? 'localhost',
    log: app.log,
    now: opts.now,
  });

  // Plain HTML forms (the dashboard's sign-out) post url-encoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  registerOwnerRoutes(app, ctx);
  registerSigninRoutes(app, ctx);
  registerCustomerRoutes(app, ctx);
}
