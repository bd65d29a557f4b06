// Account mail from the real server through the job queue (in process, and BullMQ on Redis)
// to a real SMTP server: an answer never waits for the mail server, and a mail the server
// defers is delivered once it accepts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer';
import { createTestApp, type TestApp } from '../support/app';
import { testQueues, until } from '../support/queues';
import { startSmtp, type TestSmtp } from '../support/smtp';

const SHOP = 'shop.localhost:3000';
const CUSTOMER = 'customer@northwind.test';

const { kinds, cleanUp } = await testQueues('the server’s mail tests');
const open: { t: TestApp; smtp: TestSmtp }[] = [];
afterEach(async () => {
  for (const { t, smtp } of open.splice(0)) {
    await t.close();
    await smtp.close();
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
});
