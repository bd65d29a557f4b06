// How the server answers a refusal: JSON errors in one shape (readable by shared/error-text),
// never a stack trace, and a small HTML page where a browser asked for a page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db';
import { PAGE_UNREACHABLE_MESSAGE } from '../../shared/constants';
import { escapeHtml } from '../../shared/escape';
import { FAVICON_LINK } from '../../shared/favicon';

export const NO_SITE_MESSAGE = 'No site at this address.';

/** An API call while the database is down or too slow: the 503's text. */
export const UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment. Please try again shortly.';
/** What a 503 asks the client to wait, in seconds. */
const RETRY_AFTER_SECONDS = 5;

/** An error answer in the shape of the app's error handler, readable by shared/error-text. */
export function fail(
  reply: FastifyReply,
  status: number,
  messages: string | string[],
  extra: Record<string, unknown> = {},
) {
  const list = (Array.isArray(messages) ? messages : [messages]).filter(Boolean);
  return reply.status(status).send({
    status,
    msg: list.join('\n'),
    errors: list.map((defaultMessage) => ({ defaultMessage })),
    ...extra,
  });
}

/** Field errors of a form as an error answer: errors[] carry the field name beside the text. */
export function failFields(
  reply: FastifyReply,
  fieldErrors: Record<string, string | undefined>,
  status = 400,
) {
  const entries = Object.entries(fieldErrors).filter((e): e is [string, string] => Boolean(e[1]));
  return reply.status(status).send({
    status,
    msg: entries.map(([, m]) => m).join('\n'),
    errors: entries.map(([field, defaultMessage]) => ({ field, defaultMessage })),
    fieldErrors: Object.fromEntries(entries),
  });
}

/**
 * Readable 4xx for every bad request and a JSON 404 for an unknown route; never a stack trace.
 * A database down, locked or too slow is a 503: JSON for an API call, else a page with SPEC §8's
 * page-load text; the next request tries the database again.
 */
export function answerErrorsReadably(app: FastifyInstance): void {
  app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      if (req.method !== 'GET' || req.url.startsWith('/api/'))
        void fail(reply, 503, UNAVAILABLE_MESSAGE);
      else
        void reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(unreachablePage());
      return;
    }
    const status =
      err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    const message = status >= 500 ? 'Internal server error. Please try again later.' : err.message;
    void reply.status(status).send({ status, msg: message, errors: [{ defaultMessage: message }] });
  });
  app.setNotFoundHandler((req, reply) => {
    void reply
      .status(404)
      .send({ status: 404, msg: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });
}

/** A small self-contained HTML page (admin pages before the admin app exists, link failures). */
export function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    FAVICON_LINK +
    `<style>body{font:16px/1.5 system-ui,sans-serif;color:#111827;max-width:40rem;margin:3rem auto;padding:0 1rem}` +
    `h1{font-size:1.75rem;margin:0 0 .5rem}button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #4f46e5;background:#4f46e5;color:#fff;cursor:pointer}` +
    `.muted{color:#4b5563}a{color:#4338ca}</style></head><body><main>${body}</main></body></html>`
  );
}

/** A page outside any site while the database cannot be reached (SPEC §8's page-load text). */
export function unreachablePage(): string {
  return htmlPage(
    'Page unreachable',
    `<h1>Page unreachable</h1><p class="muted">${escapeHtml(PAGE_UNREACHABLE_MESSAGE)}</p>`,
  );
}
