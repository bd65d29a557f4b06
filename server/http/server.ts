// The Fastify instance every domain registers on, with what each answer gets before any route:
// readable errors, the Origin check on changes, the security headers and the request id.
import Fastify, { type FastifyInstance } from 'fastify';
import { answerErrorsReadably } from './answers';
import { echoRequestId, loggerOptions, requestIdOf } from './logging';
import { refuseChangesFromOtherSites } from './origin';
import { securityHeaders, type SecurityHeadersOptions } from './security-headers';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

export function createHttpServer(opts: {
  logger: boolean | object | undefined;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY); the socket's address by default. */
  trustProxy: TrustProxy | undefined;
  headers: SecurityHeadersOptions;
}): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: true } },
  });
  answerErrorsReadably(app);
  // Before any route: every change another site sends is refused here, in one place.
  refuseChangesFromOtherSites(app);
  // Every answer's CSP, framing, nosniff and referrer policy; inline scripts allowed by hash.
  securityHeaders(app, opts.headers);
  echoRequestId(app);
  return app;
}
