// Code and reset-link requests answer alike whether or not the email has an account (issue 3:
// no account enumeration). The timing half is measured by `npm run bench`
// (scripts/bench-accounts.ts); here: status, headers, body, mail sent, and the send limit.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsers } from '../../server/accounts/users';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL enumeration tests are skipped.');

const SHOP = 'shop.localhost:3000';
const PLATFORM = 'localhost:3000';

let ipCounter = 0;
const freshIp = () => `10.66.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const freshEmail = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.com`;

type Route = {
  name: string;
  host: string;
  /** Whether the route mails only existing accounts (signup codes go to any address). */
  mailsOnlyAccounts: boolean;
  request: (email: string) => {
    method: 'GET' | 'POST';
    url: string;
    payload?: Record<string, string>;
  };
};

const ROUTES: Route[] = [
  {
    name: 'POST /api/public/login/send-otp',
    host: SHOP,
    mailsOnlyAccounts: true,
    request: (email) => ({ method: 'POST', url: '/api/public/login/send-otp', payload: { email } }),
  },
  {
    name: 'GET /api/public/customer/forgot-password',
    host: SHOP,
    mailsOnlyAccounts: true,
    request: (email) => ({
      method: 'GET',
      url: `/api/public/customer/forgot-password?email=${encodeURIComponent(email)}`,
    }),
  },
  {
    name: 'GET /api/public/customer/signup/send-otp',
    host: PLATFORM,
    mailsOnlyAccounts: false,
    request: (email) => ({
      method: 'GET',
      url: `/api/public/customer/signup/send-otp?email=${encodeURIComponent(email)}`,
    }),
  },
];

/** What a client can observe of an answer; `date` is the clock, not the account. */
/** What tells two answers apart: all but the date and the request's own id (every answer's). */
function observable(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`no account enumeration on ${kind}`, () => {
    let t: TestApp;
    let shopId: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      const ws = await t.testDb.db
        .selectFrom('workspaces')
        .select('id')
        .where('slug', '=', 'shop')
        .executeTakeFirstOrThrow();
      shopId = ws.id;
    });
    afterAll(async () => {
      await t?.close();
    });

    /** A customer account of the shop (also an address the platform has seen, for signup). */
    async function knownEmail() {
      const email = freshEmail('known');
      await createUsers({ db: t.testDb.db }).createUser({
        workspaceId: shopId,
        email,
        password: 'Known@2024',
        userType: 'CUSTOMER',
      });
      return email;
    }

    const send = (route: Route, email: string, ip = freshIp()) =>
      t.app.inject({
        ...route.request(email),
        headers: { host: route.host, 'x-app-platform': 'WEB' },
        remoteAddress: ip,
      });

    const mailsTo = (email: string) => t.mailer.listOutbox(email).length;

    it.each(ROUTES.map((r) => [r.name, r] as const))(
      '%s: the same status, headers and body for a known and an unknown email',
      async (_name, route) => {
        const known = await knownEmail();
        const unknown = freshEmail('unknown');
        const ip = freshIp();
        const a = await send(route, known, ip);
        const b = await send(route, unknown, ip);
        expect(a.statusCode, a.body).toBe(200);
        expect(observable(b)).toEqual(observable(a));
        // The test tells the two apart: only the account got a message (signup mails anyone).
        expect(mailsTo(known)).toBe(1);
        expect(mailsTo(unknown)).toBe(route.mailsOnlyAccounts ? 0 : 1);
      },
    );

    it.each(ROUTES.map((r) => [r.name, r] as const))(
      '%s: the send limit refuses a known and an unknown email alike',
      async (_name, route) => {
        const known = await knownEmail();
        const unknown = freshEmail('unknown');
        const answers: Record<'known' | 'unknown', ReturnType<typeof observable>[]> = {
          known: [],
          unknown: [],
        };
        // Three sends an address in 15 minutes, then a readable 429 (each from its own client
        // address, so the per-IP throttle stays out of it).
        for (let i = 0; i < 4; i++) {
          answers.known.push(observable(await send(route, known)));
          answers.unknown.push(observable(await send(route, unknown)));
        }
        expect(answers.known.map((a) => a.status)).toEqual([200, 200, 200, 429]);
        expect(answers.unknown).toEqual(answers.known);
        expect(answers.known[3]!.body).toMatch(/Too many codes were sent to this email/);
      },
    );

    it('malformed emails get the same field error whatever the route', async () => {
      for (const route of ROUTES) {
        const res = await send(route, 'not-an-email');
        expect(res.statusCode, route.name).toBe(400);
        expect(
          (res.json() as { errors: { defaultMessage: string }[] }).errors[0]?.defaultMessage,
        ).toMatch(/^Please enter a valid email/);
      }
    });
  });
}
