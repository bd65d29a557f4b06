import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time code the message carries, if any (kept in the outbox so tests can read it). */
  code?: string;
  /** Extra headers (e.g. List-Unsubscribe of newsletter mails), kept in the outbox too. */
  headers?: Record<string, string>;
  /** Files sent with the message (base64, so a queued job stays JSON), kept in the outbox too. */
  attachments?: MailAttachment[];
};

/** A file attached to a mail: an invoice's PDF. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type OutboxEntry = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
  /** The message's extra headers; absent in messages written before headers were kept. */
  headers?: Record<string, string>;
  /** The message's files, as sent (base64); absent when it had none. */
  attachments?: MailAttachment[];
  createdAt: string;
};

export type Mailer = {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (files on disk, for development and tests). */
  readonly kind: 'smtp' | 'outbox';
  /** The outbox folder; undefined for SMTP. */
  readonly outboxDir: string | undefined;
  send(message: MailMessage): Promise<void>;
  /** Outbox messages to `to` (all when omitted), newest first; always [] for SMTP. */
  listOutbox(to?: string): OutboxEntry[];
  close(): void;
};

export type MailerOptions = {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 or smtps://…:465. */
  smtpUrl?: string;
  /** Where the outbox writes when there is no SMTP URL. */
  outboxDir: string;
  from?: string;
  /**
   * SMTP: how long to wait for the connection, the greeting and each answer before giving up
   * (the job is then tried again; SMTP_TIMEOUT_MS, default 30 s).
   */
  timeoutMs?: number;
  /** Injected clock (ms since epoch) for tests. */
  now?: () => number;
};

const SMTP_TIMEOUT_MS = 30_000;

export const DEFAULT_FROM = 'Sitewright <no-reply@sitewright.localhost>';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** SMTP through nodemailer when an SMTP URL is given; otherwise one JSON file per message. */
export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_FROM;
  const smtpUrl = opts.smtpUrl?.trim();
  if (smtpUrl) {
    const timeoutMs = opts.timeoutMs ?? SMTP_TIMEOUT_MS;
    // A pool of connections kept open (5 at most): the queue sends several mails at once.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    return {
      kind: 'smtp',
      outboxDir: undefined,
      async send(m) {
        // Not in the turn of the request that asked for it (see the outbox below).
        await new Promise((r) => setImmediate(r));
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.html ? { html: m.html } : {}),
          ...(m.headers ? { headers: m.headers } : {}),
          ...(m.attachments?.length
            ? {
                attachments: m.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.contentBase64,
                  encoding: 'base64',
                })),
              }
            : {}),
        });
      },
      listOutbox: () => [],
      close: () => transport.close(),
    };
  }

  const now = opts.now ?? Date.now;
  const dir = opts.outboxDir;
  let seq = 0;
  // Messages wait here for the next turn of the event loop, so the request that sends one
  // answers as fast as one that sends none (timing must not tell whether an account exists).
  // Reading the outbox writes the queue first, so a reader never misses a sent message.
  type Queued = {
    m: MailMessage;
    t: number;
    n: number;
    done: () => void;
    fail: (e: unknown) => void;
  };
  const queue: Queued[] = [];
  let scheduled = false;
  const write = ({ m, t, n }: Queued) => {
    mkdirSync(dir, { recursive: true });
    // Sortable names: time, then a per-process sequence for messages in the same millisecond.
    const id = `${String(t).padStart(15, '0')}-${String(n).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const entry: OutboxEntry = {
      id,
      to: m.to.trim(),
      from,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      code: m.code ?? null,
      ...(m.headers ? { headers: m.headers } : {}),
      ...(m.attachments?.length ? { attachments: m.attachments } : {}),
      createdAt: new Date(t).toISOString(),
    };
    // Written aside, then renamed: a reader never sees half a message.
    const tmp = join(dir, `.${id}.tmp`);
    writeFileSync(tmp, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, join(dir, `${id}.json`));
  };
  const flush = () => {
    scheduled = false;
    for (const item of queue.splice(0)) {
      try {
        write(item);
        item.done();
      } catch (err) {
        item.fail(err);
      }
    }
  };
  return {
    kind: 'outbox',
    outboxDir: dir,
    send(m) {
      return new Promise<void>((done, fail) => {
        queue.push({ m, t: now(), n: ++seq, done, fail });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    listOutbox: (to) => {
      flush();
      return listOutbox(dir, to);
    },
    close: flush,
  };
}

/** The outbox in a temporary folder of this process: the mailer when none is given. */
export function createTempOutboxMailer(): Mailer {
  return createMailer({ outboxDir: join(tmpdir(), `sitewright-outbox-${process.pid}`) });
}

/** Messages in an outbox folder, to `to` when given (case-insensitive), newest first. */
export function listOutbox(outboxDir: string, to?: string): OutboxEntry[] {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  const entries: OutboxEntry[] = [];
  for (const name of names) {
    try {
      const e = JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as OutboxEntry;
      if (to === undefined || sameAddress(e.to, to)) entries.push(e);
    } catch {
      // a half-written or foreign file: not a message
    }
  }
  return entries.sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
  );
}
