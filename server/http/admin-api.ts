// What the admin's JSON routes share (dashboard, customers, settings, staff): the admin guard
// and the cross-site check before the body is read, JSON bodies only, and strict validation
// (no type coercion) whose refusal names each field with its own message (shared/admin-api.ts).
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldOfSchemaError, type FormMessages } from '../../shared/admin-api';
import { fail, failFields } from './answers';
import { adminOf, createAdminGuard } from './guards';
import type { RequestContext } from './request';
import { strictObject } from './strict-validation';

/** `{ id }`, the query or body of an admin route that reads or changes one row. */
export const ADMIN_ID_SCHEMA = strictObject(
  { id: { type: 'string', minLength: 1, maxLength: 64 } },
  ['id'],
);

/**
 * Sets up an encapsulated plugin of admin API routes: every request must come from this host's
 * own pages when it changes something (403), then needs an owner or staff session of the
 * workspace (401 / 403 for a customer), both before the body is parsed; text/plain bodies are
 * refused (415); schemas compile without coercion (`"2"` is not a page number). Routes pass
 * `attachValidation: true` and call `refuseInvalid` first, so a refusal lists every field.
 * Answers the plugin's Ajv (for schemas a route checks itself).
 */
export function prepareAdminApi(
  app: FastifyInstance,
  ctx: RequestContext,
  requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown> = createAdminGuard(
    ctx,
  ),
): Ajv {
  app.removeContentTypeParser('text/plain');
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.addHook('onRequest', async (req, reply) => {
    // The guard runs before the body is read (the origin check, app-wide, before it):
    // strangers never get it parsed.
    await requireAdmin(req, reply);
    if (!reply.sent) void reply.header('cache-control', 'no-store');
    return reply.sent ? reply : undefined;
  });
  return ajv;
}

/** The field-by-field problems of a schema refusal (first error of each field wins). */
export function schemaProblems(
  errors: readonly Partial<ErrorObject>[],
  messages: FormMessages,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOfSchemaError(e as Parameters<typeof fieldOfSchemaError>[0]) || '(form)';
    if (field in out) continue;
    if (e.keyword === 'additionalProperties') {
      out[field] =
        `"${String((e.params as Record<string, unknown>).additionalProperty)}" is not expected here.`;
      continue;
    }
    out[field] =
      messages[field] ??
      (field === '(form)'
        ? 'The request body must be a JSON object.'
        : `${field} ${e.message ?? 'is not valid'}.`);
  }
  return out;
}

/**
 * Answers 400 with each field's message when the route's schema refused the request (routes
 * use `attachValidation: true`). True when it answered.
 */
export function refuseInvalid(
  req: FastifyRequest,
  reply: FastifyReply,
  messages: FormMessages,
): boolean {
  const v = req.validationError as (Error & { validation?: ErrorObject[] }) | undefined;
  if (!v) return false;
  void failFields(reply, schemaProblems(v.validation ?? [], messages));
  return true;
}

/** Owner-only changes: staff get 403 with a readable reason. True when it answered. */
export function refuseStaff(req: FastifyRequest, reply: FastifyReply, message: string): boolean {
  if (adminOf(req).user.userType === 'OWNER') return false;
  void fail(reply, 403, message);
  return true;
}

/** A list body's search, status and page as a repo's filter (`pageSize` rows when `s` is not given). */
export function listFilter<S extends string>(
  body: { q?: string; status?: S; p?: number; s?: number },
  pageSize: number,
): { q?: string; status?: S; limit: number; offset: number } {
  const size = body.s ?? pageSize;
  return {
    ...(body.q ? { q: body.q } : {}),
    ...(body.status ? { status: body.status } : {}),
    limit: size,
    offset: (body.p ?? 0) * size,
  };
}
