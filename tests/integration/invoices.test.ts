// GST invoices end to end on SQLite and PostgreSQL: orders paid through the test gateway get
// their invoice in the payment's transaction (CGST+SGST within the shop's state, IGST across),
// the PDF read back carries the order's figures, the series stays gap-free under concurrent
// payments, a refund issues a credit note, a month exports as CSV, and nobody else can read them.
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_PATHS } from '../../shared/admin-orders';
import { CART_PATHS } from '../../shared/cart';
import { errorText } from '../../shared/error-text';
import { GSTIN_MESSAGES, type GstSettingsAnswer, INVOICE_PATHS } from '../../shared/gst';
import {
  type CheckoutInitAnswer,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
} from '../../shared/orders';
import { formatPaise, rupeesInWords } from '../../server/invoices/rules';
import { createTestApp, type TestApp } from '../support/app';
import {
  createTestCategory,
  createTestProduct,
  type TestProduct,
  workspaceIdOf,
} from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, type Shopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
const SHOP = 'shop.localhost:3000';
const EVENTS = 'events.localhost:3000';
const GSTIN = '29AAGCB7383J1Z4';
const SETTINGS = {
  legalName: 'Acme Retail Private Limited',
  gstin: GSTIN,
  address: '1 MG Road\nBengaluru 560001',
  stateCode: '29',
  pricesIncludeTax: true,
  shippingRate: 18,
  shippingSac: '9965',
};

