// Contact enquiries on the real server (SQLite, and PostgreSQL when reachable): the public route
// with every refusal, the owner's notice mail, rate limits, HTML kept as text, and the owner's
// inbox (search, status, pages, guards, workspaces kept apart).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_NOT_FOUND } from '../../server/enquiries/rules';
import { createRepo } from '../../scripts/site-repo';
import { resolveApiPath } from '../../shared/api-client';
import {
  ADMIN_CONTENT_PATHS,
  type AdminEnquiriesAnswer,
  type AdminEnquiry,
} from '../../shared/admin-content';
import { CONTENT_PATHS, ENQUIRY_SENT_MESSAGE, type EnquiryBody } from '../../shared/content';
import { errorText } from '../../shared/error-text';
import {
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  MOBILE_NUMBER_REQUIRED,
  NAME_REQUIRED,
} from '../../shared/messages';
import { createTestApp, type TestApp } from '../support/app';
import { caller, ipSequence, mailsTo } from '../support/content-calls';
import { postgresReachable } from '../support/db';
import { createTestShop, type TestShop } from '../support/order-builders';
import { newShopper } from '../support/shoppers';
import { ADMIN_FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL enquiry tests are skipped.');

let n = 0;
const enquiry = (over: Partial<EnquiryBody> = {}): EnquiryBody => ({
  customerName: 'Asha Rao',
  customerContact: '9876543210',
  customerEmail: `asha-${++n}-${Date.now()}@example.com`,
  message: 'Do you ship to Pune?',
  ...over,
});

const freshIp = ipSequence('10.6');
const call = caller(freshIp);

const ENQUIRY = resolveApiPath(CONTENT_PATHS.enquiry);

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`enquiries on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    let staff: string;
    let customer: string;
    let otherOwner: string;

    const send = (body: unknown, host = shop.host, ip?: string) =>
      call(app, host, 'POST', ENQUIRY, { body, ...(ip ? { ip } : {}) });
    const inbox = async (body: Record<string, unknown> = {}, host = shop.host, token = owner) =>
      (
        await call(app, host, 'POST', ADMIN_CONTENT_PATHS.enquiries, { token, body })
      ).json() as AdminEnquiriesAnswer;

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db, { name: 'Enquiry Shop' });
      other = await createTestShop(db, { name: 'Other Shop' });
      owner = (await newShopper(db, shop.id, 'OWNER')).token;
      staff = (await newShopper(db, shop.id, 'STAFF')).token;
      customer = (await newShopper(db, shop.id, 'CUSTOMER')).token;
      otherOwner = (await newShopper(db, other.id, 'OWNER')).token;
      // The shop's contact address is told too.
      const repo = createRepo(db);
      const ws = await repo.workspaceByDomain(shop.domain);
      await db
        .updateTable('workspaces')
        .set({
          settings: JSON.stringify({ ...ws!.settings, contact: { email: 'desk@enquiry.test' } }),
        })
        .where('id', '=', shop.id)
        .execute();
    }, 60_000);
    afterAll(() => t?.close());

    it('stores a message (trimmed) and answers 201 with the SPEC §8 text; the owners and the shop address are mailed', async () => {
      const body = enquiry({
        customerName: '  Asha  Rao ',
        customerEmail: ' Asha.Enquiry@Example.com ',
        message: '  Hello there.\nDo you ship to Pune?  ',
      });
      const res = await send(body);
      expect(res.statusCode).toBe(201);
      const answer = res.json() as { data: { _id: string; status: string }; msg: string };
      expect(answer.msg).toBe(ENQUIRY_SENT_MESSAGE);
      expect(answer.data.status).toBe('NEW');
      const row = (await inbox({ q: 'asha.enquiry' })).data[0];
      expect(row).toMatchObject({
        _id: answer.data._id,
        customerName: 'Asha  Rao',
        customerContact: '9876543210',
        customerEmail: 'asha.enquiry@example.com',
        message: 'Hello there.\nDo you ship to Pune?',
        status: 'NEW',
      });
      for (const to of [shop.owner.email, 'desk@enquiry.test']) {
        const [mail] = await mailsTo(t, to);
        expect(mail?.subject, to).toBe('New enquiry from Asha  Rao');
        expect(mail?.text).toContain('Do you ship to Pune?');
        expect(mail?.text).toContain(`http://${shop.host}/admin/enquiries`);
        expect(mail?.headers?.['Reply-To']).toBe('asha.enquiry@example.com');
      }
      // Not the other shop's owner.
      expect(t.mailer.listOutbox(other.owner.email)).toHaveLength(0);
    });

    it("puts the contact form on the demo sites' contact pages, the owner's markdown rendered", async () => {
      for (const host of ['shop.localhost:3000', 'org.localhost:3000', 'localhost:3000']) {
        const res = await app.inject({ method: 'GET', url: '/contact', headers: { host } });
        expect(res.statusCode, host).toBe(200);
        expect(res.body, host).toContain('data-testid="contact-form"');
        expect(res.body, host).toMatch(/<a href="(mailto|tel|\/)[^"]*">/);
      }
    });

    it('refuses each bad field with the SPEC §5 messages, together, and writes nothing', async () => {
      const before = (await inbox()).total;
      const all = await send({
        customerName: ' ',
        customerContact: '',
        customerEmail: '',
        message: '  ',
      });
      expect(all.statusCode).toBe(400);
      expect(all.json()).toMatchObject({
        fieldErrors: {
          customerName: NAME_REQUIRED,
          customerContact: MOBILE_NUMBER_REQUIRED,
          customerEmail: EMAIL_REQUIRED,
          message: MESSAGE_REQUIRED,
        },
      });
      const cases: [Partial<EnquiryBody> | Record<string, unknown>, string][] = [
        [{ customerContact: '4876543210' }, MOBILE_NUMBER_MESSAGE],
        [{ customerContact: '98765 43210' }, MOBILE_NUMBER_MESSAGE],
        [{ customerContact: '987654321' }, MOBILE_NUMBER_MESSAGE],
        [{ customerEmail: 'asha@' }, EMAIL_MESSAGE],
        [{ customerEmail: 'asha example.com' }, EMAIL_MESSAGE],
        [
          { customerContact: 9876543210 },
          'Please enter a valid 10-digit mobile number starting with 5, 6, 7, 8 or 9.',
        ],
        [{ message: 'x'.repeat(5001) }, 'Please write your message (at most 5,000 characters).'],
        [{ customerName: 'x'.repeat(101) }, 'Please enter your name (at most 100 characters).'],
        [{ subject: 'Hi' }, '"subject" is not expected here.'],
      ];
      for (const [over, text] of cases) {
        const res = await send({ ...enquiry(), ...over });
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(errorText(res.json()), JSON.stringify(over)).toBe(text);
      }
      const { message: _m, ...noMessage } = enquiry();
      const missing = await send(noMessage);
      expect(missing.statusCode).toBe(400);
      expect(errorText(missing.json())).toBe(
        'Please write your message (at most 5,000 characters).',
      );
      const plain = await call(app, shop.host, 'POST', ENQUIRY, {
        raw: { type: 'text/plain', payload: JSON.stringify(enquiry()) },
      });
      expect(plain.statusCode).toBe(415);
      const form = await call(app, shop.host, 'POST', ENQUIRY, {
        raw: { type: 'application/x-www-form-urlencoded', payload: 'customerName=a' },
      });
      expect(form.statusCode).toBe(415);
      expect((await send(enquiry(), 'nowhere.localhost:3000')).statusCode).toBe(404);
      expect((await inbox()).total).toBe(before);
    });

    it('keeps HTML as text: stored and listed as written, escaped in the mail', async () => {
      const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      const body = enquiry({ customerName: '<b>Eve</b>', message: html });
      expect((await send(body)).statusCode).toBe(201);
      const row = (await inbox({ q: body.customerEmail })).data[0]!;
      expect(row.customerName).toBe('<b>Eve</b>');
      expect(row.message).toBe(html);
      const mail = (await mailsTo(t, shop.owner.email, 2)).find((m) => m.text.includes(html))!;
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&#60;script&#62;alert(2)&#60;/script&#62;');
    });

    it('limits enquiries per address and per IP with a readable 429', async () => {
      const email = `limit-${Date.now()}@example.com`;
      const perEmail: number[] = [];
      for (let i = 0; i < 6; i++)
        perEmail.push((await send(enquiry({ customerEmail: email }))).statusCode);
      expect(perEmail).toEqual([201, 201, 201, 201, 201, 429]);
      const ip = '10.98.0.1';
      const perIp: number[] = [];
      for (let i = 0; i < 11; i++) perIp.push((await send(enquiry(), shop.host, ip)).statusCode);
      expect(perIp.slice(0, 10)).toEqual(Array<number>(10).fill(201));
      const limited = await send(enquiry(), shop.host, ip);
      expect(limited.statusCode).toBe(429);
      expect(errorText(limited.json())).toBe('Too many attempts. Please try again in 60 minutes.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      // Invalid attempts count too, so guessing is bounded as well.
      expect((await send({ ...enquiry(), customerContact: '1' }, shop.host, ip)).statusCode).toBe(
        429,
      );
    });

    it('lists the inbox with search, status and pages, marks enquiries read and handled; guards it', async () => {
      const tag = `inbox${Date.now()}`;
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await send(enquiry({ message: `${tag} message ${i}` }));
        ids.push((res.json() as { data: { _id: string } }).data._id);
        // Timestamps are to the millisecond, and two enquiries of the same millisecond are
        // listed by id: apart, the inbox's newest-first order is the order they were sent in.
        await new Promise((r) => setTimeout(r, 3));
      }
      const p0 = await inbox({ q: tag, s: 2, p: 0 });
      expect(p0.total).toBe(5);
      expect(p0.data.map((e) => e._id)).toEqual([ids[4], ids[3]]);
      expect((await inbox({ q: tag, s: 2, p: 2 })).data.map((e) => e._id)).toEqual([ids[0]]);
      expect((await inbox({ q: tag.toUpperCase() })).total).toBe(5);
      expect((await inbox({ q: '9876543210' })).total).toBeGreaterThanOrEqual(5);
      expect((await inbox({ q: '_' })).total).toBe(0);

      const mark = (id: string, status: string, token = owner, host = shop.host) =>
        call(app, host, 'POST', ADMIN_CONTENT_PATHS.enquiryStatus, {
          token,
          query: { id },
          body: { status },
        });
      const read = await mark(ids[0]!, 'READ');
      expect(read.statusCode).toBe(200);
      expect((read.json() as { data: AdminEnquiry }).data).toMatchObject({
        _id: ids[0],
        status: 'READ',
      });
      expect((await mark(ids[1]!, 'HANDLED', staff)).statusCode).toBe(200);
      expect((await inbox({ q: tag, status: 'NEW' })).total).toBe(3);
      expect((await inbox({ q: tag, status: 'HANDLED' })).data.map((e) => e._id)).toEqual([ids[1]]);
      expect((await mark(ids[1]!, 'NEW')).statusCode).toBe(200);
      expect((await inbox({ q: tag, status: 'NEW' })).total).toBe(4);

      const bad = await mark(ids[0]!, 'DONE');
      expect(bad.statusCode).toBe(400);
      expect(errorText(bad.json())).toBe('status must be NEW, READ or HANDLED.');
      const unknown = await mark('no-such-id', 'READ');
      expect(unknown.statusCode).toBe(404);
      expect(errorText(unknown.json())).toBe(ENQUIRY_NOT_FOUND);
      // Another workspace's owner cannot see or touch them, even by id.
      expect((await mark(ids[2]!, 'HANDLED', otherOwner, other.host)).statusCode).toBe(404);
      expect((await inbox({ q: tag }, other.host, otherOwner)).total).toBe(0);
      expect((await inbox({ q: tag, status: 'HANDLED' })).total).toBe(0);

      const none = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.enquiries, { body: {} });
      expect(none.statusCode).toBe(401);
      expect(errorText(none.json())).toBe(SIGN_IN_REQUIRED_MESSAGE);
      const asCustomer = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.enquiries, {
        token: customer,
        body: {},
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(errorText(asCustomer.json())).toBe(ADMIN_FORBIDDEN_MESSAGE);
      expect((await mark(ids[0]!, 'READ', customer)).statusCode).toBe(403);
      expect(
        (
          await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.enquiries, {
            token: otherOwner,
            body: {},
          })
        ).statusCode,
      ).toBe(401);
      const badList = await call(app, shop.host, 'POST', ADMIN_CONTENT_PATHS.enquiries, {
        token: owner,
        body: { p: -1 },
      });
      expect(badList.statusCode).toBe(400);
      expect(errorText(badList.json())).toBe('p must be a whole page number from 0 to 100000.');
    });
  });
}
