// Unpaid orders past their reservation give their stock back, swept in the background.
import type { FastifyInstance } from 'fastify';
import type { PagePurge } from '../http';
import type { OrdersRepo } from './repo';

/** Every `everyMs`, expires lapsed unpaid orders and purges the pages of the shops they touched. */
export function sweepLapsedOrders(
  app: FastifyInstance,
  orders: Pick<OrdersRepo, 'expireDue'>,
  pages: PagePurge,
  everyMs: number,
): void {
  const sweep = setInterval(() => {
    orders.expireDue().then(
      (done) => {
        for (const { workspaceId } of done) pages.purge(workspaceId);
      },
      (err: unknown) => app.log.error({ err }, 'expiring unpaid orders failed'),
    );
  }, everyMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
