import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A 256-bit random opaque token, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 as base64url: how opaque 256-bit tokens are stored (no pepper needed at that length). */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url');
}

/** HMAC-SHA-256 as base64url, keyed by the server pepper: how short codes are stored. */
export function hmac(key: Buffer | string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64url');
}

/** Constant-time string comparison (for equal-length digests). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The server secret (pepper for one-time codes): AUTH_SECRET when set (32+ characters), else a
 * random one created once in `file` (mode 0600) so codes survive a restart.
 */
export function resolveAuthSecret(opts: { envValue?: string; file: string }): Buffer {
  const fromEnv = opts.envValue?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
    return Buffer.from(fromEnv, 'utf8');
  }
  if (existsSync(opts.file)) {
    const text = readFileSync(opts.file, 'utf8').trim();
    if (text.length >= 32) return Buffer.from(text, 'utf8');
  }
  mkdirSync(dirname(opts.file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(opts.file, `${secret}\n`, { mode: 0o600 });
  chmodSync(opts.file, 0o600);
  return Buffer.from(secret, 'utf8');
}
