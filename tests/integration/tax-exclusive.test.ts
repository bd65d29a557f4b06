// Prices before tax end to end on SQLite and PostgreSQL: the owner switches "Prices include tax"
// off, checkout adds GST on top (each line after its discount share at its product's rate,
// shipping and the cash-on-delivery fee at shipping's), the order stores it and charges the total
// with it, the invoice's tax total is the order's to the paisa (CGST+SGST within the shop's
// state, IGST across), and a refund's credit note gives the tax back with the rest.
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaise, rupeesInWords } from '../../server/invoices/rules';
import { ADMIN_API_PATHS } from '../../shared/admin-api';
import { ADMIN_ORDER_PATHS } from '../../shared/admin-orders';
import { CART_PATHS } from '../../shared/cart';
import { ADMIN_DISCOUNT_PATHS } from '../../shared/discounts';
import {
  GST_SETTINGS_MESSAGES,
  type GstSettingsAnswer,
  INVOICE_PATHS,
  TAX_NOTES,
} from '../../shared/gst';
import {
  CHECKOUT_SUMMARY_PATH,
  type CheckoutInitAnswer,
  type CheckoutSummary,
  type Order,
  ORDER_PATHS,
  type OrdersAnswer,
} from '../../shared/orders';
import { createTestApp, type TestApp } from '../support/app';
import {
  createTestCategory,
  createTestProduct,
  type TestProduct,
  workspaceIdOf,
} from '../support/catalogue-builders';
import { postgresReachable } from '../support/db';
import { callerOf, type Caller, newShopper, testAddress } from '../support/shoppers';

