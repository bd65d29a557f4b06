// Unpaid orders past their reservation give their stock back, swept by a scheduled job (on
// Redis, one instance sweeps each tick).
import type { PagePurge } from '../http';
import type { JobQueue } from '../queue';
import type { OrdersRepo } from './repo';

export const SWEEP_JOB = 'orders.sweep';

/** Every `everyMs`, expires lapsed unpaid orders and purges the pages of the shops they touched. */
export async function sweepLapsedOrders(
  jobs: JobQueue,
  orders: Pick<OrdersRepo, 'expireDue'>,
  pages: PagePurge,
  everyMs: number,
): Promise<void> {
  // A failed sweep is not retried: the next tick sweeps the same orders.
  jobs.define(
    SWEEP_JOB,
    async () => {
      const done = await orders.expireDue();
      for (const { workspaceId } of done) pages.purge(workspaceId);
      return done.length;
    },
    { attempts: 1, keepCompleted: false },
  );
  await jobs.every(SWEEP_JOB, everyMs);
}
