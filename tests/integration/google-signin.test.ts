// POST /api/public/login/google against a JWKS served by the test: real RS256 tokens signed
// with a key pair made here, verified by the real server. (Google's own keys and popup cannot
// be exercised offline.)
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { seedDemoWorkspaces } from '../../scripts/seed';
import { buildApp } from '../../server/app';
import { GOOGLE_MESSAGES } from '../../server/accounts/google';
import { createMemoryRateLimiter } from '../../server/accounts/throttle';
import { createUsers } from '../../server/accounts/users';
import { createMailer } from '../../server/mail/mailer';
import { createRepo } from '../../scripts/site-repo';
import { GOOGLE_NO_OWNER_MESSAGE } from '../../server/accounts/google-routes';
import { errorText } from '../../shared/error-text';
import { createTestDb, postgresReachable, type TestDb } from '../support/db';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL Google sign-in tests are skipped.');

const CLIENT_ID = 'sitewright-test.apps.googleusercontent.com';
const SHOP = 'shop.localhost:3000';
const PLATFORM = 'localhost:3000';
const KID = 'test-key-1';

const signing = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT as Google signs its ID tokens. */
function jwt(
  claims: Record<string, unknown>,
  opts: { key?: KeyObject; kid?: string; alg?: string } = {},
): string {
  const head = b64({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? KID, typ: 'JWT' });
  const body = b64(claims);
  const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), opts.key ?? signing.privateKey);
  return `${head}.${body}.${sig.toString('base64url')}`;
}

/** Claims of a valid token for an email, overridable one by one. */
function claims(email: string, over: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    sub: String(100000 + Math.floor(Math.random() * 1e9)),
    email,
    email_verified: true,
    given_name: 'Gita',
    family_name: 'Rao',
    iat: now - 10,
    exp: now + 3600,
    ...over,
  };
}

let jwks: Server;
let jwksUrl: string;
let jwksFetches = 0;

beforeAll(async () => {
  const jwk = {
    ...signing.publicKey.export({ format: 'jwk' }),
    kid: KID,
    alg: 'RS256',
    use: 'sig',
  };
  jwks = createServer((_req, res) => {
    jwksFetches++;
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600, must-revalidate',
    });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/oauth2/v3/certs`;
});
afterAll(async () => {
  await new Promise((r) => jwks?.close(r));
});

async function createApp(testDb: TestDb, google?: { clientId?: string; jwksUrl?: string }) {
  const app = await buildApp({
    db: testDb.db,
    clientDir: resolve('dist/client'),
    demoImagesDir: resolve('fixtures/images'),
    logger: false,
    mailer: createMailer({ outboxDir: mkdtempSync(join(tmpdir(), 'sw-outbox-')) }),
    authSecret: randomBytes(32),
    rateLimiter: createMemoryRateLimiter(),
    production: false,
    uploadsDir: mkdtempSync(join(tmpdir(), 'sw-uploads-')),
    google,
  });
  await app.ready();
  return app;
}

let ip = 0;
function google(app: FastifyInstance, host: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/public/login/google',
    headers: { host, 'x-app-platform': 'WEB', 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: `10.55.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
  });
}

