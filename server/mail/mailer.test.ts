import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, listOutbox } from './mailer';
import { codeMail, resetMail } from './templates';

const tempDir = () => join(mkdtempSync(join(tmpdir(), 'sw-mail-')), 'outbox');

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes one JSON file per message with to, subject, text, html, code and createdAt', async () => {
    const dir = tempDir();
    const mailer = createMailer({
      outboxDir: dir,
      now: () => Date.parse('2030-01-01T10:00:00.000Z'),
    });
    expect(mailer.kind).toBe('outbox');
    expect(mailer.outboxDir).toBe(dir);
    await mailer.send(codeMail({ to: 'Jane@Example.com', code: '012345', purpose: 'signup' }));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const entry = JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'));
    expect(entry).toMatchObject({
      to: 'Jane@Example.com',
      subject: '012345 is your Sitewright code',
      code: '012345',
      createdAt: '2030-01-01T10:00:00.000Z',
    });
    expect(entry.text).toContain('012345');
    expect(entry.text).toContain('10 minutes');
    expect(entry.html).toContain('<strong');
  });

  it('lists the messages to an address newest first, case-insensitively', async () => {
    const dir = tempDir();
    let t = Date.parse('2030-01-01T10:00:00.000Z');
    const mailer = createMailer({ outboxDir: dir, now: () => t });
    await mailer.send({ to: 'a@x.test', subject: 'first', text: '1' });
    t += 1000;
    await mailer.send({ to: 'b@x.test', subject: 'other', text: '2' });
    t += 1000;
    await mailer.send({ to: 'A@X.test', subject: 'second', text: '3' });
    // the same millisecond: the later send still comes first
    await mailer.send({ to: 'a@x.test', subject: 'third', text: '4', code: '999999' });
    const list = mailer.listOutbox(' a@x.test ');
    expect(list.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(list[0]).toMatchObject({ code: '999999', html: null });
    expect(list[1]!.code).toBeNull();
    expect(listOutbox(dir).map((m) => m.subject)).toEqual(['third', 'second', 'other', 'first']);
    expect(listOutbox(dir, 'nobody@x.test')).toEqual([]);
  });

  it('reads an empty or missing outbox as no messages and skips foreign files', () => {
    const dir = tempDir();
    expect(listOutbox(dir)).toEqual([]);
    const mailer = createMailer({ outboxDir: dir });
    expect(mailer.listOutbox('a@x.test')).toEqual([]);
    expect(existsSync(dir)).toBe(false);
  });

  it('writes after the current turn, and a reader sees queued messages at once', async () => {
    const dir = tempDir();
    const mailer = createMailer({ outboxDir: dir });
    // The sender does not wait: the disk work is not part of the request that mails.
    const sent = mailer.send({ to: 'a@x.test', subject: 'later', text: 't' });
    expect(existsSync(dir)).toBe(false);
    expect(mailer.listOutbox('a@x.test').map((m) => m.subject)).toEqual(['later']);
    await sent;
    expect(listOutbox(dir)).toHaveLength(1);
    // Without a reader, the next turn writes it.
    await mailer.send({ to: 'b@x.test', subject: 'next', text: 't' });
    expect(listOutbox(dir, 'b@x.test')).toHaveLength(1);
  });

  it('ignores files that are not messages', async () => {
    const dir = tempDir();
    const mailer = createMailer({ outboxDir: dir });
    await mailer.send({ to: 'a@x.test', subject: 's', text: 't' });
    writeFileSync(join(dir, 'broken.json'), '{');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    expect(mailer.listOutbox()).toHaveLength(1);
  });

  it('builds a reset mail with the link, escaped in HTML', () => {
    const m = resetMail({
      to: 'a@x.test',
      link: 'http://shop.localhost:3000/reset-password?requestId=abc&email=a%40x.test',
    });
    expect(m.text).toContain('requestId=abc&email=a%40x.test');
    expect(m.html).toContain('requestId=abc&#38;email=a%40x.test');
    expect(m.code).toBeUndefined();
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message. */
async function fakeSmtp() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('SMTP mailer (SMTP_URL set)', () => {
  it('delivers through nodemailer and writes nothing to the outbox', async () => {
    const smtp = await fakeSmtp();
    const dir = tempDir();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      outboxDir: dir,
      from: 'Shop <shop@x.test>',
    });
    try {
      expect(mailer.kind).toBe('smtp');
      expect(mailer.outboxDir).toBeUndefined();
      await mailer.send(
        codeMail({ to: 'jane@x.test', code: '424242', purpose: 'signin', siteName: 'Shop' }),
      );
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: jane@x.test');
      expect(smtp.received[0]).toContain('Subject: 424242 is your Shop code');
      expect(smtp.received[0]).toContain('From: Shop <shop@x.test>');
      expect(existsSync(dir)).toBe(false);
      expect(mailer.listOutbox('jane@x.test')).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
