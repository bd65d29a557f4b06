// The newsletter on the real server (SQLite, and PostgreSQL when reachable): subscribe and
// change-status with every refusal and SPEC §8 text, the one-click unsubscribe of every mail
// (link and List-Unsubscribe), rate limits, workspaces kept apart, and the owner's subscribers,
// CSV and broadcasts.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_OWNER_ONLY,
  EMAIL_MISMATCH,
  NO_SUBSCRIBERS,
  ONE_CLICK_BODY_MESSAGE,
  SUBSCRIPTION_NOT_FOUND,
} from '../../server/newsletter/rules';
import type { OutboxEntry } from '../../server/mail/mailer';
import { resolveApiPath } from '../../shared/api-client';
import {
  ADMIN_CONTENT_PATHS,
  type AdminBroadcast,
  type AdminSubscribersAnswer,
} from '../../shared/admin-content';
import {
  CONTENT_PATHS,
  EMAIL_NOT_UNIQUE,
  SUBSCRIBE_SUCCESS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_SUCCESS,
} from '../../shared/content';
import { errorText } from '../../shared/error-text';
import { EMAIL_MESSAGE, EMAIL_REQUIRED, UNSUBSCRIBE_REASON_MESSAGE } from '../../shared/messages';
import { createTestApp, type TestApp } from '../support/app';
import { type Call, caller, ipSequence, mailsTo } from '../support/content-calls';
import { postgresReachable } from '../support/db';
import { createTestShop, type TestShop } from '../support/order-builders';
import { newShopper } from '../support/shoppers';
import {
  ADMIN_FORBIDDEN_MESSAGE,
  CROSS_SITE_MESSAGE,
  JSON_OBJECT_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn('PostgreSQL is not reachable: the PostgreSQL newsletter tests are skipped.');

let emailCounter = 0;
const freshEmail = (tag = 'reader') => `${tag}-${++emailCounter}-${Date.now()}@example.com`;

const freshIp = ipSequence('10.7');
const call = caller(freshIp);

const SUBSCRIBE = resolveApiPath(CONTENT_PATHS.newsletter);
const CHANGE = resolveApiPath(CONTENT_PATHS.newsletterChangeStatus);
const ONE_CLICK = {
  type: 'application/x-www-form-urlencoded',
  payload: 'List-Unsubscribe=One-Click',
};

/** The unsubscribe link's path and query from a mail's List-Unsubscribe header. */
function oneClickOf(mail: OutboxEntry) {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://invalid/');
  return { url, query: Object.fromEntries(url.searchParams) };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`newsletter on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    let staff: string;
    let customer: string;
    let otherOwner: string;

    const subscribe = (email: string, host = shop.host, ip?: string) =>
      call(app, host, 'POST', SUBSCRIBE, {
        body: { email, status: 'SUBSCRIBED' },
        ...(ip ? { ip } : {}),
      });
    const change = (
      query: Record<string, string>,
      body: Record<string, unknown>,
      host = shop.host,
    ) => call(app, host, 'POST', CHANGE, { query, body });
    const admin = (method: 'GET' | 'POST', path: string, c: Call = {}, host = shop.host) =>
      call(app, host, method, path, { token: owner, ...c });
    const listed = async (body: Record<string, unknown> = {}, host = shop.host, token = owner) =>
      (
        await call(app, host, 'POST', ADMIN_CONTENT_PATHS.subscribers, { token, body })
      ).json() as AdminSubscribersAnswer;

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db, { name: 'Reader Shop' });
      other = await createTestShop(db, { name: 'Other Shop' });
      owner = (await newShopper(db, shop.id, 'OWNER')).token;
      staff = (await newShopper(db, shop.id, 'STAFF')).token;
      customer = (await newShopper(db, shop.id, 'CUSTOMER')).token;
      otherOwner = (await newShopper(db, other.id, 'OWNER')).token;
    }, 60_000);
    afterAll(() => t?.close());

    it('subscribes a new address, stored trimmed and lower-cased, and mails a welcome with the one-click link', async () => {
      const email = freshEmail('New');
      const res = await subscribe(`  ${email.toUpperCase()} `);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        data: { _id: string; email: string; status: string };
        msg: string;
      };
      expect(body.msg).toBe(SUBSCRIBE_SUCCESS);
      expect(body.data).toEqual({
        _id: expect.any(String),
        email: email.toLowerCase(),
        status: 'SUBSCRIBED',
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const [mail] = await mailsTo(t, email.toLowerCase());
      expect(mail?.subject).toBe('You are subscribed to the Reader Shop newsletter');
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const { url, query } = oneClickOf(mail!);
      expect(url.origin).toBe(`http://${shop.host}`);
      expect(url.pathname).toBe(UNSUBSCRIBE_PATH);
      expect(query).toEqual({
        email: email.toLowerCase(),
        id: body.data._id,
        token: expect.any(String),
      });
      expect(mail?.text).toContain(url.toString());
      expect(mail?.html).toContain('Unsubscribe');
    });

    it("refuses an address already subscribed with 'Email is not unique', whatever its case, and keeps one row", async () => {
      const email = freshEmail('twice');
      expect((await subscribe(email)).statusCode).toBe(200);
      const again = await subscribe(` ${email.toUpperCase()}`);
      expect(again.statusCode).toBe(409);
      expect(errorText(again.json())).toBe(EMAIL_NOT_UNIQUE);
      const rows = await listed({ q: email });
      expect(rows.total).toBe(1);
      // Only the first subscription mailed.
      expect(await mailsTo(t, email, 2)).toHaveLength(1);
    });

    it('refuses bad input with readable messages and never a 500', async () => {
      const cases: [unknown, number, string][] = [
        [{ email: 'not-an-email', status: 'SUBSCRIBED' }, 400, EMAIL_MESSAGE],
        [{ email: '   ', status: 'SUBSCRIBED' }, 400, EMAIL_REQUIRED],
        [{ email: 'a b@c.de', status: 'SUBSCRIBED' }, 400, EMAIL_MESSAGE],
        [{ email: 42, status: 'SUBSCRIBED' }, 400, EMAIL_MESSAGE],
        [
          { email: freshEmail(), status: 'UNSUBSCRIBED' },
          400,
          'status must be SUBSCRIBED or UNSUBSCRIBED.',
        ],
        [{ email: freshEmail() }, 400, 'status must be SUBSCRIBED or UNSUBSCRIBED.'],
        [
          { email: freshEmail(), status: 'SUBSCRIBED', admin: true },
          400,
          '"admin" is not expected here.',
        ],
        [{ email: `${'a'.repeat(250)}@example.com`, status: 'SUBSCRIBED' }, 400, EMAIL_MESSAGE],
        [['x'], 400, JSON_OBJECT_MESSAGE],
      ];
      for (const [body, status, text] of cases) {
        const res = await call(app, shop.host, 'POST', SUBSCRIBE, { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(errorText(res.json()), JSON.stringify(body)).toBe(text);
      }
      const plain = await call(app, shop.host, 'POST', SUBSCRIBE, {
        raw: { type: 'text/plain', payload: `{"email":"${freshEmail()}","status":"SUBSCRIBED"}` },
      });
      expect(plain.statusCode).toBe(415);
      const nowhere = await subscribe(freshEmail(), 'nowhere.localhost:3000');
      expect(nowhere.statusCode).toBe(404);
      expect((await listed({ q: 'not-an-email' })).total).toBe(0);
    });

    it('unsubscribes with the link pair and a reason, idempotently; refuses a blank reason, a wrong pair and another email', async () => {
      const email = freshEmail('leaver');
      const { _id } = ((await subscribe(email)).json() as { data: { _id: string } }).data;
      const q = { email, id: _id };

      const blank = await change(q, { email, unsubscribeReason: '   ', status: 'UNSUBSCRIBED' });
      expect(blank.statusCode).toBe(400);
      expect(errorText(blank.json())).toBe(UNSUBSCRIBE_REASON_MESSAGE);
      const missing = await change(q, { email, status: 'UNSUBSCRIBED' });
      expect(errorText(missing.json())).toBe(UNSUBSCRIBE_REASON_MESSAGE);

      // A wrong id, an unknown address: the same 404, nothing said about the address.
      const wrongId = await change(
        { email, id: 'f'.repeat(36) },
        { email, unsubscribeReason: 'x', status: 'UNSUBSCRIBED' },
      );
      const unknown = await change(
        { email: 'nobody@example.com', id: _id },
        { email: 'nobody@example.com', unsubscribeReason: 'x', status: 'UNSUBSCRIBED' },
      );
      for (const res of [wrongId, unknown]) {
        expect(res.statusCode).toBe(404);
        expect(errorText(res.json())).toBe(SUBSCRIPTION_NOT_FOUND);
      }
      const mismatch = await change(q, {
        email: 'someone@example.com',
        unsubscribeReason: 'x',
        status: 'UNSUBSCRIBED',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(errorText(mismatch.json())).toBe(EMAIL_MISMATCH);
      const noQuery = await change(
        { email },
        { email, unsubscribeReason: 'x', status: 'UNSUBSCRIBED' },
      );
      expect(noQuery.statusCode).toBe(400);
      expect((await listed({ q: email })).data[0]?.status).toBe('SUBSCRIBED');

      const reason = '  <b>Too many</b> mails ';
      const ok = await change(q, {
        email: email.toUpperCase(),
        unsubscribeReason: reason,
        status: 'UNSUBSCRIBED',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        data: { _id, email, status: 'UNSUBSCRIBED' },
        msg: UNSUBSCRIBE_SUCCESS,
      });
      const twice = await change(q, {
        email,
        unsubscribeReason: 'another reason',
        status: 'UNSUBSCRIBED',
      });
      expect(twice.statusCode).toBe(200);
      expect((twice.json() as { data: { status: string } }).data.status).toBe('UNSUBSCRIBED');
      const row = (await listed({ q: email })).data[0]!;
      // Stored as text, trimmed, the first reason kept.
      expect(row).toMatchObject({
        status: 'UNSUBSCRIBED',
        unsubscribeReason: '<b>Too many</b> mails',
      });
      expect(row.unsubscribedAt).not.toBeNull();

      // change-status SUBSCRIBED subscribes again without a reason.
      const back = await change(q, { email, unsubscribeReason: '', status: 'SUBSCRIBED' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({
        data: { _id, email, status: 'SUBSCRIBED' },
        msg: SUBSCRIBE_SUCCESS,
      });
    });

    it('one-click: the List-Unsubscribe URL unsubscribes on POST without a reason; a wrong token or body does not', async () => {
      const email = freshEmail('oneclick');
      expect((await subscribe(email)).statusCode).toBe(200);
      const [mail] = await mailsTo(t, email);
      const { url, query } = oneClickOf(mail!);

      const wrong = await call(app, shop.host, 'POST', url.pathname, {
        query: { ...query, token: 'x'.repeat(43) },
        raw: ONE_CLICK,
      });
      expect(wrong.statusCode).toBe(404);
      expect(errorText(wrong.json())).toBe(SUBSCRIPTION_NOT_FOUND);
      const noBody = await call(app, shop.host, 'POST', url.pathname, { query });
      expect(noBody.statusCode).toBe(400);
      expect(errorText(noBody.json())).toBe(ONE_CLICK_BODY_MESSAGE);
      const elsewhere = await call(app, other.host, 'POST', url.pathname, {
        query,
        raw: ONE_CLICK,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await listed({ q: email })).data[0]?.status).toBe('SUBSCRIBED');

      const ok = await call(app, shop.host, 'POST', url.pathname, { query, raw: ONE_CLICK });
      expect(ok.statusCode).toBe(200);
      expect((ok.json() as { msg: string }).msg).toBe(UNSUBSCRIBE_SUCCESS);
      expect((await listed({ q: email })).data[0]).toMatchObject({
        status: 'UNSUBSCRIBED',
        unsubscribeReason: '',
      });
      const again = await call(app, shop.host, 'POST', url.pathname, { query, raw: ONE_CLICK });
      expect(again.statusCode).toBe(200);

      // Subscribing again makes a new token: the old mail's link no longer works, the new one does.
      const back = await subscribe(email);
      expect(back.statusCode).toBe(200);
      expect((back.json() as { data: { _id: string } }).data._id).toBe(query.id);
      const mails = await mailsTo(t, email, 2);
      expect(mails).toHaveLength(2);
      const fresh = oneClickOf(mails[0]!).query;
      expect(fresh.token).not.toBe(query.token);
      expect(
        (await call(app, shop.host, 'POST', url.pathname, { query, raw: ONE_CLICK })).statusCode,
      ).toBe(404);
      const multipart = {
        type: 'multipart/form-data; boundary=xyz',
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n',
      };
      const byForm = await call(app, shop.host, 'POST', url.pathname, {
        query: fresh,
        raw: multipart,
      });
      expect(byForm.statusCode).toBe(200);
      expect((await listed({ q: email })).data[0]?.status).toBe('UNSUBSCRIBED');
    });

    it('limits subscribe attempts per address and per IP with a readable 429', async () => {
      const email = freshEmail('limited');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await subscribe(email)).statusCode);
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409), 429]);
      const limited = await subscribe(email);
      expect(limited.statusCode).toBe(429);
      expect(errorText(limited.json())).toBe('Too many attempts. Please try again in 15 minutes.');
      expect(limited.headers['retry-after']).toBe('900');

      const ip = '10.99.1.1';
      const fromOneIp: number[] = [];
      for (let i = 0; i < 31; i++)
        fromOneIp.push((await subscribe(freshEmail('ip'), shop.host, ip)).statusCode);
      expect(fromOneIp.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(fromOneIp[30]).toBe(429);
      // change-status counts too: the same IP is refused there.
      const res = await call(app, shop.host, 'POST', CHANGE, {
        query: { email: 'x@example.com', id: 'y' },
        body: { email: 'x@example.com', unsubscribeReason: 'r', status: 'UNSUBSCRIBED' },
        ip,
      });
      expect(res.statusCode).toBe(429);
    });

    it('keeps workspaces apart: the same address subscribes anew elsewhere, and neither sees the other', async () => {
      const email = freshEmail('both');
      const here = (await subscribe(email)).json() as { data: { _id: string } };
      const there = await subscribe(email, other.host);
      expect(there.statusCode).toBe(200);
      const thereId = (there.json() as { data: { _id: string } }).data._id;
      expect(thereId).not.toBe(here.data._id);
      // The other workspace's change-status cannot touch this one's subscription.
      const cross = await change(
        { email, id: here.data._id },
        { email, unsubscribeReason: 'x', status: 'UNSUBSCRIBED' },
        other.host,
      );
      expect(cross.statusCode).toBe(404);
      expect((await listed({ q: email })).data.map((s) => s._id)).toEqual([here.data._id]);
      expect((await listed({ q: email }, other.host, otherOwner)).data.map((s) => s._id)).toEqual([
        thereId,
      ]);
      const mine = await listed({ s: 100 });
      expect(mine.data.some((s) => s._id === thereId)).toBe(false);
    });

    it("lists the owner's subscribers with search, status and pages; guards the list", async () => {
      const tag = `page${Date.now()}`;
      const emails: string[] = [];
      for (let i = 0; i < 5; i++) {
        const e = `${tag}-${i}@example.com`;
        emails.push(e);
        expect((await subscribe(e)).statusCode).toBe(200);
      }
      const first = (await subscribe(emails[0]!)).json();
      expect(errorText(first)).toBe(EMAIL_NOT_UNIQUE);
      const page0 = await listed({ q: tag, s: 2, p: 0 });
      const page2 = await listed({ q: tag, s: 2, p: 2 });
      expect(page0.total).toBe(5);
      expect(page0.data).toHaveLength(2);
      expect(page2.data).toHaveLength(1);
      const all = [...page0.data, ...(await listed({ q: tag, s: 2, p: 1 })).data, ...page2.data];
      expect(new Set(all.map((s) => s.email))).toEqual(new Set(emails));
      expect((await listed({ q: tag, status: 'UNSUBSCRIBED' })).total).toBe(0);
      expect((await listed({ q: '%' })).total).toBe(0);
      expect((await listed({ q: tag.toUpperCase() })).total).toBe(5);

      const bad = await admin('POST', ADMIN_CONTENT_PATHS.subscribers, { body: { s: '2' } });
      expect(bad.statusCode).toBe(400);
      expect(errorText(bad.json())).toBe('s must be a whole number from 1 to 100.');
      const none = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.subscribers, {
        body: {},
      });
      expect(none.statusCode).toBe(401);
      expect(errorText(none.json())).toBe(SIGN_IN_REQUIRED_MESSAGE);
      const asCustomer = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.subscribers, {
        token: customer,
        body: {},
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(errorText(asCustomer.json())).toBe(ADMIN_FORBIDDEN_MESSAGE);
      const otherSession = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.subscribers, {
        token: otherOwner,
        body: {},
      });
      expect(otherSession.statusCode).toBe(401);
      const asStaff = await listed({ q: tag }, shop.host, staff);
      expect(asStaff.total).toBe(5);
      const crossSite = await admin('POST', ADMIN_CONTENT_PATHS.subscribers, {
        body: {},
        headers: { origin: 'http://evil.test' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(errorText(crossSite.json())).toBe(CROSS_SITE_MESSAGE);
    });

    it("exports only this workspace's subscribers as CSV, formulas defused; owner side only", async () => {
      const mine = freshEmail('csv');
      const formula = `=cmd-${Date.now()}@example.com`;
      const theirs = freshEmail('theirs');
      expect((await subscribe(mine)).statusCode).toBe(200);
      expect((await subscribe(formula)).statusCode).toBe(200);
      expect((await subscribe(theirs, other.host)).statusCode).toBe(200);
      const res = await admin('GET', ADMIN_CONTENT_PATHS.subscribersCsv);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe('email,status,subscribedAt,unsubscribedAt,unsubscribeReason');
      expect(res.body).toContain(`${mine},SUBSCRIBED,`);
      expect(res.body).toContain(`'${formula},SUBSCRIBED,`);
      expect(res.body).not.toContain(theirs);
      const total = (await listed({ s: 1 })).total;
      expect(lines).toHaveLength(total + 1);
      const subscribedOnly = await admin('GET', ADMIN_CONTENT_PATHS.subscribersCsv, {
        query: { status: 'UNSUBSCRIBED' },
      });
      expect(subscribedOnly.body).not.toContain(mine);
      const bad = await admin('GET', ADMIN_CONTENT_PATHS.subscribersCsv, {
        query: { status: 'ALL' },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (await call(app, shop.host, 'GET', ADMIN_CONTENT_PATHS.subscribersCsv)).statusCode,
      ).toBe(401);
      expect(
        (await call(app, shop.host, 'GET', ADMIN_CONTENT_PATHS.subscribersCsv, { token: customer }))
          .statusCode,
      ).toBe(403);
      const theirExport = await call(app, other.host, 'GET', ADMIN_CONTENT_PATHS.subscribersCsv, {
        token: otherOwner,
      });
      expect(theirExport.body).toContain(theirs);
      expect(theirExport.body).not.toContain(mine);
    });

    it('broadcasts to every subscribed address with the link and header, records it, and refuses staff, repeats and bad input', async () => {
      const stayer = freshEmail('stayer');
      const leaver = freshEmail('gone');
      expect((await subscribe(stayer)).statusCode).toBe(200);
      const left = ((await subscribe(leaver)).json() as { data: { _id: string } }).data._id;
      expect(
        (
          await change(
            { email: leaver, id: left },
            { email: leaver, unsubscribeReason: 'bye', status: 'UNSUBSCRIBED' },
          )
        ).statusCode,
      ).toBe(200);
      const subscribed = (await listed({ status: 'SUBSCRIBED', s: 1 })).total;

      const body = {
        subject: `Spring news ${Date.now()}`,
        bodyMarkdown: '# New in\n\n**Linen** is back. <script>alert(1)</script>',
      };
      const byStaff = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.broadcast, {
        token: staff,
        body,
      });
      expect(byStaff.statusCode).toBe(403);
      expect(errorText(byStaff.json())).toBe(BROADCAST_OWNER_ONLY);
      const invalid = await admin('POST', ADMIN_CONTENT_PATHS.broadcast, {
        body: { subject: 'a\r\nBcc: x@evil.test', bodyMarkdown: 'x' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(errorText(invalid.json())).toBe('Please enter a subject (at most 200 characters).');
      const blank = await admin('POST', ADMIN_CONTENT_PATHS.broadcast, {
        body: { subject: 'Hi', bodyMarkdown: '  ' },
      });
      expect(blank.statusCode).toBe(400);

      const res = await admin('POST', ADMIN_CONTENT_PATHS.broadcast, { body });
      expect(res.statusCode).toBe(200);
      const sent = res.json() as { data: AdminBroadcast; msg: string };
      expect(sent.data.recipients).toBe(subscribed);
      expect(sent.msg).toBe(`Your newsletter is on its way to ${subscribed} subscribers.`);

      const [mail] = (await mailsTo(t, stayer, 2)).filter((m) => m.subject === body.subject);
      expect(mail).toBeDefined();
      expect(mail!.html).toContain('<h1>New in</h1>');
      expect(mail!.html).toContain('<strong>Linen</strong>');
      expect(mail!.html).not.toContain('<script');
      expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const { url, query } = oneClickOf(mail!);
      expect(mail!.text).toContain(url.toString());
      expect((await mailsTo(t, leaver, 2)).some((m) => m.subject === body.subject)).toBe(false);
      // The broadcast's link works: one click unsubscribes.
      const click = await call(app, shop.host, 'POST', url.pathname, { query, raw: ONE_CLICK });
      expect(click.statusCode).toBe(200);
      // Every subscribed address got exactly one.
      for (let i = 0; i < 100; i++) {
        const n = t.mailer.listOutbox().filter((m) => m.subject === body.subject).length;
        if (n >= subscribed) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const copies = t.mailer.listOutbox().filter((m) => m.subject === body.subject);
      expect(copies).toHaveLength(subscribed);
      expect(new Set(copies.map((m) => m.to)).size).toBe(subscribed);

      const repeat = await admin('POST', ADMIN_CONTENT_PATHS.broadcast, { body });
      expect(repeat.statusCode).toBe(409);
      expect(errorText(repeat.json())).toMatch(/^This newsletter was already sent a minute ago\./);

      const list = (await admin('GET', ADMIN_CONTENT_PATHS.broadcasts)).json() as {
        data: AdminBroadcast[];
      };
      expect(list.data[0]).toMatchObject({
        _id: sent.data._id,
        subject: body.subject,
        recipients: subscribed,
      });
      const theirs = (
        await call(app, other.host, 'GET', ADMIN_CONTENT_PATHS.broadcasts, { token: otherOwner })
      ).json() as { data: AdminBroadcast[] };
      expect(theirs.data.some((b) => b._id === sent.data._id)).toBe(false);
      expect(
        (await call(app, shop.host, 'GET', ADMIN_CONTENT_PATHS.broadcasts, { token: customer }))
          .statusCode,
      ).toBe(403);
    });

    it('serves the unsubscribe screen at the link, and the demo sites carry newsletter blocks', async () => {
      const email = freshEmail('screen');
      expect((await subscribe(email)).statusCode).toBe(200);
      const [mail] = await mailsTo(t, email);
      const { url } = oneClickOf(mail!);
      const screen = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { host: shop.host },
      });
      expect(screen.statusCode).toBe(200);
      expect(screen.headers['content-type']).toContain('text/html');
      expect(screen.body).toContain('data-testid="unsubscribe-form"');
      expect(screen.body).toContain('Unsubscribe from our newsletter');
      for (const [host, path] of [
        ['shop.localhost:3000', '/'],
        ['shop.localhost:3000', '/about'],
        ['org.localhost:3000', '/'],
        ['localhost:3000', '/'],
      ] as const) {
        const res = await app.inject({ method: 'GET', url: path, headers: { host } });
        expect(res.statusCode, host + path).toBe(200);
        expect(res.body, host + path).toContain('data-testid="newsletter-form"');
      }
    });

    it('refuses a broadcast to nobody', async () => {
      const db = t.testDb.db;
      const empty = await createTestShop(db);
      const token = (await newShopper(db, empty.id, 'OWNER')).token;
      const res = await call(app, empty.host, 'POST', ADMIN_CONTENT_PATHS.broadcast, {
        token,
        body: { subject: 'Hello', bodyMarkdown: 'Hi' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorText(res.json())).toBe(NO_SUBSCRIBERS);
    });
  });
}
