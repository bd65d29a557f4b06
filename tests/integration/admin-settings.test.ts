import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayKeys, GATEWAY_SECRET_NAMES, offeredModes } from '../../server/payments/config';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminSettings,
  PAYMENT_SETTINGS_MESSAGES,
  type PaymentSettingsInput,
  STAFF_MESSAGES,
  type StaffMember,
  STORE_SETTINGS_MESSAGES,
  type StoreSettingsInput,
} from '../../shared/admin-api';
import { DEFAULT_COD } from '../../shared/cod';
import { errorText } from '../../shared/error-text';
import { DEFAULT_SHIPPING } from '../../shared/shipping';
import { createTestApp, type TestApp } from '../support/app';
import { postgresReachable } from '../support/db';
import {
  createTestShop,
  createTestUser,
  adminCall,
  signInOn,
  TEST_PASSWORD,
  type TestShop,
} from '../support/order-builders';
import { CROSS_SITE_MESSAGE } from '../../server/http';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL is not reachable: the PostgreSQL settings tests are skipped.');

const settingsOf = (res: LightMyRequestResponse) => (res.json() as { data: AdminSettings }).data;
const staffOf = (res: LightMyRequestResponse) => (res.json() as { data: StaffMember[] }).data;

const STORE: StoreSettingsInput = {
  name: '  Marigold   Pottery ',
  defaultCurrency: 'USD',
  contact: { email: 'Hello@Marigold.test', phone: '+91 98765 43210', address: '4 Lake View, Pune' },
};

const SECRETS = {
  keySecret: 'rzp_secret_AbC123xyz',
  webhookSecret: 'whsec_9988776655',
  clientSecret: 'cf_secret_ZZtop42',
  saltKey: 'pp-salt-0c0ffee',
};

