// What buildApp (server/app.ts) takes: the database, where files are, the services a test or a
// deployment swaps (mail, throttling, gateways' addresses) and production switches.
import type { GoogleSignInOptions, RateLimiter } from './accounts';
import type { CatalogueSource } from './builder';
import type { Db } from './db';
import type { TrustProxy } from './http';
import type { Mailer } from './mail';
import type { GatewayUrls, PaymentsService, Secrets } from './payments';
import type { PageCache } from './storefront';
import type { WorkspacesRepo } from './workspaces';
import type { AvifQueueOptions, ObjectStore } from './uploads';
import type { JobQueue } from './queue';

export type AppOptions = {
  db: Db;
  /** Built client files (Vite's outDir). */
  clientDir: string;
  /** Generated demo images served under /demo/. */
  demoImagesDir: string;
  /**
   * Where the WebP renderings of the demo drawings are kept (`npm run build` draws them into
   * dist/demo-images); one missing is drawn on request and kept there (in memory without it).
   */
  demoRasterDir?: string;
  /** Demo external forms (for the embedded-form section) served under /forms/. */
  demoFormsDir?: string;
  logger?: boolean | object;
  cacheTtlMs?: number;
  /** Account mail: SMTP or the outbox (an outbox in a temporary folder when not given). */
  mailer?: Mailer;
  /**
   * Background jobs (every mail, gateways' notifications, the reservation sweep): BullMQ on
   * Redis (createJobQueue with REDIS_URL), in process when not given. buildApp defines its
   * jobs, starts it and closes it with the server.
   */
  queue?: JobQueue;
  /** Server secret, the pepper of one-time codes (random per process when not given). */
  authSecret?: Buffer | string;
  /**
   * Redis (REDIS_URL) shared by every instance: a page-cache purge on one reaches all, and
   * /readyz checks it. Without it each process's page cache is its own.
   */
  redisUrl?: string;
  /** Throttling of sign-in, code and reset attempts (in-process when not given). */
  rateLimiter?: RateLimiter;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (`req.ip`, what every
   * per-address limit counts): true, a number of hops, or addresses and CIDR ranges
   * (server/http/trust-proxy.ts). Off by default: the socket's address. TRUST_PROXY, read by parseTrustProxy.
   */
  trustProxy?: TrustProxy;
  /** Production: Secure cookies, https links in mails, no /api/dev/mail. */
  production?: boolean;
  /** Host name of the platform site, where owners register (default localhost). */
  platformHost?: string;
  /** Uploaded images, a folder per workspace (default `data/uploads` in the working directory). */
  uploadsDir?: string;
  /** Where uploaded images live instead of `uploadsDir`: an S3-compatible bucket (S3_*). */
  uploadsStore?: ObjectStore;
  /** How many uploads' AVIF variants may wait to be made, and how long a request waits for its own. */
  uploadsAvif?: Omit<AvifQueueOptions, 'onError'>;
  /**
   * Products, categories, brands and blog categories for the builder's link picker (default:
   * the catalogue tables, server/catalogue/repo.ts).
   */
  catalogue?: CatalogueSource;
  /** Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL); off without a client id. */
  google?: GoogleSignInOptions;
  /**
   * Payments: the gateways' API base URLs (tests point them at local servers speaking the same
   * protocol), how long an unpaid order keeps its stock, and how often lapsed ones are swept.
   */
  payments?: {
    urls?: Partial<GatewayUrls>;
    fetch?: typeof fetch;
    reservationMs?: number;
    sweepEveryMs?: number;
    /** How long a gateway's notification waits for its queued job before answering 202. */
    notificationWaitMs?: number;
  };
};

// What buildApp decorates the server with, for the routes that read it from `app`.
declare module 'fastify' {
  interface FastifyInstance {
    pageCache: PageCache;
    repo: WorkspacesRepo;
    secrets: Secrets;
    payments: PaymentsService;
  }
}
