import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogger } from '../../tests/support/logger';
import { testQueues, until } from '../../tests/support/queues';
import { startSmtp, type TestSmtp } from '../../tests/support/smtp';
import { createMailer, type Mailer } from './mailer';
import { MAIL_JOB, queueMail } from './queued';
import { codeMail } from './templates';

const { kinds, cleanUp } = await testQueues('the mail queue tests');
const servers: TestSmtp[] = [];
const mailers: Mailer[] = [];
afterEach(async () => {
  await cleanUp();
  for (const m of mailers.splice(0)) m.close();
  for (const s of servers.splice(0)) await s.close();
});

describe.each(kinds)('mail through the job queue %s', (_kind, available, make) => {
  /** A real SMTP server in `mode`, and a queued mailer to it (fast retries, short timeouts). */
  async function setUp(mode: TestSmtp['mode'], attempts = 4) {
    const smtp = await startSmtp(mode);
    servers.push(smtp);
    const smtpMailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: join(mkdtempSync(join(tmpdir(), 'sw-mail-')), 'outbox'),
      from: 'Shop <shop@x.test>',
      timeoutMs: 300,
    });
    mailers.push(smtpMailer);
    const jobs = make({ attempts, backoffMs: 50 });
    const mailer = queueMail(jobs, smtpMailer);
    const { log, records } = captureLogger();
    jobs.start(log);
    const mail = codeMail({
      to: 'jane@x.test',
      code: '424242',
      purpose: 'signin',
      siteName: 'Shop',
    });
    return { smtp, jobs, mailer, records, mail };
  }

  it.skipIf(!available)('delivers to a server that accepts, with its text', async () => {
    const { smtp, mailer, mail } = await setUp('accept');
    await mailer.send(mail);
    await until(() => smtp.received.length === 1);
    const got = smtp.received[0]!;
    expect(got.to).toEqual(['jane@x.test']);
    expect(got.from).toBe('shop@x.test');
    expect(got.text).toContain('Subject: 424242 is your Shop code');
    expect(got.text).toContain(mail.text.split('\n')[0]!);
  });

  it.skipIf(!available)(
    'retries while the server defers (451), and delivers once it accepts',
    async () => {
      const { smtp, jobs, mailer, mail } = await setUp('defer');
      await mailer.send(mail);
      await until(() => smtp.refusals >= 2);
      expect(smtp.received).toHaveLength(0);
      smtp.mode = 'accept';
      await until(() => smtp.received.length === 1);
      expect(smtp.received[0]!.text).toContain('424242');
      expect(await jobs.failed()).toEqual([]);
    },
  );

  it.skipIf(!available)(
    'records the mail as failed after its attempts when the server keeps deferring',
    async () => {
      const { smtp, jobs, mailer, mail, records } = await setUp('defer', 3);
      await mailer.send(mail);
      await until(async () => (await jobs.failed(MAIL_JOB)).length === 1);
      expect(smtp.refusals).toBe(3);
      expect((await jobs.failed(MAIL_JOB))[0]).toMatchObject({ attempts: 3 });
      expect((await jobs.failed(MAIL_JOB))[0]!.error).toMatch(/451/);
      await until(() => records.some((r) => r.msg === 'job failed for good'));
      // The log says which job failed and why, never the message (it may carry a code).
      expect(JSON.stringify(records)).not.toContain('424242');
    },
  );

  it.skipIf(!available)('gives up at once when the server refuses the address (550)', async () => {
    const { smtp, jobs, mailer, mail } = await setUp('refuse');
    await mailer.send(mail);
    await until(async () => (await jobs.failed(MAIL_JOB)).length === 1);
    expect(smtp.refusals).toBe(1);
    expect((await jobs.failed(MAIL_JOB))[0]).toMatchObject({ attempts: 1 });
  });

  it.skipIf(!available)('times out on a server that hangs, and delivers on a retry', async () => {
    const { smtp, mailer, mail } = await setUp('hang');
    await mailer.send(mail);
    await until(() => smtp.hangs === 1);
    smtp.mode = 'accept';
    await until(() => smtp.received.length === 1, 10_000);
    expect(smtp.received[0]!.text).toContain('424242');
  });
});