const PAYMENTS: PaymentSettingsInput = {
  RAZORPAY: {
    keyId: 'rzp_test_KEY1',
    keySecret: SECRETS.keySecret,
    webhookSecret: SECRETS.webhookSecret,
  },
  CASHFREE: { clientId: 'CF_CLIENT_7', clientSecret: SECRETS.clientSecret },
  PHONEPE: { merchantId: 'PGTESTPAYUAT', saltIndex: '1', saltKey: SECRETS.saltKey },
  testMode: true,
};

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgUp)(`admin settings and staff on ${kind}`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let shop: TestShop;
    let other: TestShop;
    let owner: string;
    let otherOwner: string;
    let staff: string;
    let staffId: string;

    const get = (token: string, host = shop.host) =>
      adminCall(app, host, 'GET', ADMIN_API_PATHS.settings, { token });
    const post = (url: string, body: unknown, token = owner, host = shop.host) =>
      adminCall(app, host, 'POST', url, { token, body });
    const workspace = async (id: string) => {
      const row = await t.testDb.db
        .selectFrom('workspaces')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { ...row, settings: JSON.parse(row.settings) as Record<string, unknown> };
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      app = t.app;
      const db = t.testDb.db;
      shop = await createTestShop(db);
      other = await createTestShop(db);
      const member = await createTestUser(db, shop.id, {
        firstName: 'Sam',
        lastName: 'Staff',
        userType: 'STAFF',
        password: TEST_PASSWORD,
      });
      staffId = member.id;
      owner = await signInOn(app, shop.host, shop.owner.email);
      otherOwner = await signInOn(app, other.host, other.owner.email);
      staff = await signInOn(app, shop.host, member.email);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers the settings to owner (may edit) and staff (may not)', async () => {
      const mine = await get(owner);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(settingsOf(mine)).toEqual({
        store: {
          name: shop.name,
          defaultCurrency: 'INR',
          contact: { email: '', phone: '', address: '' },
          lowStockThreshold: 5,
        },
        payments: {
          RAZORPAY: { keyId: '' },
          CASHFREE: { clientId: '' },
          PHONEPE: { merchantId: '', saltIndex: '' },
          testMode: false,
          cod: DEFAULT_COD,
        },
        shipping: DEFAULT_SHIPPING,
        secrets: {
          'RAZORPAY.keySecret': false,
          'RAZORPAY.webhookSecret': false,
          'CASHFREE.clientSecret': false,
          'PHONEPE.saltKey': false,
        },
        canEdit: true,
      });
      expect(settingsOf(await get(staff)).canEdit).toBe(false);
    });

    it('saves the store details, trimmed, and purges the cached pages', async () => {
      const page = await app.inject({ method: 'GET', url: '/', headers: { host: shop.host } });
      expect(page.statusCode).toBe(200);
      expect(app.pageCache.get(shop.id, '/')).toBeDefined();
      const res = await post(ADMIN_API_PATHS.saveStore, STORE);
      expect(res.statusCode, res.body).toBe(200);
      expect(settingsOf(res).store).toEqual({
        name: 'Marigold Pottery',
        defaultCurrency: 'USD',
        contact: {
          email: 'hello@marigold.test',
          phone: '+91 98765 43210',
          address: '4 Lake View, Pune',
        },
        // Left out: the threshold stays what it was.
        lowStockThreshold: 5,
      });
      expect(app.pageCache.get(shop.id, '/')).toBeUndefined();
      const ws = await workspace(shop.id);
      expect(ws.name).toBe('Marigold Pottery');
      expect(ws.settings).toMatchObject({
        defaultCurrency: 'USD',
        contact: { email: 'hello@marigold.test' },
      });
      // The next reads (and the admin shell's boot) see them.
      expect(settingsOf(await get(owner)).store.name).toBe('Marigold Pottery');
    });

    it('sets the low-stock alert, which the dashboard then uses', async () => {
      const res = await post(ADMIN_API_PATHS.saveStore, { ...STORE, lowStockThreshold: 12 });
      expect(res.statusCode, res.body).toBe(200);
      expect(settingsOf(res).store.lowStockThreshold).toBe(12);
      const dashboard = await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.dashboard, {
        token: owner,
      });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      expect(dashboard.json().data.lowStock.threshold).toBe(12);
      for (const bad of [-1, 2.5, 100_001, '7'])
        expect(
          (await post(ADMIN_API_PATHS.saveStore, { ...STORE, lowStockThreshold: bad })).json(),
        ).toMatchObject({
          fieldErrors: { lowStockThreshold: STORE_SETTINGS_MESSAGES.lowStockThreshold },
        });
      expect(settingsOf(await get(owner)).store.lowStockThreshold).toBe(12);
    });

    it('refuses bad store details field by field, with the same messages as the form', async () => {
      const res = await post(ADMIN_API_PATHS.saveStore, {
        name: '   ',
        defaultCurrency: 'JPY',
        contact: { email: 'not-an-email', phone: 'call me', address: 'x'.repeat(501) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fieldErrors: {
          name: STORE_SETTINGS_MESSAGES.name,
          defaultCurrency: STORE_SETTINGS_MESSAGES.defaultCurrency,
          'contact.email': STORE_SETTINGS_MESSAGES['contact.email'],
          'contact.phone': STORE_SETTINGS_MESSAGES['contact.phone'],
          'contact.address': STORE_SETTINGS_MESSAGES['contact.address'],
        },
      });
      const missing = await post(ADMIN_API_PATHS.saveStore, { name: 'Shop' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fieldErrors)).toEqual(['defaultCurrency', 'contact']);
      expect((await workspace(shop.id)).name).toBe('Marigold Pottery');
    });

    it('stores gateway keys: public halves in settings, secrets sealed and never answered', async () => {
      const res = await post(ADMIN_API_PATHS.savePayments, PAYMENTS);
      expect(res.statusCode, res.body).toBe(200);
      const s = settingsOf(res);
      expect(s.payments).toEqual({
        RAZORPAY: { keyId: 'rzp_test_KEY1' },
        CASHFREE: { clientId: 'CF_CLIENT_7' },
        PHONEPE: { merchantId: 'PGTESTPAYUAT', saltIndex: '1' },
        testMode: true,
        cod: DEFAULT_COD,
      });
      expect(Object.values(s.secrets)).toEqual([true, true, true, true]);
      const answers = [res.body, (await get(owner)).body, (await get(staff)).body];
      for (const body of answers)
        for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
      // Sealed at rest, opened only by the server, and checkout now offers every gateway.
      const rows = await t.testDb.db
        .selectFrom('workspace_secrets')
        .selectAll()
        .where('workspace_id', '=', shop.id)
        .execute();
      expect(rows.map((r) => r.name).sort()).toEqual(Object.values(GATEWAY_SECRET_NAMES).sort());
      for (const r of rows)
        for (const secret of Object.values(SECRETS)) expect(r.sealed).not.toContain(secret);
      expect(await app.secrets.get(shop.id, GATEWAY_SECRET_NAMES.razorpayKeySecret)).toBe(
        SECRETS.keySecret,
      );
      const ws = await workspace(shop.id);
      const keys = await gatewayKeys(shop.id, ws.settings, app.secrets);
      expect(keys.PHONEPE).toEqual({
        merchantId: 'PGTESTPAYUAT',
        saltIndex: '1',
        saltKey: SECRETS.saltKey,
      });
      expect(offeredModes(keys, ws.settings, false)).toEqual([
        'TEST',
        'RAZORPAY',
        'CASHFREE',
        'PHONEPE',
      ]);
    });

    it('keeps a secret for an empty field and clears one only when asked', async () => {
      const keep = await post(ADMIN_API_PATHS.savePayments, {
        ...PAYMENTS,
        RAZORPAY: { keyId: 'rzp_test_KEY2', keySecret: '' },
        CASHFREE: { clientId: 'CF_CLIENT_7' },
        PHONEPE: { merchantId: 'PGTESTPAYUAT', saltIndex: '1' },
        testMode: false,
        remove: ['RAZORPAY.webhookSecret'],
      });
      expect(keep.statusCode, keep.body).toBe(200);
      expect(settingsOf(keep).secrets).toEqual({
        'RAZORPAY.keySecret': true,
        'RAZORPAY.webhookSecret': false,
        'CASHFREE.clientSecret': true,
        'PHONEPE.saltKey': true,
      });
      expect(await app.secrets.get(shop.id, GATEWAY_SECRET_NAMES.razorpayKeySecret)).toBe(
        SECRETS.keySecret,
      );
      expect(await app.secrets.get(shop.id, GATEWAY_SECRET_NAMES.razorpayWebhookSecret)).toBeNull();
      const ws = await workspace(shop.id);
      expect(ws.settings.payments).toEqual({
        RAZORPAY: { keyId: 'rzp_test_KEY2' },
        CASHFREE: { clientId: 'CF_CLIENT_7' },
        PHONEPE: { merchantId: 'PGTESTPAYUAT', saltIndex: '1' },
      });
      // The store details saved before are untouched by a payments save.
      expect(ws.settings).toMatchObject({
        defaultCurrency: 'USD',
        contact: { phone: '+91 98765 43210' },
      });
    });

    it('refuses bad keys field by field and changes nothing', async () => {
      const res = await post(ADMIN_API_PATHS.savePayments, {
        ...PAYMENTS,
        RAZORPAY: { keyId: 'has space', keySecret: 'new secret with spaces' },
        PHONEPE: { merchantId: 'M', saltIndex: 'one' },
        testMode: 'yes',
        remove: ['RAZORPAY.keyId'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        'RAZORPAY.keyId': PAYMENT_SETTINGS_MESSAGES['RAZORPAY.keyId'],
        'RAZORPAY.keySecret': PAYMENT_SETTINGS_MESSAGES['RAZORPAY.keySecret'],
        'PHONEPE.saltIndex': PAYMENT_SETTINGS_MESSAGES['PHONEPE.saltIndex'],
        testMode: PAYMENT_SETTINGS_MESSAGES.testMode,
        remove: PAYMENT_SETTINGS_MESSAGES.remove,
      });
      expect(await app.secrets.get(shop.id, GATEWAY_SECRET_NAMES.razorpayKeySecret)).toBe(
        SECRETS.keySecret,
      );
      expect((await workspace(shop.id)).settings.payments).toMatchObject({
        RAZORPAY: { keyId: 'rzp_test_KEY2' },
      });
    });

    it('refuses every change by staff with 403 and changes nothing', async () => {
      const before = await workspace(shop.id);
      for (const [url, body] of [
        [ADMIN_API_PATHS.saveStore, { ...STORE, name: 'Staff Was Here' }],
        [ADMIN_API_PATHS.savePayments, { ...PAYMENTS, remove: ['CASHFREE.clientSecret'] }],
      ] as const) {
        const res = await post(url, body, staff);
        expect(res.statusCode, url).toBe(403);
        expect(errorText(res.json())).toBe(ADMIN_MESSAGES.ownerOnly);
      }
      for (const [url, body] of [
        [ADMIN_API_PATHS.addStaff, { firstName: 'New', lastName: 'Hire', email: 'hire@shop.test' }],
        [ADMIN_API_PATHS.removeStaff, { id: shop.owner.id }],
      ] as const) {
        const res = await post(url, body, staff);
        expect(res.statusCode, url).toBe(403);
        expect(errorText(res.json())).toBe(ADMIN_MESSAGES.staffOwnerOnly);
      }
      const after = await workspace(shop.id);
      expect(after).toEqual(before);
      expect(await app.secrets.get(shop.id, GATEWAY_SECRET_NAMES.cashfreeClientSecret)).toBe(
        SECRETS.clientSecret,
      );
    });

    it('keeps workspaces apart: another owner neither sees nor changes this shop', async () => {
      const theirs = settingsOf(await get(otherOwner, other.host));
      expect(theirs.store.name).toBe(other.name);
      expect(Object.values(theirs.secrets)).toEqual([false, false, false, false]);
      // Their session on this shop's host is no session at all.
      expect((await get(otherOwner)).statusCode).toBe(401);
      const write = await post(
        ADMIN_API_PATHS.saveStore,
        { ...STORE, name: 'Taken Over' },
        otherOwner,
      );
      expect(write.statusCode).toBe(401);
      const staffList = staffOf(
        await adminCall(app, other.host, 'GET', ADMIN_API_PATHS.staff, { token: otherOwner }),
      );
      expect(staffList.map((m) => m.email)).toEqual([other.owner.email]);
      expect((await workspace(shop.id)).name).toBe('Marigold Pottery');
    });

    it('refuses text bodies, other sites and strangers before anything else', async () => {
      const plain = await app.inject({
        method: 'POST',
        url: ADMIN_API_PATHS.saveStore,
        headers: { host: shop.host, authorization: `Basic ${owner}`, 'content-type': 'text/plain' },
        payload: JSON.stringify(STORE),
      });
      expect(plain.statusCode).toBe(415);
      const cross = await adminCall(app, shop.host, 'POST', ADMIN_API_PATHS.saveStore, {
        token: owner,
        body: STORE,
        headers: { 'sec-fetch-site': 'same-site' },
      });
      expect(cross.statusCode).toBe(403);
      expect(errorText(cross.json())).toBe(CROSS_SITE_MESSAGE);
      expect((await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.settings)).statusCode).toBe(
        401,
      );
    });

    it('adds a staff member who sets a password through the mailed link and signs in as staff', async () => {
      const email = `Nia.Newhire@${shop.domain.replace('.localhost', '')}.test`;
      const res = await post(ADMIN_API_PATHS.addStaff, {
        firstName: ' Nia ',
        lastName: 'Newhire',
        email,
      });
      expect(res.statusCode, res.body).toBe(200);
      const lower = email.toLowerCase();
      expect(res.json().msg).toBe(ADMIN_MESSAGES.staffAdded(lower));
      const added = staffOf(res).find((m) => m.email === lower)!;
      expect(added).toMatchObject({
        name: 'Nia Newhire',
        role: 'STAFF',
        passwordSet: false,
        you: false,
      });
      expect(staffOf(res)[0]).toMatchObject({ role: 'OWNER', you: true, passwordSet: true });

      const mail = await app.inject({
        method: 'GET',
        url: `/api/dev/mail?to=${encodeURIComponent(lower)}`,
        headers: { host: shop.host },
      });
      const message = (mail.json() as { data: { subject: string; text: string }[] }).data[0]!;
      expect(message.subject).toContain('Marigold Pottery');
      const link = /(http:\/\/\S+\/reset-password\?\S+)/.exec(message.text)![1]!;
      const url = new URL(link);
      expect(url.host).toBe(shop.host);
      expect(url.searchParams.get('email')).toBe(lower);

      const reset = await app.inject({
        method: 'POST',
        url: '/api/public/customer/forgot-password/verify',
        headers: { host: shop.host, 'content-type': 'application/json' },
        payload: JSON.stringify({
          requestId: url.searchParams.get('requestId'),
          email: lower,
          password: 'Newhire#2025',
          confirmPassword: 'Newhire#2025',
        }),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const token = await signInOn(app, shop.host, lower, 'Newhire#2025');
      const settings = await get(token);
      expect(settingsOf(settings).canEdit).toBe(false);
      const list = staffOf(
        await adminCall(app, shop.host, 'GET', ADMIN_API_PATHS.staff, { token }),
      );
      expect(list.find((m) => m.email === lower)).toMatchObject({ passwordSet: true, you: true });

      const again = await post(ADMIN_API_PATHS.addStaff, {
        firstName: 'Nia',
        lastName: 'Again',
        email: lower,
      });
      expect(again.statusCode).toBe(409);
      expect(errorText(again.json())).toBe(ADMIN_MESSAGES.staffTaken);
    });

    it('refuses a bad staff form field by field', async () => {
      const res = await post(ADMIN_API_PATHS.addStaff, {
        firstName: '',
        lastName: ' ',
        email: 'nope@x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        firstName: STAFF_MESSAGES.firstName,
        lastName: STAFF_MESSAGES.lastName,
        email: STAFF_MESSAGES.email,
      });
    });

    it('removes a staff member and ends their sessions; never the owner or oneself', async () => {
      const self = await post(ADMIN_API_PATHS.removeStaff, { id: shop.owner.id });
      expect(self.statusCode).toBe(400);
      expect(errorText(self.json())).toBe(ADMIN_MESSAGES.removeSelf);
      const coOwner = await createTestUser(t.testDb.db, shop.id, {
        firstName: 'Cora',
        lastName: 'Owner',
        userType: 'OWNER',
      });
      const owners = await post(ADMIN_API_PATHS.removeStaff, { id: coOwner.id });
      expect(owners.statusCode).toBe(403);
      expect(errorText(owners.json())).toBe(ADMIN_MESSAGES.removeOwner);
      const customer = await createTestUser(t.testDb.db, shop.id, {
        firstName: 'Cy',
        lastName: 'Customer',
      });
      const otherStaff = await createTestUser(t.testDb.db, other.id, {
        firstName: 'Oz',
        lastName: 'Other',
        userType: 'STAFF',
      });
      for (const id of [customer.id, otherStaff.id, 'nobody']) {
        const res = await post(ADMIN_API_PATHS.removeStaff, { id });
        expect(res.statusCode, id).toBe(404);
        expect(errorText(res.json())).toBe(ADMIN_MESSAGES.staffNotFound);
      }

      expect((await get(staff)).statusCode).toBe(200);
      const res = await post(ADMIN_API_PATHS.removeStaff, { id: staffId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().msg).toBe(ADMIN_MESSAGES.staffRemoved);
      expect(staffOf(res).map((m) => m._id)).not.toContain(staffId);
      // Their session is over at once, and the account is gone.
      expect((await get(staff)).statusCode).toBe(401);
      const gone = await t.testDb.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', staffId)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
      const twice = await post(ADMIN_API_PATHS.removeStaff, { id: staffId });
      expect(twice.statusCode).toBe(404);
    });
  });
}