/** The test's own arithmetic (not the server's): inclusive price at a rate. */
const expectTax = (amount: number, rate: number) => {
  const taxable = Math.round((amount * 100) / (100 + rate));
  return { taxable, tax: amount - taxable };
};

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`GST invoices on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: Caller;
    /** ₹1,049.00, in a category of HSN 6109 at 5 %. */
    let tee: TestProduct;
    /** ₹2,360.00, its own HSN 4202 at 18 %. */
    let bag: TestProduct;
    /** ₹299.00 (so shipping is charged), in the tees' category. */
    let socks: TestProduct;
    const db = () => t.testDb.db;

    async function shopper(): Promise<{ who: Shopper; api: Caller }> {
      const who = await newShopper(db(), shopId, 'CUSTOMER', {
        firstName: 'Asha',
        lastName: 'Rao',
      });
      return { who, api: callerOf(app, SHOP, who.token) };
    }

    async function place(
      api: Caller,
      lines: [TestProduct, number][],
      state = 'Karnataka',
    ): Promise<CheckoutInitAnswer['data']> {
      for (const [p, quantity] of lines) {
        const res = await api.post(CART_PATHS.add, { productVariantId: p.variantIds[0], quantity });
        expect(res.statusCode, res.body).toBe(200);
      }
      const addr = await api.post(ORDER_PATHS.addAddress, testAddress({ state }));
      expect(addr.statusCode, addr.body).toBe(201);
      const res = await api.get(ORDER_PATHS.checkoutInit, {
        addressId: (addr.json() as { data: { _id: string } }).data._id,
        paymentMode: 'TEST',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CheckoutInitAnswer).data;
    }

    async function pay(who: Shopper, transactionId: string) {
      const posted = await app.inject({
        method: 'POST',
        url: `/pay/test/${transactionId}`,
        headers: {
          host: SHOP,
          authorization: `Basic ${who.token}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
        },
        payload: 'outcome=pay',
      });
      expect(posted.statusCode, posted.body).toBe(303);
      const back = await app.inject({
        method: 'GET',
        url: String(posted.headers.location),
        headers: { host: SHOP, accept: 'text/html' },
      });
      expect(back.statusCode, back.body).toBe(303);
    }

    async function orderOf(api: Caller, orderId: string): Promise<Order> {
      const res = await api.post(ORDER_PATHS.ordersAll, {
        filter: [{ key: '_id', operator: 'EQUALS', value: orderId }],
      });
      return (res.json() as OrdersAnswer).data[0]!;
    }

    const invoicesOf = (orderId: string) =>
      db()
        .selectFrom('invoices')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('kind')
        .execute();

    const customerPdf = (api: Caller, orderId: string, k = 'invoice') =>
      api.get(INVOICE_PATHS.customerPdf, { orderId, kind: k });

    async function paidOrder(lines: [TestProduct, number][], state = 'Karnataka') {
      const { who, api } = await shopper();
      const made = await place(api, lines, state);
      await pay(who, made.transactionId);
      return { who, api, made, order: await orderOf(api, made.orderId) };
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      // The demo shop is seeded with a GST registration: these tests start from a shop without
      // one, then register it through the settings route.
      const ws = await db()
        .selectFrom('workspaces')
        .select('settings')
        .where('id', '=', shopId)
        .executeTakeFirstOrThrow();
      const { gst: _seeded, ...rest } = JSON.parse(ws.settings) as Record<string, unknown>;
      await db()
        .updateTable('workspaces')
        .set({ settings: JSON.stringify(rest) })
        .where('id', '=', shopId)
        .execute();
      const tees = await createTestCategory(db(), shopId, 'GST Tees');
      await db()
        .updateTable('categories')
        .set({ hsn_code: '6109', gst_rate: 5 })
        .where('id', '=', tees.id)
        .execute();
      tee = await createTestProduct(db(), shopId, {
        name: 'Cotton Tee',
        categoryId: tees.id,
        variants: [{ price: 104_900, stock: 500 }],
      });
      socks = await createTestProduct(db(), shopId, {
        name: 'Cotton Socks',
        categoryId: tees.id,
        variants: [{ price: 29_900, stock: 50 }],
      });
      bag = await createTestProduct(db(), shopId, {
        name: 'Leather Bag',
        variants: [{ price: 236_000, stock: 50 }],
      });
      await db()
        .updateTable('products')
        .set({ hsn_code: '4202', gst_rate: 18 })
        .where('id', '=', bag.id)
        .execute();
      owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('issues no invoice without a GSTIN, and says so in the settings', async () => {
      const settings = (await owner.get(INVOICE_PATHS.settings)).json() as GstSettingsAnswer;
      expect(settings.data).toMatchObject({ gstin: '', issuing: false, pricesIncludeTax: true });
      const { api, made, order } = await paidOrder([[tee, 1]]);
      expect(order.status).toBe('PAID');
      expect(await invoicesOf(made.orderId)).toEqual([]);
      const res = await customerPdf(api, made.orderId);
      expect(res.statusCode).toBe(404);
      expect(errorText(res.json())).toBe('This order has no invoice of that kind.');
    });

    it('refuses invalid settings field by field, and staff may not change them', async () => {
      const bad = await owner.post(INVOICE_PATHS.settings, {
        ...SETTINGS,
        gstin: '29AAGCB7383J1Z5',
        shippingRate: 15,
      });
      expect(bad.statusCode).toBe(400);
      const body = bad.json() as { fieldErrors: Record<string, string> };
      expect(body.fieldErrors.gstin).toBe(GSTIN_MESSAGES.check);
      expect(body.fieldErrors.shippingRate).toContain('0, 5, 12, 18 or 28');
      const staff = callerOf(app, SHOP, (await newShopper(db(), shopId, 'STAFF')).token);
      expect((await staff.post(INVOICE_PATHS.settings, SETTINGS)).statusCode).toBe(403);
      const ok = await owner.post(INVOICE_PATHS.settings, {
        ...SETTINGS,
        gstin: GSTIN.toLowerCase(),
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((ok.json() as GstSettingsAnswer).data).toMatchObject({ gstin: GSTIN, issuing: true });
    });

    it('splits CGST and SGST within the state; the PDF carries the order’s figures', async () => {
      const { who, api, made, order } = await paidOrder([
        [tee, 2],
        [bag, 1],
      ]);
      const [inv] = await invoicesOf(made.orderId);
      expect(inv).toBeDefined();
      expect(inv!.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
      expect(inv!.place_of_supply).toBe('Karnataka (29)');
      const teeTax = expectTax(2 * 104_900, 5);
      const bagTax = expectTax(236_000, 18);
      expect(order.total).toBe(2 * 104_900 + 236_000); // free shipping above ₹999
      expect(Number(inv!.total)).toBe(order.total);
      expect(Number(inv!.taxable)).toBe(teeTax.taxable + bagTax.taxable);
      expect(Number(inv!.igst)).toBe(0);
      expect(Number(inv!.cgst) + Number(inv!.sgst)).toBe(teeTax.tax + bagTax.tax);
      expect(Math.abs(Number(inv!.cgst) - Number(inv!.sgst))).toBeLessThanOrEqual(1);

      const res = await customerPdf(api, made.orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(inv!.number.replace(/\//g, '-'));
      const text = await pdfText(res.rawPayload);
      for (const s of [
        'TAX INVOICE',
        inv!.number,
        SETTINGS.legalName,
        `GSTIN: ${GSTIN}`,
        'Karnataka (29)',
        `#${order.number}`,
        '6109',
        '4202',
        formatPaise(teeTax.taxable),
        formatPaise(bagTax.taxable),
        formatPaise(Math.ceil(teeTax.tax / 2)),
        formatPaise(Math.ceil(bagTax.tax / 2)),
        `Rs. ${formatPaise(order.total)}`,
        rupeesInWords(order.total),
        'This is a computer-generated invoice',
      ])
        expect(text).toContain(s);
      expect(text).not.toContain('IGST');

      // The confirmation mail carries the same PDF.
      let mail = t.mailer.listOutbox(who.email)[0];
      for (let i = 0; i < 50 && !mail; i++) {
        await new Promise((r) => setTimeout(r, 20));
        mail = t.mailer.listOutbox(who.email)[0];
      }
      expect(mail?.subject).toContain('confirmed');
      const file = mail?.attachments?.[0];
      expect(file?.filename).toBe(`${inv!.number.replace(/\//g, '-')}.pdf`);
      expect(file?.contentType).toBe('application/pdf');
      expect(await pdfText(Buffer.from(file!.contentBase64, 'base64'))).toContain(inv!.number);
    });

    it('charges IGST across states, shipping at its own rate and SAC', async () => {
      const { made, order } = await paidOrder([[socks, 1]], 'Maharashtra');
      const [inv] = await invoicesOf(made.orderId);
      expect(inv!.place_of_supply).toBe('Maharashtra (27)');
      expect(order.shipping).toBeGreaterThan(0);
      const goods = expectTax(29_900, 5);
      const ship = expectTax(order.shipping, 18);
      expect([Number(inv!.cgst), Number(inv!.sgst)]).toEqual([0, 0]);
      expect(Number(inv!.igst)).toBe(goods.tax + ship.tax);
      expect(Number(inv!.total)).toBe(order.total);
      const pdf = await owner.get(INVOICE_PATHS.adminPdf, { orderId: made.orderId });
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const s of [
        'IGST',
        'Maharashtra (27)',
        '9965',
        formatPaise(ship.taxable),
        formatPaise(goods.tax),
      ])
        expect(text).toContain(s);
      expect(text).not.toContain('CGST');
    });

    it('numbers 60 concurrent payments 1..N with no gap or duplicate', async () => {
      const orders = [];
      for (let i = 0; i < 60; i++) {
        const { who, api } = await shopper();
        orders.push({ who, made: await place(api, [[tee, 1]]) });
      }
      await Promise.all(orders.map((o) => pay(o.who, o.made.transactionId)));
      const rows = await db()
        .selectFrom('invoices')
        .select(['seq', 'number', 'financial_year', 'order_id'])
        .where('workspace_id', '=', shopId)
        .where('kind', '=', 'invoice')
        .execute();
      const seqs = rows.map((r) => Number(r.seq)).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
      expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
      const mine = new Set(orders.map((o) => o.made.orderId));
      expect(rows.filter((r) => mine.has(r.order_id))).toHaveLength(60);
      const counter = await db()
        .selectFrom('invoice_counters')
        .select('last_number')
        .where('workspace_id', '=', shopId)
        .where('kind', '=', 'invoice')
        .executeTakeFirstOrThrow();
      expect(Number(counter.last_number)).toBe(rows.length);
    }, 120_000);

    it('issues a credit note against the invoice on a refund', async () => {
      const { api, made, order } = await paidOrder([[bag, 1]]);
      const done = await owner.post(
        ADMIN_ORDER_PATHS.action,
        { action: 'cancel', refund: true },
        { id: made.orderId },
      );
      expect(done.statusCode, done.body).toBe(200);
      const [cn, inv] = await invoicesOf(made.orderId);
      expect(cn!.kind).toBe('credit_note');
      expect(cn!.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
      expect(cn!.against_id).toBe(inv!.id);
      expect(Number(cn!.total)).toBe(order.total);
      expect(Number(cn!.cgst)).toBe(Number(inv!.cgst));
      const res = await customerPdf(api, made.orderId, 'credit_note');
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const s of ['CREDIT NOTE', cn!.number, inv!.number, `Rs. ${formatPaise(order.total)}`])
        expect(text).toContain(s);
      const listed = await owner.get(INVOICE_PATHS.adminOfOrder, { orderId: made.orderId });
      expect((listed.json() as { data: { number: string }[] }).data.map((d) => d.number)).toEqual([
        inv!.number,
        cn!.number,
      ]);
    });

    it('exports the month as CSV, credit notes negative', async () => {
      const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
      const res = await owner.get(INVOICE_PATHS.adminCsv, { month });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Number,Date,Type,Order,Buyer,Buyer GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total',
      );
      const all = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('workspace_id', '=', shopId)
        .execute();
      expect(lines).toHaveLength(all.length + 1);
      const cn = all.find((r) => r.kind === 'credit_note')!;
      const row = lines.find((l) => l.startsWith(`${cn.number},`))!;
      expect(row).toContain(',Credit note,');
      expect(row.endsWith(`,-${(Number(cn.total) / 100).toFixed(2)}`)).toBe(true);
      const other = await owner.get(INVOICE_PATHS.adminCsv, { month: '2001-01' });
      expect(other.body.trim().split('\r\n')).toHaveLength(1);
      expect((await owner.get(INVOICE_PATHS.adminCsv, { month: '2026-13' })).statusCode).toBe(400);
    });

    it('shows nobody else the documents: another customer, another workspace’s owner', async () => {
      const { made } = await paidOrder([[tee, 1]]);
      const { api: stranger } = await shopper();
      const theirs = await customerPdf(stranger, made.orderId);
      expect(theirs.statusCode).toBe(404);
      expect(errorText(theirs.json())).toBe('This order is not in your account.');
      const eventsId = await workspaceIdOf(db(), 'events.localhost');
      const otherOwner = callerOf(app, EVENTS, (await newShopper(db(), eventsId, 'OWNER')).token);
      expect(
        (await otherOwner.get(INVOICE_PATHS.adminPdf, { orderId: made.orderId })).statusCode,
      ).toBe(404);
      const listed = await otherOwner.get(INVOICE_PATHS.adminOfOrder, { orderId: made.orderId });
      expect((listed.json() as { data: unknown[] }).data).toEqual([]);
      // Their session is not the shop's; the shop's customer is not an owner.
      expect(
        (await callerOf(app, SHOP).get(INVOICE_PATHS.adminPdf, { orderId: made.orderId }))
          .statusCode,
      ).toBe(401);
      expect(
        (await stranger.get(INVOICE_PATHS.adminPdf, { orderId: made.orderId })).statusCode,
      ).toBe(403);
    });
  });
}
