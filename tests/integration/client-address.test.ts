// The per-address limits count the real client: behind the operator's proxies (TRUST_PROXY) the
// address X-Forwarded-For names, and without it the socket's, whatever the header says.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_RULES } from '../../server/accounts/throttle';
import { parseTrustProxy } from '../../server/http/trust-proxy';
import { errorText } from '../../shared/error-text';
import { createTestApp, type TestApp } from '../support/app';

const SHOP = 'shop.localhost:3000';
const PROXY = '10.0.0.2';
/** The reset-mail route counts every request per client address (and per email, kept fresh). */
const PER_ADDRESS = THROTTLE_RULES.reset.ip.limit;
let emails = 0;

function askResetMail(t: TestApp, forwardedFor: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: '/api/public/customer/forgot-password',
    query: { email: `nobody${++emails}@example.com` },
    headers: { host: SHOP, 'x-app-platform': 'WEB', 'x-forwarded-for': forwardedFor },
    remoteAddress: PROXY,
  });
}

/** Uses up the first client's allowance, then asks once as the second client. */
async function exhaustThenAskAsAnother(t: TestApp) {
  const first: number[] = [];
  for (let i = 0; i <= PER_ADDRESS; i++)
    first.push((await askResetMail(t, '198.51.100.1')).statusCode);
  expect(first).toEqual([...Array<number>(PER_ADDRESS).fill(200), 429]);
  return askResetMail(t, '198.51.100.2');
}

describe('per-address limits behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { trustProxy: parseTrustProxy('10.0.0.0/8') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives two clients behind the proxy their own limits', async () => {
    const other = await exhaustThenAskAsAnother(t);
    expect(other.statusCode, other.body).toBe(200);
    const again = await askResetMail(t, '198.51.100.1');
    expect(again.statusCode).toBe(429);
    expect(errorText(again.json())).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe('per-address limits without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For: every request from one socket shares its limit', async () => {
    const other = await exhaustThenAskAsAnother(t);
    expect(other.statusCode).toBe(429);
  });
});