const freshEmail = () => `gita.${randomBytes(4).toString('hex')}@gmail.com`;

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`Google sign-in on ${kind}`, () => {
    let testDb: TestDb;
    let app: FastifyInstance;
    let fetchesBefore = 0;

    beforeAll(async () => {
      fetchesBefore = jwksFetches;
      testDb = await createTestDb(kind);
      await seedDemoWorkspaces(createRepo(testDb.db), { users: createUsers({ db: testDb.db }) });
      app = await createApp(testDb, { clientId: CLIENT_ID, jwksUrl });
    });
    afterAll(async () => {
      await app?.close();
      await testDb?.drop();
    });

    async function shopUser(email: string) {
      return testDb.db
        .selectFrom('users')
        .innerJoin('workspaces', 'workspaces.id', 'users.workspace_id')
        .select(['users.id', 'users.user_type', 'users.password_hash', 'users.first_name'])
        .where('workspaces.slug', '=', 'shop')
        .where('users.email', '=', email)
        .execute();
    }

    it('signs a new customer up and in on a workspace host, once per email', async () => {
      const email = freshEmail();
      const res = await google(app, SHOP, { credential: jwt(claims(email)) });
      expect(res.statusCode, res.body).toBe(200);
      const data = (res.json() as { data: { token: string; userType: string; email: string } })
        .data;
      expect(data).toMatchObject({ userType: 'CUSTOMER', email });
      expect(String(res.headers['set-cookie'])).toContain('sw_session=');
      const profile = await app.inject({
        method: 'GET',
        url: '/api/io/crm/profile/details',
        headers: { host: SHOP, authorization: `Basic ${data.token}` },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.body).toContain(email);

      const again = await google(app, SHOP, { credential: jwt(claims(email)) });
      expect(again.statusCode).toBe(200);
      const rows = await shopUser(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        user_type: 'CUSTOMER',
        password_hash: null,
        first_name: 'Gita',
      });
    });

    it('signs an existing owner in on their workspace and opens the dashboard', async () => {
      const owner = DEMO_ACCOUNTS.find(
        (a) => a.domain === 'shop.localhost' && a.userType === 'OWNER',
      )!;
      const res = await google(app, SHOP, { credential: jwt(claims(owner.email)) });
      expect(res.statusCode, res.body).toBe(200);
      const { token, userType } = (res.json() as { data: { token: string; userType: string } })
        .data;
      expect(userType).toBe('OWNER');
      const dash = await app.inject({
        method: 'GET',
        url: '/admin/dashboard',
        headers: { host: SHOP, authorization: `Bearer ${token}` },
      });
      expect(dash.statusCode).toBe(200);
    });

    it('creates no account on the platform site: owners register first', async () => {
      const res = await google(app, PLATFORM, { credential: jwt(claims(freshEmail())) });
      expect(res.statusCode).toBe(401);
      expect(errorText(res.json())).toBe(GOOGLE_NO_OWNER_MESSAGE);
      const owner = DEMO_ACCOUNTS.find((a) => a.domain === 'localhost')!;
      const ok = await google(app, PLATFORM, { credential: jwt(claims(owner.email)) });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    const now = () => Math.floor(Date.now() / 1000);
    const refusals: [string, () => string, string][] = [
      [
        'a token for another client id',
        () => jwt(claims(freshEmail(), { aud: 'other.apps.googleusercontent.com' })),
        GOOGLE_MESSAGES.wrongAudience,
      ],
      [
        'an expired token',
        () => jwt(claims(freshEmail(), { iat: now() - 7200, exp: now() - 3600 })),
        GOOGLE_MESSAGES.expired,
      ],
      [
        'a token issued in the future',
        () => jwt(claims(freshEmail(), { iat: now() + 600, exp: now() + 4200 })),
        GOOGLE_MESSAGES.notYetValid,
      ],
      [
        'a token signed by another key',
        () => jwt(claims(freshEmail()), { key: stranger.privateKey }),
        GOOGLE_MESSAGES.badSignature,
      ],
      [
        'a token with an unknown key id',
        () => jwt(claims(freshEmail()), { kid: 'nope' }),
        GOOGLE_MESSAGES.badSignature,
      ],
      [
        'a token whose claims were changed after signing',
        () => {
          const [h, , s] = jwt(claims(freshEmail())).split('.');
          return `${h}.${b64(claims('victim@gmail.com'))}.${s}`;
        },
        GOOGLE_MESSAGES.badSignature,
      ],
      [
        'an unsigned token (alg none)',
        () => `${b64({ alg: 'none', kid: KID })}.${b64(claims(freshEmail()))}.`,
        GOOGLE_MESSAGES.malformed,
      ],
      [
        'an HS256 token',
        () => jwt(claims(freshEmail()), { alg: 'HS256' }),
        GOOGLE_MESSAGES.badSignature,
      ],
      [
        'an unverified email',
        () => jwt(claims(freshEmail(), { email_verified: false })),
        GOOGLE_MESSAGES.unverified,
      ],
      [
        'a token from another issuer',
        () => jwt(claims(freshEmail(), { iss: 'https://evil.example' })),
        GOOGLE_MESSAGES.wrongIssuer,
      ],
      ['something that is not a JWT', () => 'not-a-token', GOOGLE_MESSAGES.malformed],
    ];

    it.each(refusals)(
      'refuses %s with a readable 401 and signs no one in',
      async (_name, token, message) => {
        const before = await testDb.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        const res = await google(app, SHOP, { credential: token() });
        expect(res.statusCode, res.body).toBe(401);
        expect(errorText(res.json())).toBe(message);
        expect(res.headers['set-cookie']).toBeUndefined();
        const after = await testDb.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      },
    );

    it('answers bad input with a readable 400', async () => {
      for (const payload of [
        {},
        { credential: '' },
        { credential: ['a.b.c'] },
        { credential: 'x'.repeat(9000) },
        '{"credential":',
      ]) {
        const res = await google(app, SHOP, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorText(res.json())).toBeTruthy();
      }
      // The app's schemas coerce scalars, so a number is read as the token text it is not.
      const number = await google(app, SHOP, { credential: 42 });
      expect(number.statusCode).toBe(401);
      expect(errorText(number.json())).toBe(GOOGLE_MESSAGES.malformed);
    });

    it('fetches the keys once and keeps them for their max-age', () => {
      expect(jwksFetches - fetchesBefore).toBe(1);
    });

    it('says plainly when no client id is configured', async () => {
      const off = await createApp(testDb);
      try {
        const res = await google(off, SHOP, { credential: jwt(claims(freshEmail())) });
        expect(res.statusCode).toBe(404);
        expect(errorText(res.json())).toBe('Google sign-in is not set up.');
      } finally {
        await off.close();
      }
    });
  });
}
