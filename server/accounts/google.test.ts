import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier, GOOGLE_MESSAGES, maxAgeMs } from './google';

const CLIENT_ID = 'unit.apps.googleusercontent.com';
const first = generateKeyPairSync('rsa', { modulusLength: 2048 });
const second = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function token(key: KeyObject, kid: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const head = b64({ alg: 'RS256', kid });
  const body = b64({
    iss: 'accounts.google.com',
    aud: CLIENT_ID,
    sub: '42',
    email: 'a@gmail.com',
    email_verified: true,
    iat: t,
    exp: t + 3600,
  });
  return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key).toString('base64url')}`;
}

const jwk = (pub: KeyObject, kid: string) => ({ ...pub.export({ format: 'jwk' }), kid });

/** A JWKS endpoint whose answer the test changes; counts its hits. */
let server: Server;
let url: string;
let answer: { status: number; keys: unknown[]; cacheControl?: string };
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits++;
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.cacheControl ? { 'cache-control': answer.cacheControl } : {}),
    });
    res.end(JSON.stringify({ keys: answer.keys }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

describe('maxAgeMs', () => {
  it('reads max-age from Cache-Control', () => {
    expect(maxAgeMs('public, max-age=19725, must-revalidate, no-transform')).toBe(19_725_000);
    expect(maxAgeMs('no-cache')).toBeNull();
    expect(maxAgeMs(null)).toBeNull();
    expect(maxAgeMs('s-max-age=5')).toBeNull();
  });
});

describe('createGoogleVerifier', () => {
  it('keeps the keys for their max-age, then fetches them again', async () => {
    let clock = Date.now();
    answer = { status: 200, keys: [jwk(first.publicKey, 'k1')], cacheControl: 'max-age=600' };
    hits = 0;
    const v = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: url, now: () => clock });
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
    expect(hits).toBe(1);
    clock += 601_000;
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
    expect(hits).toBe(2);
  });

  it('fetches again for an unknown key id (rotation), at most once a minute', async () => {
    let clock = Date.now();
    answer = { status: 200, keys: [jwk(first.publicKey, 'k1')], cacheControl: 'max-age=3600' };
    hits = 0;
    const v = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: url, now: () => clock });
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
    answer = {
      status: 200,
      keys: [jwk(first.publicKey, 'k1'), jwk(second.publicKey, 'k2')],
      cacheControl: 'max-age=3600',
    };
    // Within the minute: no refetch, so the new key is not known yet.
    expect(await v.verify(token(second.privateKey, 'k2', clock))).toMatchObject({
      ok: false,
      message: GOOGLE_MESSAGES.badSignature,
    });
    expect(hits).toBe(1);
    clock += 61_000;
    expect((await v.verify(token(second.privateKey, 'k2', clock))).ok).toBe(true);
    expect(hits).toBe(2);
  });

  it('answers 503 when the keys cannot be fetched and none are cached', async () => {
    answer = { status: 500, keys: [] };
    const v = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: url });
    expect(await v.verify(token(first.privateKey, 'k1', Date.now()))).toEqual({
      ok: false,
      status: 503,
      message: GOOGLE_MESSAGES.unavailable,
    });
  });

  it('keeps verifying with stale keys while Google is unreachable', async () => {
    let clock = Date.now();
    answer = { status: 200, keys: [jwk(first.publicKey, 'k1')], cacheControl: 'max-age=60' };
    const v = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: url, now: () => clock });
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
    answer = { status: 500, keys: [] };
    clock += 120_000;
    expect((await v.verify(token(first.privateKey, 'k1', clock))).ok).toBe(true);
  });

  it('returns the identity of a valid token (issuer spelled without https)', async () => {
    answer = { status: 200, keys: [jwk(first.publicKey, 'k1')], cacheControl: 'max-age=60' };
    const v = createGoogleVerifier({ clientId: CLIENT_ID, jwksUrl: url });
    const verdict = await v.verify(token(first.privateKey, 'k1', Date.now()));
    expect(verdict).toEqual({
      ok: true,
      identity: { sub: '42', email: 'a@gmail.com', givenName: '', familyName: '' },
    });
  });
});
