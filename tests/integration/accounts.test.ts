import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createMemoryRateLimiter } from '../../server/accounts/throttle';
import { createMailer } from '../../server/mail/mailer';
import { resolveApiPath } from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import {
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  GENDER_REQUIRED,
  INTERNAL_ERROR_MESSAGE,
  OTP_MESSAGE,
  OWNER_FIRST_NAME_MESSAGE,
  OWNER_PASSWORD_MESSAGE,
  OWNER_SIGNUP_EMAIL_MESSAGE,
  ORGANISATION_NAME_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  RESET_PASSWORD_MESSAGE,
  RESET_PASSWORD_MISMATCH_MESSAGE,
} from '../../shared/messages';
import { buildCustomerSignupPayload } from '../../shared/validators';
import { createTestApp, type TestApp } from '../support/app';
import { createTestDb, postgresReachable } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL account tests are skipped.');

const PLATFORM = 'localhost:3000';
const SHOP = 'shop.localhost:3000';
const OWNER_PASSWORD = 'Garden@2024';
const CUSTOMER_PASSWORD = 'Shopper@123';

let ipCounter = 0;
/** A fresh client address, so the per-IP throttles of one test do not spill into another. */
const freshIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let emailCounter = 0;
const freshEmail = (who: string) =>
  `${who}${++emailCounter}.${randomBytes(3).toString('hex')}@example.com`;

