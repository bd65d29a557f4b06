import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the test SMTP server does with the next message. */
export type SmtpMode = 'accept' | 'defer' | 'refuse' | 'hang';

export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

export type TestSmtp = {
  /** SMTP_URL of this server (plain, no STARTTLS). */
  url: string;
  received: ReceivedMail[];
  /** RCPT TO answered 451 (defer) or 550 (refuse), and DATA left unanswered (hang). */
  refusals: number;
  hangs: number;
  mode: SmtpMode;
  close(): Promise<void>;
};

/** A message's text without quoted-printable soft breaks and escapes (enough for assertions). */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server (the `smtp-server` library) on a free local port: it accepts, defers
 * (451), refuses (550) or hangs on DATA, as its `mode` says at the time.
 */
export async function startSmtp(mode: SmtpMode = 'accept'): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    refusals: 0,
    hangs: 0,
    mode,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'defer') {
        state.refusals++;
        return callback(smtpError(451, 'Try again later'));
      }
      if (state.mode === 'refuse') {
        state.refusals++;
        return callback(smtpError(550, 'No such mailbox'));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const hang = state.mode === 'hang';
      if (hang) state.hangs++;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (hang) return; // never answers: the client must time out
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  return state;
}
