import { ApiError } from './api-client';
import { INTERNAL_ERROR_MESSAGE } from './messages';

/**
 * The text to show for a failure (SPEC §8 general text): the response's
 * `errors[].defaultMessage` joined by newlines, else its `msg`, else the error's message,
 * else 'Internal server error. Please try again later.'
 *
 * The response is an ApiError's body, an axios-style `error.response.data`, or the value itself
 * when a plain response body was thrown. Two choices beyond the spec:
 * - a body `message` (Fastify's error shape) is used after `msg`, so a server's readable 4xx
 *   reason reaches the visitor;
 * - an ApiError's own message ("Request to … failed with status 500") is for logs, not people,
 *   so an ApiError whose body says nothing gives the general text.
 */
export function errorText(err: unknown): string {
  const fromBody = bodyText(responseBody(err));
  if (fromBody) return fromBody;
  if (err instanceof ApiError) return INTERNAL_ERROR_MESSAGE;
  if (err instanceof Error) return err.message.trim() ? err.message : INTERNAL_ERROR_MESSAGE;
  if (typeof err === 'string' && err.trim()) return err;
  if (isRecord(err) && typeof err.message === 'string' && err.message.trim()) return err.message;
  return INTERNAL_ERROR_MESSAGE;
}

function responseBody(err: unknown): unknown {
  if (err instanceof ApiError) return err.body;
  if (!isRecord(err)) return undefined;
  if (isRecord(err.response) && 'data' in err.response) return err.response.data;
  // A thrown plain response body ({ msg } or { errors }), but not an Error's own message.
  return err instanceof Error ? undefined : { errors: err.errors, msg: err.msg };
}

function bodyText(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (Array.isArray(body.errors)) {
    const lines = body.errors
      .map((e) => (isRecord(e) && typeof e.defaultMessage === 'string' ? e.defaultMessage : ''))
      .filter((line) => line.trim());
    if (lines.length) return lines.join('\n');
  }
  if (typeof body.msg === 'string' && body.msg.trim()) return body.msg;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
