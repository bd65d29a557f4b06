// Reading cookies; the session cookie's name (its value and lifetime are the accounts').
import type { FastifyRequest } from 'fastify';

/** The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export const SESSION_COOKIE = 'sw_session';

/** A cookie's value from the Cookie header. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
