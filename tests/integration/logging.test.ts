// The server's logs: JSON lines, a request id on every line of a request (the caller's when
// sane), and no password, session token, cookie, bearer or gateway secret in any of them.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { createTestApp, type TestApp } from '../support/app';

const SHOP = 'shop.localhost:3000';
const CUSTOMER = 'customer@northwind.test';

type Line = { reqId?: string; msg?: string; [key: string]: unknown };

describe('structured logs', () => {
  let t: TestApp;
  const raw: string[] = [];
  const lines = () => raw.map((l) => JSON.parse(l) as Line);

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp('sqlite', { logger: { level: 'info', stream } });
  });
  afterAll(() => t?.close());

  it('puts the request id on every line, and no password, token or cookie', async () => {
    raw.length = 0;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      headers: {
        host: SHOP,
        'x-app-platform': 'WEB',
        'x-request-id': 'lb-7f3a.1',
        cookie: 'sw_session=stale-cookie-value-0001',
      },
      payload: { email: CUSTOMER, password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['x-request-id']).toBe('lb-7f3a.1');
    const token = (login.json() as { data: { token: string } }).data.token;
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toContain(token);

    // Signed in with the cookie and the bearer; a request id that is not sane is replaced.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/io/crm/profile/details?token=query-token-0002',
      headers: {
        host: SHOP,
        'x-app-platform': 'WEB',
        cookie,
        authorization: `Bearer ${token}`,
        'x-request-id': '<script>alert(1)</script>',
      },
    });
    expect(me.statusCode, me.body).toBe(200);
    const replaced = String(me.headers['x-request-id']);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);

    const all = lines();
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const line of all) expect(line.reqId, JSON.stringify(line)).toMatch(/\S/);
    expect(all.filter((l) => l.reqId === 'lb-7f3a.1').length).toBeGreaterThanOrEqual(2);
    expect(all.filter((l) => l.reqId === replaced).length).toBeGreaterThanOrEqual(2);
    // The headers are logged (a proxy's, the user agent's) but not the secrets among them.
    const incoming = all.find((l) => l.msg === 'incoming request' && l.reqId === replaced)!;
    expect(incoming).toMatchObject({
      req: {
        url: '/api/io/crm/profile/details?token=%5Bredacted%5D',
        headers: { cookie: '[redacted]', authorization: '[redacted]', host: SHOP },
      },
    });
    const text = raw.join('\n');
    for (const secret of [DEMO_PASSWORD, token, 'stale-cookie-value-0001', 'query-token-0002'])
      expect(text).not.toContain(secret);
  });

  it('redacts passwords, codes and gateway secrets in what the code logs', () => {
    raw.length = 0;
    t.app.log.warn(
      {
        body: { email: 'a@x.test', password: 'hunter2-secret', otp: '123456' },
        keys: { CASHFREE: { clientSecret: 'cfsk_live_secret' } },
        err: { code: 'ECONNREFUSED' },
      },
      'something happened',
    );
    const [line] = lines();
    expect(line).toMatchObject({
      body: { email: 'a@x.test', password: '[redacted]', otp: '[redacted]' },
      keys: { CASHFREE: { clientSecret: '[redacted]' } },
      err: { code: 'ECONNREFUSED' },
    });
  });
});
