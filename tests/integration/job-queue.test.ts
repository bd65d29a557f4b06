// The real server's background jobs on both queue paths (in process, and BullMQ on Redis):
// account mail to a real SMTP server (an answer never waits for the mail server, and a mail
// it defers is delivered once it accepts), and the scheduled sweep of lapsed reservations.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_PATHS } from '../../shared/cart';
import { ORDER_PATHS } from '../../shared/orders';
import { createMailer } from '../../server/mail/mailer';
import { createTestApp, type TestApp } from '../support/app';
import { createTestProduct, workspaceIdOf } from '../support/catalogue-builders';
import { testQueues, until } from '../support/queues';
import { callerOf, newShopper, testAddress } from '../support/shoppers';
import { startSmtp, type TestSmtp } from '../support/smtp';

const SHOP = 'shop.localhost:3000';
const CUSTOMER = 'customer@northwind.test';

const { kinds, cleanUp } = await testQueues('the server’s mail tests');
const open: { t: TestApp; smtp?: TestSmtp }[] = [];
afterEach(async () => {
  for (const { t, smtp } of open.splice(0)) {
    await t.close();
    await smtp?.close();
  }
  await cleanUp();
});

describe.each(kinds)('account mail through the job queue %s', (_kind, available, make) => {
  it.skipIf(!available)(
    'answers at once while the mail server defers, and delivers the code once it accepts',
    async () => {
      const smtp = await startSmtp('defer');
      const mailer = createMailer({
        smtpUrl: smtp.url,
        outboxDir: join(mkdtempSync(join(tmpdir(), 'sw-mail-')), 'outbox'),
        timeoutMs: 500,
      });
      const t = await createTestApp('sqlite', {
        mailer,
        queue: make({ backoffMs: 50, attempts: 6 }),
      });
      open.push({ t, smtp });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/login/send-otp',
        headers: { host: SHOP, 'x-app-platform': 'WEB' },
        payload: { email: CUSTOMER },
      });
      expect(res.statusCode, res.body).toBe(200);
      await until(() => smtp.refusals >= 2);
      expect(smtp.received).toHaveLength(0);
      smtp.mode = 'accept';
      await until(() => smtp.received.length === 1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual([CUSTOMER]);
      const code = /Subject: (\d{6}) is your /.exec(mail.text)?.[1];
      expect(code, mail.text).toBeDefined();
      // The code in the mail signs the customer in.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/public/login/verify-otp',
        headers: { host: SHOP, 'x-app-platform': 'WEB' },
        payload: { email: CUSTOMER, otp: code },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    },
  );

  it.skipIf(!available)(
    'sweeps an unpaid order past its reservation on schedule: the stock comes back',
    async () => {
      const t = await createTestApp('sqlite', {
        queue: make(),
        payments: { reservationMs: 50, sweepEveryMs: 100 },
      });
      open.push({ t });
      const db = t.testDb.db;
      const shopId = await workspaceIdOf(db, 'shop.localhost');
      const product = await createTestProduct(db, shopId, {
        name: 'Swept Tee',
        variants: [{ price: 50_000, stock: 3 }],
      });
      const stock = async () =>
        (
          await db
            .selectFrom('product_variants')
            .select('stock')
            .where('id', '=', product.variantIds[0]!)
            .executeTakeFirstOrThrow()
        ).stock;
      const who = await newShopper(db, shopId, 'CUSTOMER');
      const api = callerOf(t.app, SHOP, who.token);
      await api.post(CART_PATHS.add, { productVariantId: product.variantIds[0], quantity: 2 });
      const address = await api.post(ORDER_PATHS.addAddress, testAddress());
      const placed = await api.get(ORDER_PATHS.checkoutInit, {
        addressId: (address.json() as { data: { _id: string } }).data._id,
        paymentMode: 'TEST',
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await stock()).toBe(1);
      await until(async () => (await stock()) === 3, 10_000);
    },
  );
});
