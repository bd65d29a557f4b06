// What a load balancer or an orchestrator asks: is the process up (/healthz), and can it serve
// (/readyz: its database, and Redis when it has one, answer). Both answer on any host.
import type { FastifyInstance } from 'fastify';

/** Resolves when the dependency answers; rejects (or never settles) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckOutcome = 'ok' | 'unreachable' | 'timed out';

export type HealthRoutesOptions = {
  /** By name, e.g. `{ database, redis }`; each is run on every /readyz. */
  checks: Record<string, ReadinessCheck>;
  /** How long a check may take before it counts as failed (default 2 s). */
  timeoutMs?: number;
};

export async function healthRoutes(app: FastifyInstance, opts: HealthRoutesOptions) {
  const timeoutMs = opts.timeoutMs ?? 2000;

  async function run(name: string, check: ReadinessCheck): Promise<CheckOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([check().then(() => 'ok' as const), late]);
      if (outcome !== 'ok') app.log.warn({ check: name, timeoutMs }, 'readiness check timed out');
      return outcome;
    } catch (err) {
      // The reason goes to the log only: an address or a driver's message is nobody's business.
      app.log.warn({ err, check: name }, 'readiness check failed');
      return 'unreachable';
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/healthz', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );

  app.get('/readyz', async (_req, reply) => {
    const names = Object.keys(opts.checks);
    const outcomes = await Promise.all(names.map((name) => run(name, opts.checks[name]!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, outcomes[i]!]));
    const ready = outcomes.every((o) => o === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready, checks });
  });
}