type Call = {
  host?: string;
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  token?: string;
  scheme?: 'Bearer' | 'Basic';
  cookie?: string;
  ip?: string;
};

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  c: Call = {},
): Promise<LightMyRequestResponse> {
  const url = path.startsWith('/admin') ? path : resolveApiPath(path);
  const headers: Record<string, string> = { host: c.host ?? PLATFORM, 'x-app-platform': 'WEB' };
  if (c.token) headers.authorization = `${c.scheme ?? 'Basic'} ${c.token}`;
  if (c.cookie) headers.cookie = c.cookie;
  let payload: string | undefined;
  if (c.rawBody !== undefined) {
    payload = c.rawBody;
    headers['content-type'] = c.contentType ?? 'application/json';
  } else if (c.body !== undefined) {
    payload = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject({
    method,
    url,
    query: c.query,
    headers,
    payload,
    remoteAddress: c.ip ?? '10.0.0.1',
  });
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, any>;

/** The session cookie pair (`sw_session=…`) a response set. */
function sessionCookieOf(res: LightMyRequestResponse): string {
  const set = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
  const line = set.find((l) => l.startsWith('sw_session=') && !l.startsWith('sw_session=;'));
  expect(line, 'a session cookie').toBeTruthy();
  return line!.split(';')[0]!;
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`accounts on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
    });
    afterAll(async () => {
      await t?.close();
    });

    /** Newest outbox message to an address, through the dev endpoint. */
    async function lastMail(to: string) {
      const res = await call(app, 'GET', '/api/dev/mail', { query: { to } });
      expect(res.statusCode).toBe(200);
      const list = json(res).data as { subject: string; text: string; code: string | null }[];
      return list[0];
    }

    async function count(table: 'users' | 'workspaces' | 'sessions' | 'one_time_codes') {
      const r = await t.testDb.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    }

    async function registerOwner(websiteName: string, email = freshEmail('owner')) {
      const ip = freshIp();
      const sent = await call(app, 'GET', '/public/customer/signup/send-otp', {
        query: { email },
        ip,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await lastMail(email);
      expect(mail?.code).toMatch(/^\d{6}$/);
      const res = await call(app, 'POST', '/public/customer/signup', {
        ip,
        body: {
          email,
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName,
          category: 'generic',
          otp: mail!.code,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = json(res).data as { meta: { domain: string }; loginToken: string; msg: string };
      const host = `${data.meta.domain}:3000`;
      const landed = await call(app, 'GET', `/admin/first/login?token=${data.loginToken}`, {
        host,
      });
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe('/admin/dashboard');
      return { email, host, domain: data.meta.domain, data, cookie: sessionCookieOf(landed) };
    }

    async function login(host: string, email: string, password: string, ip = freshIp()) {
      return call(app, 'POST', '/public/login', { host, ip, body: { email, password } });
    }

    it('registers an owner end to end through the outbox and lands on the dashboard', async () => {
      const email = freshEmail('asha');
      const sent = await call(app, 'GET', '/public/customer/signup/send-otp', {
        query: { email },
      });
      expect(sent.statusCode).toBe(200);
      const mail = await lastMail(email);
      expect(mail!.text).toContain(mail!.code!);

      const res = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email,
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName: 'Acme Garden Supplies',
          category: 'generic',
          otp: mail!.code,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = json(res);
      expect(data.meta.domain).toMatch(/^acme-garden-supplies(-\d+)?\.localhost$/);
      expect(data.loginToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.msg).toBeTruthy();

      const host = `${data.meta.domain}:3000`;
      const landed = await call(app, 'GET', `/admin/first/login?token=${data.loginToken}`, {
        host,
      });
      expect(landed.statusCode).toBe(302);
      expect(landed.headers.location).toBe('/admin/dashboard');
      const setCookie = String([landed.headers['set-cookie']].flat()[0]);
      expect(setCookie).toMatch(/^sw_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
      expect(setCookie).not.toContain('Secure');

      const dash = await call(app, 'GET', '/admin/dashboard', {
        host,
        cookie: sessionCookieOf(landed),
      });
      expect(dash.statusCode).toBe(200);
      expect(dash.body).toContain('<h1>Dashboard</h1>');
      expect(dash.body).toContain('Acme Garden Supplies');
      expect(dash.body).toContain('action="/admin/logout"');
      // A new workspace counts in rupees (SPEC's +91, UPI shop), so the dashboard shows ₹, not $.
      const figures = await call(app, 'GET', '/api/io/crm/admin/shop/dashboard', {
        host,
        cookie: sessionCookieOf(landed),
      });
      expect(figures.statusCode, figures.body).toBe(200);
      expect(json(figures).data.currency).toBe('INR');

      // The hand-off token works once.
      const again = await call(app, 'GET', `/admin/first/login?token=${data.loginToken}`, {
        host,
      });
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain('not valid');

      // The new site serves its starter page.
      const home = await app.inject({ url: '/', headers: { host } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('Welcome to Acme Garden Supplies');
      expect(home.body).not.toContain('data-sw-broken');

      // The code was used up by the registration.
      const reuse = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email,
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName: 'Acme Garden Supplies',
          otp: mail!.code,
        },
      });
      expect(reuse.statusCode).toBe(400);
      expect(errorText(json(reuse))).toContain('already been used');
    });

    it('makes workspace slugs unique with -2, -3', async () => {
      const a = await registerOwner('Blue Lotus Cafe');
      const b = await registerOwner('Blue Lotus Cafe');
      const c = await registerOwner('Blue  lotus CAFE');
      expect(a.domain).toBe('blue-lotus-cafe.localhost');
      expect(b.domain).toBe('blue-lotus-cafe-2.localhost');
      expect(c.domain).toBe('blue-lotus-cafe-3.localhost');
    });

    it('refuses owner registration off the platform host and checks every owner rule', async () => {
      const off = await call(app, 'GET', '/public/customer/signup/send-otp', {
        host: SHOP,
        query: { email: freshEmail('x') },
      });
      expect(off.statusCode).toBe(404);

      const before = await count('workspaces');
      const res = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email: 'not-an-email',
          firstName: 'Jo',
          lastName: 'Verma',
          password: 'weak',
          websiteName: 'Acme 123',
          category: 'generic',
          otp: '12',
        },
      });
      expect(res.statusCode).toBe(400);
      const lines = errorText(json(res)).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          OWNER_FIRST_NAME_MESSAGE,
          OWNER_SIGNUP_EMAIL_MESSAGE,
          ORGANISATION_NAME_MESSAGE,
          OWNER_PASSWORD_MESSAGE,
          OTP_MESSAGE,
        ]),
      );
      expect(json(res).fieldErrors.firstName).toBe(OWNER_FIRST_NAME_MESSAGE);
      expect(await count('workspaces')).toBe(before);

      const wrongCategory = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email: freshEmail('c'),
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName: 'Acme',
          category: 'shop',
          otp: '123456',
        },
      });
      expect(wrongCategory.statusCode).toBe(400);
      expect(errorText(json(wrongCategory))).toMatch(/category/);
    });

    it('signs an owner in by password (cookie and Bearer/Basic token) with one generic failure', async () => {
      const owner = await registerOwner('Password Garden');
      const res = await login(owner.host, owner.email, OWNER_PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = json(res);
      expect(data).toMatchObject({
        userType: 'OWNER',
        firstName: 'Asha',
        lastName: 'Verma',
        email: owner.email,
      });
      for (const scheme of ['Bearer', 'Basic'] as const) {
        const dash = await call(app, 'GET', '/admin/dashboard', {
          host: owner.host,
          token: data.token,
          scheme,
        });
        expect(dash.statusCode).toBe(200);
      }
      const viaCookie = await call(app, 'GET', '/admin/dashboard', {
        host: owner.host,
        cookie: sessionCookieOf(res),
      });
      expect(viaCookie.statusCode).toBe(200);

      const wrong = await login(owner.host, owner.email, 'Garden@2025');
      const unknown = await login(owner.host, freshEmail('nobody'), OWNER_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(json(wrong).msg).toBe(json(unknown).msg);

      // The owner's account does not exist on another workspace.
      const elsewhere = await login(SHOP, owner.email, OWNER_PASSWORD);
      expect(elsewhere.statusCode).toBe(401);
    });

    it('locks a guessing address out of an account, never its owner elsewhere (readable 429)', async () => {
      const owner = await registerOwner('Throttle Garden');
      const attacker = freshIp();
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 11; i++) {
        last = await login(owner.host, owner.email, `Wrong@${i}xyz`, attacker);
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
      expect(errorText(json(last!))).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      expect(last!.headers['retry-after']).toBeTruthy();
      // From that address even the right password waits now…
      const fromAttacker = await login(owner.host, owner.email, OWNER_PASSWORD, attacker);
      expect(fromAttacker.statusCode).toBe(429);
      // …but the owner, from anywhere else, signs in, however long the attacker keeps failing.
      expect((await login(owner.host, owner.email, OWNER_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 20; i++)
        expect((await login(owner.host, owner.email, `Again@${i}xyz`, attacker)).statusCode).toBe(
          429,
        );
      expect((await login(owner.host, owner.email, OWNER_PASSWORD)).statusCode).toBe(200);

      const ip = freshIp();
      let byIp: LightMyRequestResponse | undefined;
      for (let i = 0; i < 51; i++) {
        byIp = await call(app, 'POST', '/public/login', {
          host: owner.host,
          ip,
          body: { email: `spray${i}@example.com`, password: 'Nope@1234' },
        });
      }
      expect(byIp!.statusCode).toBe(429);
    });

    it('signs an owner in by a mailed code, once; unknown emails get the same answer', async () => {
      const owner = await registerOwner('Code Garden');
      const ip = freshIp();
      const sent = await call(app, 'POST', '/public/login/send-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email },
      });
      expect(sent.statusCode).toBe(200);
      const nobody = freshEmail('nobody');
      const sentNobody = await call(app, 'POST', '/public/login/send-otp', {
        host: owner.host,
        ip,
        body: { email: nobody },
      });
      expect(sentNobody.statusCode).toBe(200);
      expect(sentNobody.body).toBe(sent.body);
      expect(await lastMail(nobody)).toBeUndefined();

      const mail = await lastMail(owner.email);
      expect(mail!.subject).toContain('Code Garden');
      const ok = await call(app, 'POST', '/public/login/verify-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email, otp: mail!.code },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(json(ok).data.userType).toBe('OWNER');
      const dash = await call(app, 'GET', '/admin/dashboard', {
        host: owner.host,
        token: json(ok).data.token,
      });
      expect(dash.statusCode).toBe(200);

      const reused = await call(app, 'POST', '/public/login/verify-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email, otp: mail!.code },
      });
      expect(reused.statusCode).toBe(401);
      expect(errorText(json(reused))).toContain('already been used');

      const malformed = await call(app, 'POST', '/public/login/verify-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email, otp: '12a' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(errorText(json(malformed))).toBe(OTP_MESSAGE);
    });

    it('rejects an expired code', async () => {
      const owner = await registerOwner('Expired Garden');
      const ip = freshIp();
      await call(app, 'POST', '/public/login/send-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email },
      });
      const mail = await lastMail(owner.email);
      await t.testDb.db
        .updateTable('one_time_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', owner.email)
        .where('purpose', '=', 'signin')
        .execute();
      const res = await call(app, 'POST', '/public/login/verify-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email, otp: mail!.code },
      });
      expect(res.statusCode).toBe(401);
      expect(errorText(json(res))).toContain('expired');
    });

    it('voids a code after five wrong tries, even for the right code afterwards', async () => {
      const owner = await registerOwner('Brute Garden');
      const ip = freshIp();
      await call(app, 'POST', '/public/login/send-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email },
      });
      const code = (await lastMail(owner.email))!.code!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(app, 'POST', '/public/login/verify-otp', {
          host: owner.host,
          ip,
          body: { email: owner.email, otp: wrong },
        });
        expect(res.statusCode).toBe(401);
        answers.push(errorText(json(res)));
      }
      expect(answers[0]).toBe('That code is not correct.');
      expect(answers[4]).toMatch(/Too many wrong tries/);
      const right = await call(app, 'POST', '/public/login/verify-otp', {
        host: owner.host,
        ip,
        body: { email: owner.email, otp: code },
      });
      expect(right.statusCode).toBe(401);
      expect(errorText(json(right))).toMatch(/Too many wrong tries/);
    });

    it('limits code mails to three per address in 15 minutes', async () => {
      const email = freshEmail('many');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(app, 'GET', '/public/customer/signup/send-otp', {
          query: { email },
          ip: freshIp(),
        });
        statuses.push(res.statusCode);
        if (i === 3) expect(errorText(json(res))).toMatch(/Too many codes/);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('resets a forgotten password through the mailed link and revokes sessions', async () => {
      const owner = await registerOwner('Reset Garden');
      const ip = freshIp();
      const asked = await call(app, 'GET', '/api/public/customer/forgot-password', {
        host: owner.host,
        ip,
        query: { email: owner.email },
      });
      expect(asked.statusCode).toBe(200);
      const nobody = freshEmail('nobody');
      const askedNobody = await call(app, 'GET', '/api/public/customer/forgot-password', {
        host: owner.host,
        ip,
        query: { email: nobody },
      });
      expect(askedNobody.body).toBe(asked.body);
      expect(await lastMail(nobody)).toBeUndefined();

      const mail = await lastMail(owner.email);
      const link = /http:\/\/\S+/.exec(mail!.text)![0];
      const url = new URL(link);
      expect(url.host).toBe(owner.host);
      expect(url.pathname).toBe('/reset-password');
      expect(url.searchParams.get('email')).toBe(owner.email);
      const requestId = url.searchParams.get('requestId')!;

      // A password the reset rule refuses changes nothing and keeps the link usable.
      const weak = await call(app, 'GET', '/api/public/customer/forgot-password/verify', {
        host: owner.host,
        ip,
        query: { requestId, email: owner.email, password: 'abc' },
      });
      expect(weak.statusCode).toBe(400);
      expect(errorText(json(weak))).toBe(RESET_PASSWORD_MESSAGE);
      const mismatch = await call(app, 'POST', '/api/public/customer/forgot-password/verify', {
        host: owner.host,
        ip,
        body: { requestId, email: owner.email, password: 'New#Pass99', confirmPassword: 'x' },
      });
      expect(errorText(json(mismatch))).toBe(RESET_PASSWORD_MISMATCH_MESSAGE);

      const done = await call(app, 'GET', '/api/public/customer/forgot-password/verify', {
        host: owner.host,
        ip,
        query: { requestId, email: owner.email, password: 'New#Pass99' },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(json(done).data.msg).toBeTruthy();

      const oldSession = await call(app, 'GET', '/admin/dashboard', {
        host: owner.host,
        cookie: owner.cookie,
      });
      expect(oldSession.statusCode).toBe(302);
      expect((await login(owner.host, owner.email, OWNER_PASSWORD)).statusCode).toBe(401);
      expect((await login(owner.host, owner.email, 'New#Pass99')).statusCode).toBe(200);

      const reused = await call(app, 'POST', '/api/public/customer/forgot-password/verify', {
        host: owner.host,
        ip,
        body: { requestId, email: owner.email, password: 'Other#Pass99' },
      });
      expect(reused.statusCode).toBe(400);
      expect(errorText(json(reused))).toMatch(/not valid or has expired/);
    });

    it('signs a customer up and in, with profile details and no admin access', async () => {
      const email = freshEmail('priya');
      const payload = buildCustomerSignupPayload({
        firstName: ' Priya ',
        lastName: 'Nair',
        email,
        mobileNumber: '9876543210',
        birthDate: '1994-07-21',
        gender: 'FEMALE',
        password: CUSTOMER_PASSWORD,
        confirmPassword: CUSTOMER_PASSWORD,
      });
      const created = await call(app, 'POST', 'customer/create', { host: SHOP, body: payload });
      expect(created.statusCode, created.body).toBe(200);
      expect(json(created).data.user).toMatchObject({
        email,
        firstName: 'Priya',
        userType: 'CUSTOMER',
        birthDate: '1994-07-21',
        callingCode: '+91',
      });
      expect(JSON.stringify(json(created))).not.toContain('argon2');

      const dup = await call(app, 'POST', 'customer/create', { host: SHOP, body: payload });
      expect(dup.statusCode).toBe(409);
      expect(json(dup).msg).toBe('Email is not unique');
      expect(errorText(json(dup))).toBe('Email is not unique');

      const res = await login(SHOP, email, CUSTOMER_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { data } = json(res);
      expect(data.userType).toBe('CUSTOMER');
      expect(sessionCookieOf(res)).toMatch(/^sw_session=/);
      expect(String([res.headers['set-cookie']].flat()[0])).toContain(
        `Max-Age=${30 * 24 * 60 * 60}`,
      );

      const profile = await call(app, 'GET', 'profile/details', { host: SHOP, token: data.token });
      expect(profile.statusCode).toBe(200);
      expect(json(profile).data).toMatchObject({ email, mobileNumber: '9876543210' });

      const updated = await call(app, 'POST', 'profile/details', {
        host: SHOP,
        token: data.token,
        body: { firstName: 'Priyanka', lastName: 'Nair', mobileNumber: '8123456789' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(json(updated).data).toMatchObject({
        firstName: 'Priyanka',
        mobileNumber: '8123456789',
      });
      const badMobile = await call(app, 'POST', 'profile/details', {
        host: SHOP,
        token: data.token,
        body: { mobileNumber: '12345' },
      });
      expect(badMobile.statusCode).toBe(400);

      const admin = await call(app, 'GET', '/admin/dashboard', { host: SHOP, token: data.token });
      expect(admin.statusCode).toBe(403);
      const anon = await call(app, 'GET', 'profile/details', { host: SHOP });
      expect(anon.statusCode).toBe(401);
      // A shop customer's token means nothing on another workspace.
      const other = await call(app, 'GET', 'profile/details', {
        host: 'events.localhost:3000',
        token: data.token,
      });
      expect(other.statusCode).toBe(401);
    });

    it('checks the customer sign-up payload with the SPEC §5 messages', async () => {
      const before = await count('users');
      const empty = await call(app, 'POST', 'customer/create', { host: SHOP, body: {} });
      expect(empty.statusCode).toBe(400);
      const lines = errorText(json(empty)).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([FIRST_NAME_REQUIRED, EMAIL_REQUIRED, GENDER_REQUIRED]),
      );
      const mismatch = await call(app, 'POST', 'customer/create', {
        host: SHOP,
        body: {
          firstName: 'A',
          lastName: 'B',
          email: freshEmail('m'),
          password: CUSTOMER_PASSWORD,
          confirmPassword: 'Other@1234',
          mobileNumber: '9876543210',
          birthDate: '1990-01-01',
          gender: 'MALE',
        },
      });
      expect(json(mismatch).fieldErrors.confirmPassword).toBe(PASSWORDS_DO_NOT_MATCH);
      const owner = await call(app, 'POST', 'customer/create', {
        host: SHOP,
        body: { ...buildCustomerSignupPayload(validCustomer()), userType: 'OWNER' },
      });
      expect(owner.statusCode).toBe(400);
      expect(await count('users')).toBe(before);
    });

    it('logout revokes the session it carries', async () => {
      const values = validCustomer();
      await call(app, 'POST', 'customer/create', {
        host: SHOP,
        body: buildCustomerSignupPayload(values),
      });
      const res = await login(SHOP, values.email, values.password);
      const token = json(res).data.token as string;
      expect((await call(app, 'GET', 'profile/details', { host: SHOP, token })).statusCode).toBe(
        200,
      );
      const out = await call(app, 'POST', '/logout', { host: SHOP, token });
      expect(out.statusCode).toBe(200);
      expect(String([out.headers['set-cookie']].flat()[0])).toContain('Max-Age=0');
      expect((await call(app, 'GET', 'profile/details', { host: SHOP, token })).statusCode).toBe(
        401,
      );

      // The dashboard's sign-out form: a url-encoded post that redirects to the sign-in page.
      const owner = await registerOwner('Logout Garden');
      const form = await call(app, 'POST', '/admin/logout', {
        host: owner.host,
        cookie: owner.cookie,
        rawBody: '',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(form.statusCode).toBe(303);
      expect(form.headers.location).toBe('/admin/login');
      const after = await call(app, 'GET', '/admin/dashboard', {
        host: owner.host,
        cookie: owner.cookie,
      });
      expect(after.statusCode).toBe(302);
    });

    it('a password change keeps this session and revokes the others', async () => {
      const values = validCustomer();
      await call(app, 'POST', 'customer/create', {
        host: SHOP,
        body: buildCustomerSignupPayload(values),
      });
      const a = json(await login(SHOP, values.email, values.password)).data.token as string;
      const b = json(await login(SHOP, values.email, values.password)).data.token as string;

      const wrongCurrent = await call(app, 'POST', '/api/customer/update-password', {
        host: SHOP,
        token: a,
        body: {
          currentPassword: 'Wrong@1234',
          newPassword: 'Fresh@2024',
          confirmPassword: 'Fresh@2024',
        },
      });
      expect(wrongCurrent.statusCode).toBe(400);
      const mismatch = await call(app, 'POST', '/api/customer/update-password', {
        host: SHOP,
        token: a,
        body: {
          currentPassword: values.password,
          newPassword: 'Fresh@2024',
          confirmPassword: 'Fresh@2025',
        },
      });
      expect(errorText(json(mismatch))).toBe(PASSWORDS_DO_NOT_MATCH);

      const changed = await call(app, 'POST', '/api/customer/update-password', {
        host: SHOP,
        token: a,
        body: {
          currentPassword: values.password,
          newPassword: 'Fresh@2024',
          confirmPassword: 'Fresh@2024',
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call(app, 'GET', 'profile/details', { host: SHOP, token: a })).statusCode).toBe(
        200,
      );
      expect((await call(app, 'GET', 'profile/details', { host: SHOP, token: b })).statusCode).toBe(
        401,
      );
      expect((await login(SHOP, values.email, values.password)).statusCode).toBe(401);
      expect((await login(SHOP, values.email, 'Fresh@2024')).statusCode).toBe(200);
    });

    it("a second workspace's owner cannot open the first one's admin or data", async () => {
      const first = await registerOwner('First Orchard');
      const second = await registerOwner('Second Orchard');
      const token = json(await login(second.host, second.email, OWNER_PASSWORD)).data
        .token as string;

      for (const c of [
        { cookie: second.cookie },
        { token },
        { token, scheme: 'Bearer' as const },
      ]) {
        const res = await call(app, 'GET', '/admin/dashboard', { host: first.host, ...c });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/admin/login?from=%2Fadmin%2Fdashboard');
      }
      const data = await call(app, 'GET', 'profile/details', { host: first.host, token });
      expect(data.statusCode).toBe(401);
      const change = await call(app, 'POST', '/api/customer/update-password', {
        host: first.host,
        token,
        body: {
          currentPassword: OWNER_PASSWORD,
          newPassword: 'Taken@2024',
          confirmPassword: 'Taken@2024',
        },
      });
      expect(change.statusCode).toBe(401);
      // Its first-login hand-off does not open the other workspace either.
      const anon = await call(app, 'GET', '/admin/dashboard', { host: first.host });
      expect(anon.statusCode).toBe(302);
      expect(
        (await call(app, 'GET', '/admin/dashboard', { host: second.host, token })).statusCode,
      ).toBe(200);
    });

    it('a first-login token does not open another workspace', async () => {
      const email = freshEmail('handoff');
      await call(app, 'GET', '/public/customer/signup/send-otp', { query: { email } });
      const code = (await lastMail(email))!.code;
      const res = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email,
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName: 'Handoff Orchard',
          otp: code,
        },
      });
      const { loginToken } = json(res).data;
      const wrongHost = await call(app, 'GET', `/admin/first/login?token=${loginToken}`, {
        host: SHOP,
      });
      expect(wrongHost.statusCode).toBe(400);
      expect(wrongHost.headers['set-cookie']).toBeUndefined();
    });

    describe('bad input gets a readable 4xx and changes nothing', () => {
      const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
      const cases: { name: string; method: 'GET' | 'POST'; path: string; c: Call }[] = [
        {
          name: 'signup without fields',
          method: 'POST',
          path: '/public/customer/signup',
          c: { body: {} },
        },
        {
          name: 'signup with wrong types',
          method: 'POST',
          path: '/public/customer/signup',
          c: {
            body: {
              email: { a: 1 },
              firstName: ['x'],
              lastName: 'Verma',
              password: OWNER_PASSWORD,
              websiteName: 'Acme',
              otp: '123456',
            },
          },
        },
        {
          name: 'signup with malformed JSON',
          method: 'POST',
          path: '/public/customer/signup',
          c: { rawBody: '{"email": "a@example.com",' },
        },
        {
          name: 'signup with a 2 MB body',
          method: 'POST',
          path: '/public/customer/signup',
          c: { rawBody: big },
        },
        {
          name: 'send-otp without email',
          method: 'GET',
          path: '/public/customer/signup/send-otp',
          c: {},
        },
        {
          name: 'login without fields',
          method: 'POST',
          path: '/public/login',
          c: { host: SHOP, body: {} },
        },
        {
          name: 'login with wrong types',
          method: 'POST',
          path: '/public/login',
          c: { host: SHOP, body: { email: ['a@example.com'], password: { p: 1 } } },
        },
        {
          name: 'login with malformed JSON',
          method: 'POST',
          path: '/public/login',
          c: { host: SHOP, rawBody: '{nope' },
        },
        {
          name: 'login with a 2 MB body',
          method: 'POST',
          path: '/public/login',
          c: { host: SHOP, rawBody: big },
        },
        {
          name: 'login with an empty JSON body',
          method: 'POST',
          path: '/public/login',
          c: { host: SHOP, rawBody: '' },
        },
        {
          name: 'code send without email',
          method: 'POST',
          path: '/public/login/send-otp',
          c: { host: SHOP, body: {} },
        },
        {
          name: 'code verify with a wrong type',
          method: 'POST',
          path: '/public/login/verify-otp',
          c: { host: SHOP, body: { email: 'a@example.com', otp: { x: 1 } } },
        },
        {
          name: 'forgot without email',
          method: 'GET',
          path: '/api/public/customer/forgot-password',
          c: { host: SHOP },
        },
        {
          name: 'reset without requestId',
          method: 'GET',
          path: '/api/public/customer/forgot-password/verify',
          c: { host: SHOP, query: { email: 'a@example.com', password: 'New#Pass99' } },
        },
        {
          name: 'reset with malformed JSON',
          method: 'POST',
          path: '/api/public/customer/forgot-password/verify',
          c: { host: SHOP, rawBody: '[1,' },
        },
        {
          name: 'customer create with wrong types',
          method: 'POST',
          path: 'customer/create',
          c: { host: SHOP, body: { email: 5, firstName: { a: 1 }, gender: ['MALE'] } },
        },
        {
          name: 'customer create with a 2 MB body',
          method: 'POST',
          path: 'customer/create',
          c: { host: SHOP, rawBody: big },
        },
        {
          name: 'customer create with a JSON array',
          method: 'POST',
          path: 'customer/create',
          c: { host: SHOP, rawBody: '[]' },
        },
        {
          name: 'update-password without fields',
          method: 'POST',
          path: '/api/customer/update-password',
          c: { host: SHOP, body: {} },
        },
        {
          name: 'first login without token',
          method: 'GET',
          path: '/admin/first/login',
          c: { host: SHOP },
        },
        { name: 'dev mail without to', method: 'GET', path: '/api/dev/mail', c: {} },
      ];
      for (const k of cases) {
        it(k.name, async () => {
          const before = await Promise.all([
            count('users'),
            count('workspaces'),
            count('sessions'),
            count('one_time_codes'),
          ]);
          const res = await call(app, k.method, k.path, { ...k.c, ip: freshIp() });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          const text = errorText(json(res));
          expect(text).not.toBe(INTERNAL_ERROR_MESSAGE);
          expect(text.length).toBeGreaterThan(5);
          const after = await Promise.all([
            count('users'),
            count('workspaces'),
            count('sessions'),
            count('one_time_codes'),
          ]);
          expect(after).toEqual(before);
        });
      }
    });
  });
}

let customerCounter = 0;
function validCustomer() {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: `ravi${++customerCounter}.${randomBytes(3).toString('hex')}@example.com`,
    mobileNumber: '9123456780',
    birthDate: '1990-05-04',
    gender: 'MALE',
    password: CUSTOMER_PASSWORD,
    confirmPassword: CUSTOMER_PASSWORD,
  };
}

describe('in production', () => {
  it('sets Secure cookies and hides the outbox endpoint', async () => {
    const testDb = await createTestDb('sqlite');
    const mailer = createMailer({ outboxDir: mkdtempSync(join(tmpdir(), 'sw-outbox-')) });
    const app = await buildApp({
      db: testDb.db,
      clientDir: resolve('dist/client'),
      demoImagesDir: resolve('fixtures/images'),
      mailer,
      authSecret: randomBytes(32),
      rateLimiter: createMemoryRateLimiter(),
      production: true,
    });
    try {
      const email = 'prod.owner@example.com';
      const dev = await call(app, 'GET', '/api/dev/mail', { query: { to: email } });
      expect(dev.statusCode).toBe(404);
      await call(app, 'GET', '/public/customer/signup/send-otp', { query: { email } });
      const code = mailer.listOutbox(email)[0]!.code;
      const res = await call(app, 'POST', '/public/customer/signup', {
        body: {
          email,
          firstName: 'Asha',
          lastName: 'Verma',
          password: OWNER_PASSWORD,
          websiteName: 'Prod Garden',
          otp: code,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = json(res);
      const landed = await call(app, 'GET', `/admin/first/login?token=${data.loginToken}`, {
        host: data.meta.domain,
      });
      expect(landed.statusCode).toBe(302);
      expect(String([landed.headers['set-cookie']].flat()[0])).toContain('; Secure');
      expect(landed.headers['set-cookie']).toBeTruthy();
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
