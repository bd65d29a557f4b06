// `npm run seed`: migrates the database and seeds the demo workspaces that are missing, with
// their catalogues and, unless NODE_ENV is production, their demo logins; SEED_FORCE=1 puts the
// demo content back as shipped. `npm start` does the same on every start.
import { resolve } from 'node:path';
import { createUsers } from '../server/accounts/users';
import { createCatalogueRepo } from '../server/catalogue/repo';
import { connectDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { createRepo } from './site-repo';
import { seedDemoWorkspaces } from './seed';
import { createBlogRepo } from '../server/blog/repo';
import { seedDemoOrders } from './seed-orders';
import { seedDemoReviews } from './seed-reviews';
import { createOrdersRepo } from '../server/orders/repo';

const db = connectDb({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: resolve(process.cwd(), process.env.SQLITE_FILE ?? 'data/sitewright.db'),
});
await migrateToLatest(db);
const production = process.env.NODE_ENV === 'production';
const seeded = await seedDemoWorkspaces(createRepo(db), {
  force: process.env.SEED_FORCE === '1',
  users: production ? undefined : createUsers({ db }),
  catalogue: createCatalogueRepo(db),
  blog: createBlogRepo(db),
});
const shop = production ? null : await createRepo(db).workspaceBySlug('shop');
const orders = shop
  ? await seedDemoOrders(db, createUsers({ db }), createOrdersRepo(db), shop.id)
  : 0;
if (orders) console.log(`Seeded ${orders} demo orders in the shop.`);
const reviews = shop ? await seedDemoReviews(db, shop.id) : 0;
if (reviews) console.log(`Seeded ${reviews} demo reviews in the shop.`);
console.log(
  seeded.length ? `Seeded: ${seeded.join(', ')}` : 'Nothing to seed: the demo workspaces exist.',
);
await db.destroy();