const pgUp = await postgresReachable();
const SHOP = 'shop.localhost:3000';
const SETTINGS = {
  legalName: 'Acme Retail Private Limited',
  gstin: '29AAGCB7383J1Z4',
  address: '1 MG Road\nBengaluru 560001',
  stateCode: '29',
  pricesIncludeTax: false,
  shippingRate: 18,
  shippingSac: '9965',
};
/** ₹49 everywhere, never free. */
const FLAT = {
  zones: [],
  restOfIndia: { flatRate: 4_900, freeAbove: null, perWeightRate: null },
  returnWindowDays: 7,
};

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The test's own arithmetic (not the server's): GST on top of an amount, to the paisa. */
const gstOn = (amount: number, rate: number) => Math.round((amount * rate) / 100);

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`prices before tax on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shopId: string;
    let owner: Caller;
    /** ₹1,049.00 in a category at 5 %. */
    let tee: TestProduct;
    /** ₹2,360.00 at its own 18 %. */
    let bag: TestProduct;
    /** ₹333.33 in the tees' category (5 %): three of them are 4,999.95 of GST → 5,000. */
    let socks: TestProduct;
    /** ₹299.50 with no rate anywhere: the default 18 %. */
    let mug: TestProduct;
    const db = () => t.testDb.db;

    async function shopper(state: string) {
      const who = await newShopper(db(), shopId, 'CUSTOMER');
      const api = callerOf(app, SHOP, who.token);
      const res = await api.post(ORDER_PATHS.addAddress, testAddress({ state }));
      expect(res.statusCode, res.body).toBe(201);
      return { who, api, addressId: (res.json() as { data: { _id: string } }).data._id };
    }

    async function addToBag(api: Caller, lines: [TestProduct, number][]) {
      for (const [p, quantity] of lines) {
        const res = await api.post(CART_PATHS.add, { productVariantId: p.variantIds[0], quantity });
        expect(res.statusCode, res.body).toBe(200);
      }
    }

    async function summary(api: Caller, q: Record<string, string> = {}) {
      const res = await api.get(CHECKOUT_SUMMARY_PATH, q);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CheckoutSummary).data;
    }

    async function orderOf(api: Caller, orderId: string): Promise<Order> {
      const res = await api.post(ORDER_PATHS.ordersAll, {
        filter: [{ key: '_id', operator: 'EQUALS', value: orderId }],
      });
      return (res.json() as OrdersAnswer).data[0]!;
    }

    async function pay(token: string, transactionId: string) {
      const posted = await app.inject({
        method: 'POST',
        url: `/pay/test/${transactionId}`,
        headers: {
          host: SHOP,
          authorization: `Basic ${token}`,
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

    const documentsOf = (orderId: string) =>
      db()
        .selectFrom('invoices')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('kind', 'desc')
        .execute();

    const ownerAction = (orderId: string, action: string, extra: object = {}) =>
      owner.post(ADMIN_ORDER_PATHS.action, { action, ...extra }, { id: orderId });

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      shopId = await workspaceIdOf(db(), 'shop.localhost');
      owner = callerOf(app, SHOP, (await newShopper(db(), shopId, 'OWNER')).token);
      const tees = await createTestCategory(db(), shopId, 'Tax Tees');
      await db()
        .updateTable('categories')
        .set({ hsn_code: '6109', gst_rate: 5 })
        .where('id', '=', tees.id)
        .execute();
      tee = await createTestProduct(db(), shopId, {
        name: 'Cotton Tee',
        categoryId: tees.id,
        variants: [{ price: 104_900, stock: 100 }],
      });
      socks = await createTestProduct(db(), shopId, {
        name: 'Cotton Socks',
        categoryId: tees.id,
        variants: [{ price: 33_333, stock: 100 }],
      });
      bag = await createTestProduct(db(), shopId, {
        name: 'Leather Bag',
        variants: [{ price: 236_000, stock: 100 }],
      });
      await db()
        .updateTable('products')
        .set({ hsn_code: '4202', gst_rate: 18 })
        .where('id', '=', bag.id)
        .execute();
      mug = await createTestProduct(db(), shopId, {
        name: 'Plain Mug',
        variants: [{ price: 29_950, stock: 100 }],
      });
      expect((await owner.post(ADMIN_API_PATHS.saveShipping, FLAT)).statusCode).toBe(200);
      const cod = await owner.post(ADMIN_API_PATHS.savePayments, {
        RAZORPAY: { keyId: '' },
        CASHFREE: { clientId: '' },
        PHONEPE: { merchantId: '', saltIndex: '' },
        testMode: true,
        // The limit is below order B's total with its tax and fee, above it without them.
        cod: { enabled: true, limit: 140_000, fee: 3_000 },
      });
      expect(cod.statusCode, cod.body).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lets the owner switch prices to before tax, with a GSTIN only', async () => {
      const bare = await owner.post(INVOICE_PATHS.settings, {
        ...SETTINGS,
        gstin: '',
        legalName: '',
        address: '',
      });
      expect(bare.statusCode).toBe(400);
      expect((bare.json() as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        pricesIncludeTax: GST_SETTINGS_MESSAGES.exclusive,
      });
      const notBool = await owner.post(INVOICE_PATHS.settings, {
        ...SETTINGS,
        pricesIncludeTax: 'no',
      });
      expect(notBool.statusCode).toBe(400);
      // The product page says so at once: its cached page and the workspace it was drawn from go.
      const path = (
        await db()
          .selectFrom('products')
          .select('path')
          .where('id', '=', tee.id)
          .executeTakeFirstOrThrow()
      ).path;
      const taxNote = async () => {
        const res = await app.inject({ method: 'GET', url: `/p/${path}`, headers: { host: SHOP } });
        expect(res.statusCode).toBe(200);
        return /data-testid="product-tax-note"[^>]*>([^<]*)</.exec(res.body)?.[1];
      };
      expect(await taxNote()).toBe(TAX_NOTES.included);
      const ok = await owner.post(INVOICE_PATHS.settings, SETTINGS);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((ok.json() as GstSettingsAnswer).data).toMatchObject({
        pricesIncludeTax: false,
        issuing: true,
      });
      const read = (await owner.get(INVOICE_PATHS.settings)).json() as GstSettingsAnswer;
      expect(read.data.pricesIncludeTax).toBe(false);
      expect(await taxNote()).toBe(TAX_NOTES.atCheckout);
    });

    it('within the state: discount, shipping and GST on top; invoice CGST+SGST = order tax; refund', async () => {
      const code = `TAX10${kind}`.toUpperCase();
      const made = await owner.post(ADMIN_DISCOUNT_PATHS.save, {
        code,
        kind: 'percent',
        value: 10,
      });
      expect(made.statusCode, made.body).toBe(200);
      const s = await shopper('Karnataka');
      await addToBag(s.api, [
        [tee, 2],
        [bag, 1],
      ]);
      // 10 % off each line: tee 20,980 and bag 23,600.
      const teeTax = gstOn(2 * 104_900 - 20_980, 5);
      const bagTax = gstOn(236_000 - 23_600, 18);
      const shipTax = gstOn(4_900, 18);
      const tax = teeTax + bagTax + shipTax;
      const total = 2 * 104_900 + 236_000 - 44_580 + 4_900 + tax;

      const before = await summary(s.api, { discountCode: code });
      expect(before).toMatchObject({ taxesExcluded: true, taxPending: true, tax: 0 });
      const withAddress = await summary(s.api, { discountCode: code, addressId: s.addressId });
      expect(withAddress).toMatchObject({ taxesExcluded: true, taxPending: false, tax, total });
      // Cash on delivery's fee would carry its own GST.
      expect(withAddress.cod).toMatchObject({ fee: 3_000, tax: gstOn(3_000, 18) });

      const res = await s.api.get(ORDER_PATHS.checkoutInit, {
        addressId: s.addressId,
        paymentMode: 'TEST',
        discountCode: code,
      });
      expect(res.statusCode, res.body).toBe(200);
      const init = (res.json() as CheckoutInitAnswer).data;
      // The gateway is asked for the total with its tax.
      expect(init.amount).toBe(total);
      const payment = await db()
        .selectFrom('payments')
        .select('amount')
        .where('order_id', '=', init.orderId)
        .executeTakeFirstOrThrow();
      expect(Number(payment.amount)).toBe(total);

      await pay(s.who.token, init.transactionId);
      const order = await orderOf(s.api, init.orderId);
      expect(order).toMatchObject({
        status: 'PAID',
        discount: 44_580,
        shipping: 4_900,
        tax,
        total,
      });
      expect(order.items.map((i) => [i.name, i.tax])).toEqual(
        expect.arrayContaining([
          ['Cotton Tee', teeTax],
          ['Leather Bag', bagTax],
        ]),
      );

      const [inv] = await documentsOf(init.orderId);
      expect(inv!.kind).toBe('invoice');
      expect(inv!.place_of_supply).toBe('Karnataka (29)');
      expect(Number(inv!.igst)).toBe(0);
      expect(Number(inv!.cgst) + Number(inv!.sgst)).toBe(order.tax);
      expect(Number(inv!.total)).toBe(order.total);
      // Taxable value = the price after discount, tax on top.
      expect(Number(inv!.taxable)).toBe(order.total - tax);
      const snap = JSON.parse(inv!.snapshot) as {
        pricesIncludeTax: boolean;
        lines: { description: string; taxable: number; unitPrice: number }[];
      };
      expect(snap.pricesIncludeTax).toBe(false);
      expect(snap.lines.find((l) => l.description === 'Leather Bag')?.taxable).toBe(212_400);
      const pdf = await owner.get(INVOICE_PATHS.adminPdf, { orderId: init.orderId });
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      for (const line of [
        'Prices are before GST; the taxable value is the price, the tax is added to it.',
        formatPaise(212_400),
        formatPaise(bagTax / 2),
        `Rs. ${formatPaise(total)}`,
        rupeesInWords(total),
      ])
        expect(text).toContain(line);

      const refunded = await ownerAction(init.orderId, 'cancel', { refund: true });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const [, cn] = await documentsOf(init.orderId);
      expect(cn!.kind).toBe('credit_note');
      expect(Number(cn!.total)).toBe(order.total);
      expect(Number(cn!.cgst) + Number(cn!.sgst)).toBe(order.tax);
      const back = await db()
        .selectFrom('payments')
        .select(['status', 'amount'])
        .where('order_id', '=', init.orderId)
        .executeTakeFirstOrThrow();
      expect(back.status).toBe('REFUNDED');
      expect(Number(back.amount)).toBe(total);
    });

    it('across states with cash on delivery: IGST on goods, shipping and fee = order tax', async () => {
      const s = await shopper('Maharashtra');
      await addToBag(s.api, [
        [socks, 3],
        [mug, 1],
      ]);
      const subtotal = 3 * 33_333 + 29_950;
      const tax = gstOn(3 * 33_333, 5) + gstOn(29_950, 18) + gstOn(4_900, 18) + gstOn(3_000, 18);
      expect(gstOn(3 * 33_333, 5)).toBe(5_000);
      const total = subtotal + 4_900 + 3_000 + tax;
      // The limit compares the bag after discount plus shipping, as before tax on top: 134,849
      // is within 140,000 though the total with fee and GST is not.
      expect(subtotal + 4_900).toBeLessThanOrEqual(140_000);
      expect(total).toBeGreaterThan(140_000);
      const sum = await summary(s.api, { addressId: s.addressId });
      expect(sum.paymentModes).toContain('COD');
      expect(sum.total + sum.cod!.fee + sum.cod!.tax!).toBe(total);

      const res = await s.api.get(ORDER_PATHS.checkoutInit, {
        addressId: s.addressId,
        paymentMode: 'COD',
      });
      expect(res.statusCode, res.body).toBe(200);
      const init = (res.json() as CheckoutInitAnswer).data;
      expect(init.amount).toBe(total);
      const order = await orderOf(s.api, init.orderId);
      expect(order).toMatchObject({ status: 'CONFIRMED', codFee: 3_000, tax, total });
      expect(order.items.reduce((n, i) => n + (i.tax ?? 0), 0)).toBe(
        gstOn(3 * 33_333, 5) + gstOn(29_950, 18),
      );

      // Cash on delivery is invoiced on dispatch.
      expect((await ownerAction(init.orderId, 'ship')).statusCode).toBe(200);
      const [inv] = await documentsOf(init.orderId);
      expect(inv!.place_of_supply).toBe('Maharashtra (27)');
      expect([Number(inv!.cgst), Number(inv!.sgst)]).toEqual([0, 0]);
      expect(Number(inv!.igst)).toBe(order.tax);
      expect(Number(inv!.total)).toBe(order.total);
    });

    it('keeps what an order was charged when the setting changes before its invoice', async () => {
      const s = await shopper('Karnataka');
      await addToBag(s.api, [[mug, 2]]);
      const res = await s.api.get(ORDER_PATHS.checkoutInit, {
        addressId: s.addressId,
        paymentMode: 'TEST',
      });
      const init = (res.json() as CheckoutInitAnswer).data;
      const tax = gstOn(59_900, 18) + gstOn(4_900, 18);
      expect(init.amount).toBe(59_900 + 4_900 + tax);
      // Back to prices with tax, and the mug's rate changed, before the payment lands.
      expect(
        (await owner.post(INVOICE_PATHS.settings, { ...SETTINGS, pricesIncludeTax: true }))
          .statusCode,
      ).toBe(200);
      await db().updateTable('products').set({ gst_rate: 12 }).where('id', '=', mug.id).execute();
      await pay(s.who.token, init.transactionId);
      const [inv] = await documentsOf(init.orderId);
      expect(Number(inv!.cgst) + Number(inv!.sgst)).toBe(tax);
      expect(Number(inv!.total)).toBe(init.amount);
      // New orders are back to prices with tax: nothing added.
      const s2 = await shopper('Karnataka');
      await addToBag(s2.api, [[mug, 1]]);
      const plain = await summary(s2.api, { addressId: s2.addressId });
      expect(plain.taxesExcluded).toBeUndefined();
      expect(plain.tax).toBeUndefined();
      expect(plain.total).toBe(29_950 + 4_900);
      await db().updateTable('products').set({ gst_rate: null }).where('id', '=', mug.id).execute();
    });
  });
}
