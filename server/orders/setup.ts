// The orders domain's wiring, as app.ts calls it: the customer's addresses, orders and reviews,
// the owner's orders (refunds through the gateways app.ts hands in), and the sweep that expires
// unpaid orders whose reservation lapsed, as a job on the queue app.ts starts.
import type { FastifyInstance } from 'fastify';
import type { PagePurge } from '../http';
import type { JobQueue } from '../queue';
import { orderAdminRoutes, type OrderAdminRoutesOptions } from './admin-routes';
import { orderRoutes } from './routes';
import { sweepLapsedOrders } from './sweep';

export async function registerOrders(
  app: FastifyInstance,
  opts: OrderAdminRoutesOptions & {
    jobs: JobQueue;
    pageCache: PagePurge;
    /** How often lapsed reservations are swept (default a minute). */
    sweepEveryMs?: number;
  },
) {
  const { ctx, orders, payments, requireAdmin, jobs, pageCache } = opts;
  await app.register(orderRoutes, { ctx, orders });
  await app.register(orderAdminRoutes, { ctx, orders, payments, requireAdmin });
  await sweepLapsedOrders(jobs, orders, pageCache, opts.sweepEveryMs ?? 60_000);
}
