// The mail queue figure of `npm run bench`: 500 mails handed to the job queue (BullMQ on the
// local Redis, and in process for comparison) and delivered over SMTP (a pool of 5 connections)
// to a local smtp-server that accepts. Mails/s from the first hand-over to the last delivery, and
// each mail's time from hand-over to delivery (median, p95).
// Alone: node --import tsx scripts/bench-mail.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createMailer } from '../server/mail/mailer';
import { queueMail } from '../server/mail/queued';
import { createBullQueue, createMemoryQueue, type JobQueue } from '../server/queue';
import { captureLogger } from '../tests/support/logger';
import { dropRedisKeys, REDIS_TEST_URL, redisReachable } from '../tests/support/redis';
import { startSmtp } from '../tests/support/smtp';

export type MailBench = {
  queue: 'bullmq' | 'memory';
  mails: number;
  delivered: number;
  wallMs: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
};

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function one(jobs: JobQueue, mails: number): Promise<MailBench> {
  const smtp = await startSmtp('accept');
  const smtpMailer = createMailer({
    smtpUrl: smtp.url,
    outboxDir: join(mkdtempSync(join(tmpdir(), 'sw-bench-mail-')), 'outbox'),
  });
  const mailer = queueMail(jobs, smtpMailer);
  jobs.start(captureLogger().log);
  const handedAt: number[] = [];
  const deliveredAt: number[] = [];
  const seen = smtp.received.length;
  const poll = setInterval(() => {
    for (let i = seen + deliveredAt.length; i < smtp.received.length; i++)
      deliveredAt.push(performance.now());
  }, 1);
  try {
    const start = performance.now();
    for (let i = 0; i < mails; i++) {
      handedAt.push(performance.now());
      await mailer.send({ to: `reader${i}@x.test`, subject: `Bench ${i}`, text: `Mail ${i}.` });
    }
    const deadline = Date.now() + 120_000;
    while (smtp.received.length - seen < mails && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    const wallMs = performance.now() - start;
    // Delivered in about the order handed over: the i-th delivery against the i-th hand-over.
    const latencies = deliveredAt.map((t, i) => t - handedAt[i]!).sort((a, b) => a - b);
    return {
      queue: jobs.kind,
      mails,
      delivered: smtp.received.length - seen,
      wallMs,
      perSecond: ((smtp.received.length - seen) / wallMs) * 1000,
      medianMs: at(latencies, 0.5),
      p95Ms: at(latencies, 0.95),
    };
  } finally {
    clearInterval(poll);
    await jobs.close();
    smtpMailer.close();
    await smtp.close();
  }
}

export async function benchMail(mails = 500): Promise<MailBench[]> {
  const out: MailBench[] = [];
  if (await redisReachable()) {
    const prefix = `swbench-${process.pid}`;
    try {
      out.push(await one(createBullQueue({ redisUrl: REDIS_TEST_URL, prefix }), mails));
    } finally {
      await dropRedisKeys(prefix);
    }
  } else console.warn(`Redis is not reachable at ${REDIS_TEST_URL}: no BullMQ mail figure.`);
  out.push(await one(createMemoryQueue(), mails));
  return out;
}

export function printMail(rows: MailBench[]): void {
  console.log('\nMail queue to a local SMTP server (pool of 5 connections, 8 jobs at once):');
  for (const r of rows)
    console.log(
      `  ${r.queue.padEnd(8)} ${r.delivered}/${r.mails} delivered in ${r.wallMs.toFixed(0)} ms: ${r.perSecond.toFixed(0)} mails/s` +
        ` · hand-over to delivery median ${r.medianMs.toFixed(0)} ms, p95 ${r.p95Ms.toFixed(0)} ms`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printMail(await benchMail(Number(process.env.BENCH_MAILS ?? 500)));
  process.exit(0);
}
