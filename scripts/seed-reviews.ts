// Demo reviews for the shop, so its product pages list what customers said: the customers of
// the demo orders (scripts/seed-orders.ts) review what they received, a few days after each
// delivered order, through the orders' own rule (a delivered order holding the product). Seeded
// once, into a workspace without reviews; deterministic but for the dates, which follow the
// orders'.
import { createRandom } from '../fixtures/catalogue/random';
import type { Db } from '../server/db/connect';
import { createOrdersRepo } from '../server/orders/repo';

const DAY = 86_400_000;

/** What customers write, by how many stars they gave. */
const COMMENTS: Record<number, string[]> = {
  5: [
    'Beautiful handloom fabric, and the colour is exactly as in the pictures. Fits true to size.',
    'Second one I have bought. Soft after the first wash and it keeps its shape.',
    'Wore it to a family function and got so many compliments. Delivery was quick too.',
    'The weave is lovely and the stitching is neat. Worth every rupee.',
    'Comfortable in the Chennai heat, breathes well. Ordering another colour.',
  ],
  4: [
    'Good quality and a nice fall. Slightly loose at the shoulders, so consider a size down.',
    'Colour is a shade darker than on my screen but I like it even more.',
    'Nice product, well packed. Took a day longer than promised.',
    'Lovely fabric. Needed a gentle iron after washing, otherwise perfect.',
  ],
  3: [
    'Decent for the price. The fabric is thinner than I expected.',
    'Fine, but the sleeves run a little short for me.',
  ],
};

/**
 * Each delivered demo order's customer reviews every product of it (the products with options
 * always, others every other line), 1 to 5 days after the order, never after `now`. Returns
 * how many reviews were written; 0 when the workspace has reviews already.
 */
export async function seedDemoReviews(
  db: Db,
  workspaceId: string,
  now = Date.now(),
): Promise<number> {
  const existing = await db
    .selectFrom('product_reviews')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .limit(1)
    .execute();
  if (existing.length > 0) return 0;
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.user_id', 'o.created_at', 'u.first_name', 'u.last_name'])
    .where('o.workspace_id', '=', workspaceId)
    .where('o.status', 'in', ['DELIVERED', 'RETURN_REQUESTED', 'RETURNED'])
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  const random = createRandom('demo reviews');
  let at = now;
  const repo = createOrdersRepo(db, () => at);
  let made = 0;
  for (const order of orders) {
    if (!order.user_id) continue;
    const userId = order.user_id;
    const lines = await db
      .selectFrom('order_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.variant_id', 'p.options'])
      .where('i.workspace_id', '=', workspaceId)
      .where('i.order_id', '=', order.id)
      .orderBy('i.id')
      .execute();
    const author = `${order.first_name} ${order.last_name.slice(0, 1)}.`.trim();
    for (const [k, line] of lines.entries()) {
      const withOptions = line.options !== '[]';
      if (!withOptions && k % 2 === 1) continue;
      const rating = [5, 5, 4, 5, 4, 3][random.int(0, 5)]!;
      const texts = COMMENTS[rating]!;
      at = Math.min(now - 3_600_000, Date.parse(order.created_at) + random.int(1, 5) * DAY);
      const saved = await repo.saveReview(workspaceId, userId, order.id, {
        variantId: line.variant_id,
        rating,
        comment: texts[random.int(0, texts.length - 1)]!,
        authorName: author,
      });
      if (saved.ok) made++;
    }
  }
  return made;
}
