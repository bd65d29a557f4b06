// Every outgoing mail goes through the job queue: a mail server that is down, refuses for a
// while (4xx) or hangs is tried again with back-off, and on Redis a crash loses no mail.
import { type JobQueue, PermanentJobError } from '../queue';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_JOB = 'mail.send';

/**
 * Whether the mail server refused the recipient for good (a 5xx answer to RCPT TO): sending
 * the same message again cannot help. Anything else (4xx, a timeout, a refused connection,
 * bad credentials after a rotation) is worth another try.
 */
export function isRecipientRefused(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number };
  return (
    e?.code === 'EENVELOPE' &&
    e.command === 'RCPT TO' &&
    typeof e.responseCode === 'number' &&
    e.responseCode >= 500
  );
}

/**
 * A mailer whose `send` hands the message to the queue (resolving once the queue holds it);
 * the queue's job delivers it through `mailer` (SMTP or the outbox).
 */
export function queueMail(jobs: JobQueue, mailer: Mailer): Mailer {
  jobs.define<MailMessage>(
    MAIL_JOB,
    async (message) => {
      try {
        await mailer.send(message);
      } catch (err) {
        if (isRecipientRefused(err)) throw new PermanentJobError((err as Error).message);
        throw err;
      }
    },
    // A mail may carry a one-time code: it does not stay in the queue once sent.
    { keepCompleted: false },
  );
  return {
    kind: mailer.kind,
    outboxDir: mailer.outboxDir,
    send: async (message) => void (await jobs.add(MAIL_JOB, message)),
    listOutbox: (to) => mailer.listOutbox(to),
    close: () => mailer.close(),
  };
}
