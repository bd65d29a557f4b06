import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { errorText } from '../../shared/error-text';
import { isCustomerPassword, isOwnerEmail, isResetPassword } from '../../shared/validators';
import { INVALID_CREDENTIALS_MESSAGE } from '../../server/accounts/signin-routes';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL demo-login tests are skipped.');

const OWNERS = DEMO_ACCOUNTS.filter((a) => a.userType === 'OWNER');
const CUSTOMERS = DEMO_ACCOUNTS.filter((a) => a.userType === 'CUSTOMER');

let ip = 0;
function signIn(app: FastifyInstance, domain: string, email: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/public/login',
    headers: { host: `${domain}:3000`, 'x-app-platform': 'WEB' },
    payload: { email, password },
    // A fresh client address per call, so the per-IP sign-in throttle stays out of the way.
    remoteAddress: `10.77.0.${++ip}`,
  });
}

describe('demo logins', () => {
  it('pass every password rule and the owner email rule, one owner per demo host', () => {
    expect(isCustomerPassword(DEMO_PASSWORD)).toBe(true);
    expect(isResetPassword(DEMO_PASSWORD)).toBe(true);
    for (const a of DEMO_ACCOUNTS) expect(isOwnerEmail(a.email), a.email).toBe(true);
    expect(new Set(OWNERS.map((o) => o.domain)).size).toBe(4);
  });
});

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`demo logins on ${kind}`, () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each(OWNERS.map((o) => [o.domain, o] as const))(
      'the owner of %s signs in there by password and reaches the dashboard',
      async (_domain, owner) => {
        const res = await signIn(t.app, owner.domain, owner.email);
        expect(res.statusCode, res.body).toBe(200);
        const data = (res.json() as { data: { token: string; userType: string } }).data;
        expect(data.userType).toBe('OWNER');
        const dash = await t.app.inject({
          method: 'GET',
          url: '/admin/dashboard',
          headers: { host: `${owner.domain}:3000`, authorization: `Bearer ${data.token}` },
        });
        expect(dash.statusCode).toBe(200);
      },
    );

    it.each(OWNERS.map((o) => [o.domain, o] as const))(
      'the owner of %s cannot sign in on another demo host',
      async (_domain, owner) => {
        for (const other of OWNERS.filter((o) => o.domain !== owner.domain)) {
          const res = await signIn(t.app, other.domain, owner.email);
          expect(res.statusCode, `${owner.email} on ${other.domain}`).toBe(401);
          expect(errorText(res.json())).toBe(INVALID_CREDENTIALS_MESSAGE);
        }
      },
    );

    it('the demo customer signs in on the shop as a CUSTOMER, with no admin access', async () => {
      for (const customer of CUSTOMERS) {
        const res = await signIn(t.app, customer.domain, customer.email);
        expect(res.statusCode, res.body).toBe(200);
        const data = (res.json() as { data: { token: string; userType: string } }).data;
        expect(data.userType).toBe('CUSTOMER');
        const dash = await t.app.inject({
          method: 'GET',
          url: '/admin/dashboard',
          headers: { host: `${customer.domain}:3000`, authorization: `Bearer ${data.token}` },
        });
        expect(dash.statusCode).not.toBe(200);
      }
    });

    it('a wrong password is refused with the generic text', async () => {
      const owner = OWNERS[0]!;
      const res = await signIn(t.app, owner.domain, owner.email, `${DEMO_PASSWORD}x`);
      expect(res.statusCode).toBe(401);
      expect(errorText(res.json())).toBe(INVALID_CREDENTIALS_MESSAGE);
    });
  });
}
