// Verification of Google ID tokens (the `credential` Google Identity Services hands the
// browser): an RS256 JWT signed with one of Google's published keys. Done with node:crypto
// against the JWKS, as Google documents for servers without its client library:
// https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
import { createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';

/** Google's signing keys (JWKS). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** The two spellings of Google's issuer that ID tokens carry. */
export const GOOGLE_ISSUERS: readonly string[] = [
  'accounts.google.com',
  'https://accounts.google.com',
];
/** Tolerance for the clocks of Google and this server when checking exp and iat. */
export const GOOGLE_CLOCK_SKEW_MS = 60_000;
/** Longest credential accepted; Google's ID tokens are about 1 to 1.5 KB. */
export const GOOGLE_CREDENTIAL_MAX = 8192;

/** Readable reasons, one per check. */
export const GOOGLE_MESSAGES = {
  notSetUp: 'Google sign-in is not set up.',
  malformed: 'The Google sign-in could not be read. Please try again.',
  badSignature: 'The Google sign-in could not be verified. Please try again.',
  wrongIssuer: 'The Google sign-in was not issued by Google.',
  wrongAudience: 'The Google sign-in was made for another site.',
  expired: 'The Google sign-in has expired. Please try again.',
  notYetValid:
    'The Google sign-in is not valid yet. Please check the date and time of your device and try again.',
  unverified:
    'Google has not verified this email address. Please verify it with Google, or sign in with your email and password.',
  unavailable: 'Google sign-in is unavailable for a moment. Please try again shortly.',
} as const;

/** The claims of a verified token this server uses. */
export type GoogleIdentity = {
  /** Google's stable account id. */
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
};

export type GoogleVerdict =
  { ok: true; identity: GoogleIdentity } | { ok: false; status: 401 | 503; message: string };

export type GoogleVerifierOptions = {
  /** The OAuth client id the tokens must be issued for (their `aud`). */
  clientId: string;
  /** Where the signing keys are; Google's by default (tests serve their own). */
  jwksUrl?: string;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
};

/** Cached keys when Cache-Control gives no max-age. */
const DEFAULT_KEYS_TTL_MS = 5 * 60_000;
/** A token signed by an unknown key id refetches the keys (Google rotates them), at most this often. */
const REFETCH_INTERVAL_MS = 60_000;

type KeySet = { keys: Map<string, KeyObject>; expiresAt: number; fetchedAt: number };

const fail = (message: string, status: 401 | 503 = 401): GoogleVerdict => ({
  ok: false,
  status,
  message,
});

function decodeJson(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The max-age of a Cache-Control header in ms, or null. */
export function maxAgeMs(cacheControl: string | null): number | null {
  const m = cacheControl ? /(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl) : null;
  return m ? Number(m[1]) * 1000 : null;
}

/**
 * Verifies Google ID tokens for one client id: RS256 signature by a key of the JWKS (cached
 * for as long as its Cache-Control allows), issuer, audience, expiry and issue time with a
 * small skew, and a verified email.
 */
export function createGoogleVerifier(opts: GoogleVerifierOptions) {
  const jwksUrl = opts.jwksUrl ?? GOOGLE_JWKS_URL;
  const now = opts.now ?? Date.now;
  let cached: KeySet | null = null;
  let inflight: Promise<KeySet> | null = null;

  async function fetchKeys(): Promise<KeySet> {
    const res = await fetch(jwksUrl, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`JWKS answered ${res.status}`);
    const body = (await res.json()) as { keys?: unknown };
    const keys = new Map<string, KeyObject>();
    for (const jwk of Array.isArray(body.keys) ? body.keys : []) {
      const k = jwk as Record<string, unknown>;
      if (k.kty !== 'RSA' || typeof k.kid !== 'string') continue;
      if (k.use !== undefined && k.use !== 'sig') continue;
      if (k.alg !== undefined && k.alg !== 'RS256') continue;
      try {
        keys.set(k.kid, createPublicKey({ key: k as JsonWebKey, format: 'jwk' }));
      } catch {
        // a key this server cannot read signs nothing it accepts
      }
    }
    const t = now();
    const ttl = maxAgeMs(res.headers.get('cache-control')) ?? DEFAULT_KEYS_TTL_MS;
    return { keys, fetchedAt: t, expiresAt: t + ttl };
  }

  /** The key set, fetched once at a time; refetched when stale or when `kid` is unknown. */
  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const t = now();
    const stale = !cached || cached.expiresAt <= t;
    const unknownKid =
      cached !== null && !cached.keys.has(kid) && t - cached.fetchedAt >= REFETCH_INTERVAL_MS;
    if (stale || unknownKid) {
      inflight ??= fetchKeys().finally(() => {
        inflight = null;
      });
      try {
        cached = await inflight;
      } catch (err) {
        // Stale keys still verify what they signed; only without any is Google unreachable.
        if (!cached) throw err;
      }
    }
    return cached?.keys.get(kid);
  }

  return {
    clientId: opts.clientId,

    async verify(credential: string): Promise<GoogleVerdict> {
      const parts = credential.split('.');
      if (parts.length !== 3 || credential.length > GOOGLE_CREDENTIAL_MAX) {
        return fail(GOOGLE_MESSAGES.malformed);
      }
      const [h, p, s] = parts as [string, string, string];
      const header = decodeJson(h);
      const claims = decodeJson(p);
      if (!header || !claims || !/^[A-Za-z0-9_-]+$/.test(s)) return fail(GOOGLE_MESSAGES.malformed);
      // Only RS256: never 'none', never an HMAC keyed with a public key.
      if (header.alg !== 'RS256' || typeof header.kid !== 'string') {
        return fail(GOOGLE_MESSAGES.badSignature);
      }

      let key: KeyObject | undefined;
      try {
        key = await keyFor(header.kid);
      } catch {
        return fail(GOOGLE_MESSAGES.unavailable, 503);
      }
      const signed = Buffer.from(`${h}.${p}`);
      if (!key || !verifySignature('RSA-SHA256', signed, key, Buffer.from(s, 'base64url'))) {
        return fail(GOOGLE_MESSAGES.badSignature);
      }

      if (typeof claims.iss !== 'string' || !GOOGLE_ISSUERS.includes(claims.iss)) {
        return fail(GOOGLE_MESSAGES.wrongIssuer);
      }
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!aud.includes(opts.clientId)) return fail(GOOGLE_MESSAGES.wrongAudience);
      const t = now();
      if (typeof claims.exp !== 'number' || claims.exp * 1000 + GOOGLE_CLOCK_SKEW_MS <= t) {
        return fail(GOOGLE_MESSAGES.expired);
      }
      if (typeof claims.iat !== 'number' || claims.iat * 1000 - GOOGLE_CLOCK_SKEW_MS > t) {
        return fail(GOOGLE_MESSAGES.notYetValid);
      }
      // Google sends a boolean; some older tokens carried the string 'true'.
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      if (typeof claims.email !== 'string' || !claims.email || !verified) {
        return fail(GOOGLE_MESSAGES.unverified);
      }
      if (typeof claims.sub !== 'string' || !claims.sub) return fail(GOOGLE_MESSAGES.malformed);
      return {
        ok: true,
        identity: {
          sub: claims.sub,
          email: claims.email,
          givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
          familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
        },
      };
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
