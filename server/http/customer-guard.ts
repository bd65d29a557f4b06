// What the bag's and the wishlist's routes share: the guard that lets only a signed-in customer
// of the Host's workspace in, and strict body validation with readable messages.
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountContext,
  CROSS_SITE_MESSAGE,
  fail,
  fromAnotherSite,
  NO_SITE_MESSAGE,
  PLATFORM_HEADER_MESSAGE,
  signedIn,
  type SignedIn,
  workspaceOfHost,
} from '../accounts/context';
import { SIGN_IN_REQUIRED_MESSAGE } from './admin-guard';
import {
  CUSTOMERS_ONLY_MESSAGE,
  JSON_OBJECT_MESSAGE,
  MAX_LIST_PAGE,
  MAX_LIST_SIZE,
} from '../cart/rules';

/** SPEC §7 `{ s, p }` of the bag's and the wishlist's list routes; SPEC §9 sends s 100, p 0. */
export const listBodySchema = {
  type: 'object',
  properties: {
    s: { type: 'integer', minimum: 1, maximum: MAX_LIST_SIZE, default: MAX_LIST_SIZE },
    p: { type: 'integer', minimum: 0, maximum: MAX_LIST_PAGE, default: 0 },
  },
  additionalProperties: false,
} as const;

const customers = new WeakMap<FastifyRequest, SignedIn>();

/** The customer a guarded request belongs to (set by the guard). */
export function customerOf(req: FastifyRequest): SignedIn {
  const s = customers.get(req);
  if (!s) throw new Error('customerOf() used on a route without the customer guard');
  return s;
}

/**
 * An onRequest hook, so nothing about the body is said to a stranger: 403 for a POST (or a GET
 * that changes data, `changingGet`) from another site, or such a GET without
 * `x-app-platform: WEB` (a link or an image cannot send it); 404 for an unknown host; 401
 * without a live session of this workspace (cookie or Authorization token); 403 for an owner or
 * staff session. Else the request goes on, its customer kept for customerOf().
 */
export function createCustomerGuard(ctx: AccountContext, opts: { changingGet?: boolean } = {}) {
  return async function requireCustomer(req: FastifyRequest, reply: FastifyReply) {
    const changes = req.method !== 'GET' || opts.changingGet === true;
    if (changes && fromAnotherSite(req)) return fail(reply, 403, CROSS_SITE_MESSAGE);
    if (opts.changingGet && req.headers['x-app-platform'] !== 'WEB')
      return fail(reply, 403, PLATFORM_HEADER_MESSAGE);
    const ws = await workspaceOfHost(ctx, req);
    if (!ws) return fail(reply, 404, NO_SITE_MESSAGE);
    const s = await signedIn(ctx, req, ws);
    if (!s) return fail(reply, 401, SIGN_IN_REQUIRED_MESSAGE);
    if (s.user.userType !== 'CUSTOMER') return fail(reply, 403, CUSTOMERS_ONLY_MESSAGE);
    customers.set(req, s);
    void reply.header('cache-control', 'no-store');
  };
}

/**
 * Validation without the app's type coercion: `true`, `"3"` or `[3]` is not a quantity, and a
 * price or any other extra field is refused rather than ignored. Registered inside the bag's and
 * the wishlist's plugins only. Query strings are strings already and need no coercion. Bodies
 * must be JSON (anything else: 415).
 */
export function applyStrictValidation(app: FastifyInstance, fieldMessages: Record<string, string>) {
  // JSON only: text/plain is the one body type another site's form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter(schemaErrorFormatter(fieldMessages));
}

/** A schema error formatter (plugin-wide, or one route's) with these fields' messages. */
export function schemaErrorFormatter(fieldMessages: Record<string, string>) {
  return (errors: readonly Partial<ErrorObject>[], dataVar: string) =>
    new Error(readableErrors(errors, dataVar, fieldMessages));
}

/** One line per problem, the field's own message where there is one. */
export function readableErrors(
  errors: readonly Partial<ErrorObject>[],
  dataVar: string,
  fieldMessages: Record<string, string>,
): string {
  const lines = new Set<string>();
  for (const e of errors) {
    const params = (e.params ?? {}) as Record<string, unknown>;
    if (e.keyword === 'additionalProperty' || e.keyword === 'additionalProperties') {
      lines.add(`"${String(params.additionalProperty)}" is not expected here.`);
      continue;
    }
    const field =
      e.keyword === 'required'
        ? String(params.missingProperty)
        : (e.instancePath ?? '').split('/')[1];
    if (!field) {
      lines.add(dataVar === 'body' ? JSON_OBJECT_MESSAGE : `The ${dataVar} is not valid.`);
      continue;
    }
    const fallback =
      e.keyword === 'required'
        ? `${field} is required.`
        : `${field} ${e.message ?? 'is not valid'}.`;
    lines.add(fieldMessages[field] ?? fallback);
  }
  return [...lines].join('\n') || `The ${dataVar} is not valid.`;
}
