// Structured JSON logs (pino, through Fastify): a request id on every line of a request (the
// caller's X-Request-ID when it is sane, else a new UUID, echoed in the answer), and secrets
// redacted wherever they would appear: cookies, Authorization, gateways' signature headers,
// passwords, codes and tokens in bodies and objects, and token-like values in query strings.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming request id may be: short, printable, no spaces or markup. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-ID when sane (a proxy's), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Keys whose values are secrets, at any of the first three levels of a logged object. Not
 * `code`: errors' codes (ECONNREFUSED) are worth keeping, and one-time codes travel as `otp`.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'otp',
  'secret',
  'keySecret',
  'clientSecret',
  'webhookSecret',
  'saltKey',
  'authorization',
  'cookie',
  'signature',
  'razorpay_signature',
];

const SECRET_HEADERS = [
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-verify',
  'x-webhook-signature',
];

export const REDACT_PATHS = [
  ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Query parameters whose values are secrets (codes, reset ids, signatures, tokens). */
const SECRET_QUERY = /token|code|otp|password|secret|signature|requestid|key/i;

/** A request URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys()))
    if (SECRET_QUERY.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's `logger` option: the caller's pino options with redaction and our serializers. */
export function loggerOptions(logger: boolean | object | undefined): false | object {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        headers: req.headers,
      }),
    },
  };
}

/** Answers carry their request id, so a client's report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
  });
}
