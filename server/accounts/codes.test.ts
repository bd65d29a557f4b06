import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, postgresReachable, type TestDb } from '../../tests/support/db';
import {
  CODE_MAX_ATTEMPTS,
  CODE_SEND_WINDOW_MS,
  CODE_TTL_MS,
  createCodes,
  TOKEN_TTL_MS,
  type Codes,
} from './codes';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL one-time code tests are skipped.');

const PEPPER = 'test-pepper-0123456789-0123456789-abcdef';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`one-time codes on ${kind}`, () => {
    let testDb: TestDb;
    let codes: Codes;
    let clock: number;
    let ws: string;
    let ws2: string;
    let n = 0;
    /** A fresh address per test, so send limits of one test do not reach the next. */
    let email: string;

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      for (const slug of ['codes-a', 'codes-b']) {
        await testDb.db
          .insertInto('workspaces')
          .values({
            id: slug,
            slug,
            domain: `${slug}.localhost`,
            name: slug,
            settings: '{}',
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      ws = 'codes-a';
      ws2 = 'codes-b';
      codes = createCodes({ db: testDb.db, pepper: PEPPER, now: () => clock });
    });
    afterAll(async () => testDb?.drop());
    beforeEach(() => {
      clock = Date.parse('2030-01-01T00:00:00.000Z') + ++n * 3_600_000;
      email = `person${n}@example.com`;
    });

    const tick = (ms: number) => {
      clock += ms;
    };

    /** The stored row of a code. */
    function storedCode(id: string) {
      return testDb.db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    }

    async function issue(purpose: 'signup' | 'signin' = 'signin', workspaceId: string | null = ws) {
      const r = await codes.issueCode({ workspaceId, email, purpose });
      if (!r.ok) throw new Error(r.message);
      return r;
    }

    it('issues six random digits and stores only a keyed hash', async () => {
      const r = await issue();
      expect(r.code).toMatch(/^\d{6}$/);
      expect(r.expiresAt.getTime()).toBe(clock + CODE_TTL_MS);
      const rows = await testDb.db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('id', '=', r.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(r.code);
      expect(rows[0]!.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(rows[0]!.workspace_id).toBe(ws);
      const many = new Set<string>();
      for (let i = 0; i < 3; i++) {
        email = `spread${n}-${i}@example.com`;
        many.add((await issue()).code);
      }
      expect(many.size).toBeGreaterThan(1);
    });

    it('accepts the code once, then refuses its reuse', async () => {
      const { code } = await issue();
      expect(
        await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code }),
      ).toMatchObject({ ok: true });
      tick(1000);
      const again = await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code });
      expect(again).toMatchObject({ ok: false, reason: 'used' });
      expect(again.ok ? '' : again.message).toMatch(/already been used/);
    });

    it('matches the email case-insensitively and trims the entered code', async () => {
      const { code } = await issue();
      const r = await codes.verifyCode({
        workspaceId: ws,
        email: `  ${email.toUpperCase()} `,
        purpose: 'signin',
        code: ` ${code} `,
      });
      expect(r.ok).toBe(true);
    });

    it('expires after 10 minutes', async () => {
      const { code } = await issue();
      tick(CODE_TTL_MS);
      const r = await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code });
      expect(r).toMatchObject({ ok: false, reason: 'expired' });
      expect(r.ok ? '' : r.message).toMatch(/expired/);
    });

    it('still works one millisecond before the 10 minutes end', async () => {
      const { code } = await issue();
      tick(CODE_TTL_MS - 1);
      expect((await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code })).ok).toBe(
        true,
      );
    });

    it('counts wrong tries: after 4 the right code still works', async () => {
      const { code } = await issue();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= CODE_MAX_ATTEMPTS - 1; i++) {
        const r = await codes.verifyCode({
          workspaceId: ws,
          email,
          purpose: 'signin',
          code: wrong,
        });
        expect(r).toMatchObject({
          ok: false,
          reason: 'invalid',
          attemptsLeft: CODE_MAX_ATTEMPTS - i,
        });
      }
      expect((await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code })).ok).toBe(
        true,
      );
    });

    it('voids the code after 5 wrong tries, so the right code no longer works', async () => {
      const { code, id } = await issue();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++)
        await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code: wrong });
      const fifth = await codes.verifyCode({
        workspaceId: ws,
        email,
        purpose: 'signin',
        code: wrong,
      });
      expect(fifth).toMatchObject({ ok: false, reason: 'too-many-attempts' });
      const right = await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code });
      expect(right).toMatchObject({ ok: false, reason: 'too-many-attempts' });
      const row = await storedCode(id);
      expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
      expect(row.voided_at).not.toBeNull();
      expect(row.used_at).toBeNull();
    });

    it('never compares more than 5 guesses, even sent all at once', async () => {
      const { id } = await issue();
      const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
      const results = await Promise.all(
        guesses.map((g) =>
          codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code: g }),
        ),
      );
      expect(results.every((r) => !r.ok)).toBe(true);
      const row = await storedCode(id);
      expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    });

    it('a resend makes a new code and voids the old one', async () => {
      const first = await issue();
      tick(30_000);
      const second = await issue();
      expect(second.id).not.toBe(first.id);
      if (first.code !== second.code) {
        const old = await codes.verifyCode({
          workspaceId: ws,
          email,
          purpose: 'signin',
          code: first.code,
        });
        expect(old.ok).toBe(false);
      }
      const oldRow = await storedCode(first.id);
      expect(oldRow.voided_at).not.toBeNull();
      expect(
        (await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code: second.code }))
          .ok,
      ).toBe(true);
    });

    it('refuses a 4th send to the same address within 15 minutes, then allows it', async () => {
      await issue('signup', null);
      tick(60_000);
      await issue('signup', null);
      tick(60_000);
      await issue('signup', null);
      tick(60_000);
      const fourth = await codes.issueCode({
        workspaceId: null,
        email: email.toUpperCase(),
        purpose: 'signup',
      });
      expect(fourth.ok).toBe(false);
      if (fourth.ok) return;
      expect(fourth.reason).toBe('too-many-sends');
      expect(fourth.retryAfterMs).toBe(CODE_SEND_WINDOW_MS - 3 * 60_000);
      expect(fourth.message).toBe(
        'Too many codes were sent to this email. Please try again in 12 minutes.',
      );
      // another purpose to the same address counts too
      expect((await codes.issueCode({ workspaceId: null, email, purpose: 'signin' })).ok).toBe(
        false,
      );
      // another workspace is another scope
      expect((await codes.issueCode({ workspaceId: ws, email, purpose: 'signin' })).ok).toBe(true);
      tick(CODE_SEND_WINDOW_MS - 3 * 60_000);
      expect((await codes.issueCode({ workspaceId: null, email, purpose: 'signup' })).ok).toBe(
        true,
      );
    });

    it('binds a code to its purpose, email and workspace', async () => {
      const { code } = await issue('signin', ws);
      const tries = [
        { workspaceId: ws, email, purpose: 'signup' as const },
        { workspaceId: ws, email: `other.${email}`, purpose: 'signin' as const },
        { workspaceId: ws2, email, purpose: 'signin' as const },
        { workspaceId: null, email, purpose: 'signin' as const },
      ];
      for (const t of tries) {
        const r = await codes.verifyCode({ ...t, code });
        expect(r).toMatchObject({ ok: false, reason: 'missing' });
      }
      expect((await codes.verifyCode({ workspaceId: ws, email, purpose: 'signin', code })).ok).toBe(
        true,
      );
    });

    it('hands off a 256-bit first-login token once, in its workspace only, stored hashed', async () => {
      const r = await codes.issueToken({ workspaceId: ws, email, purpose: 'first-login' });
      if (!r.ok) throw new Error(r.message);
      expect(r.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.expiresAt.getTime()).toBe(clock + TOKEN_TTL_MS['first-login']);
      const all = await testDb.db.selectFrom('one_time_codes').selectAll().execute();
      expect(JSON.stringify(all)).not.toContain(r.code);
      expect(
        await codes.consumeToken({ purpose: 'first-login', token: r.code, workspaceId: ws2 }),
      ).toMatchObject({ ok: false });
      expect(await codes.consumeToken({ purpose: 'reset', token: r.code })).toMatchObject({
        ok: false,
      });
      expect(
        await codes.consumeToken({ purpose: 'first-login', token: r.code, workspaceId: ws }),
      ).toEqual({
        ok: true,
        id: r.id,
        email,
        workspaceId: ws,
      });
      expect(
        await codes.consumeToken({ purpose: 'first-login', token: r.code, workspaceId: ws }),
      ).toMatchObject({
        ok: false,
        reason: 'used',
      });
      expect(await codes.consumeToken({ purpose: 'first-login', token: 'short' })).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    });

    it('reset tokens need the matching email, expire, and count as sends', async () => {
      const r = await codes.issueToken({ workspaceId: ws, email, purpose: 'reset' });
      if (!r.ok) throw new Error(r.message);
      expect(
        await codes.consumeToken({ purpose: 'reset', token: r.code, email: 'x@example.com' }),
      ).toMatchObject({ ok: false });
      tick(TOKEN_TTL_MS.reset);
      expect(await codes.consumeToken({ purpose: 'reset', token: r.code, email })).toMatchObject({
        ok: false,
        reason: 'expired',
      });
      tick(1000);
      const again = await codes.issueToken({ workspaceId: ws, email, purpose: 'reset' });
      if (!again.ok) throw new Error(again.message);
      expect(
        (
          await codes.consumeToken({
            purpose: 'reset',
            token: again.code,
            email: email.toUpperCase(),
          })
        ).ok,
      ).toBe(true);
      // the expired one is out of the 15-minute window: this is the 2nd and 3rd send in it
      await issue('signin');
      expect((await codes.issueToken({ workspaceId: ws, email, purpose: 'reset' })).ok).toBe(true);
      const fourth = await codes.issueToken({ workspaceId: ws, email, purpose: 'reset' });
      expect(fourth).toMatchObject({ ok: false, reason: 'too-many-sends' });
    });

    it('prunes long-expired rows', async () => {
      const { id } = await issue();
      tick(CODE_TTL_MS + 25 * 3_600_000);
      await codes.prune();
      const row = await testDb.db
        .selectFrom('one_time_codes')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      expect(randomUUID()).toBeTruthy();
    });
  });
}
