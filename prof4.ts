import { sql } from 'kysely';
import { connectDb } from './server/db/connect';
import { createCatalogueRepo } from './server/catalogue/repo';
import { createSearchRepo } from './server/search';
const db = connectDb({ sqliteFile: '/tmp/search-prof/100k.db' });
const ws = (await db.selectFrom('workspaces').select('id').where('slug', '=', 'b').executeTakeFirstOrThrow()).id;
const search = createSearchRepo(db, createCatalogueRepo(db));
const t = async (label: string, f: () => Promise<unknown>, n = 15) => {
  await f(); const xs: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); xs.push(performance.now() - s); }
  xs.sort((a, b) => a - b); console.log(label.padEnd(50), 'median', xs[n >> 1]!.toFixed(2));
};
const words = await search.resolveWords('jhumka earrings');
await t('resolve', () => search.resolveWords('jhumka earrings'));
await t('T1 limit 1000', () => sql`select d.product_id, d.name, d.category, d.brand, d.cats from search_fts join search_documents d on d.id = search_fts.rowid where search_fts match '{name} : (("jhumka"*) AND ("earrings"*))' and d.workspace_id = ${ws} limit 1000`.execute(db));
await t('T1 ids only', () => sql`select rowid from search_fts where search_fts match '{name} : (("jhumka"*) AND ("earrings"*))' limit 1000`.execute(db));
await t('listing full', () => search.listing(ws, { q: 'jhumka earrings', filters: {}, sort: 'relevance', page: 1, size: 20, facets: true }));
await t('listing no facets', () => search.listing(ws, { q: 'jhumka earrings', filters: {}, sort: 'relevance', page: 1, size: 20, facets: false }));
void words;

const ids = (await sql<{ product_id: string }>`select d.product_id from search_fts join search_documents d on d.id = search_fts.rowid where search_fts match '{name} : (("jhumka"*) AND ("earrings"*))' and d.workspace_id = ${ws} limit 1000`.execute(db)).rows.map((r) => r.product_id);
await t('keys products json_each', () => sql`select p.id, p.price, p.seq, p.name_key, p.brand_id, p.in_stock from json_each(${JSON.stringify(ids)}) j cross join products p on p.id = j.value`.execute(db));
const cat = createCatalogueRepo(db);
await t('listingItems 20', () => cat.listingItems(ws, ids.slice(0, 20)));
await t('children', () => db.selectFrom('categories').select(['id', 'slug', 'title']).where('workspace_id', '=', ws).where('parent_id', 'is', null).execute());
process.exit(0);
