// Small pieces the catalogue's query modules share: the clock, the dialect, the workspace lock,
// slug look-ups, the description renderer, input checks and batching of rows and ids.
import { JSDOM } from 'jsdom';
import { type Kysely, PostgresAdapter } from 'kysely';
import { renderDescription } from '../../shared/admin-catalogue';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../shared/sanitize';
import type { Database } from '../db';
import { MAX_PRICE } from './rules';

export const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const MAX_PARAMS = 30_000;

export const now = () => new Date().toISOString();

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Makes two writers of a workspace's catalogue wait for each other (seq and paths are taken by
 * reading the highest and the free ones): PostgreSQL locks the workspace row; SQLite needs
 * nothing, it runs one transaction at a time.
 */
export async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await trx
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .forUpdate()
    .execute();
}

export const categoryIdBySlug = (trx: Kysely<Database>, workspaceId: string, slug: string) =>
  trx
    .selectFrom('categories')
    .select('categories.id')
    .where('categories.workspace_id', '=', workspaceId)
    .where('categories.slug', '=', slug);

export const brandIdBySlug = (trx: Kysely<Database>, workspaceId: string, slug: string) =>
  trx
    .selectFrom('brands')
    .select('brands.id')
    .where('brands.workspace_id', '=', workspaceId)
    .where('brands.slug', '=', slug);

/** Owner markdown to safe HTML (marked, then DOMPurify on jsdom as SSR does). */
export function createDescriber(): (markdown: string) => string {
  let sanitizer: HtmlSanitizer | null = null;
  return (markdown) => {
    sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
    return renderDescription(markdown, sanitizer);
  };
}

/** The workspace's products (`p`), before anything is joined or selected. */
export const productsOf = (db: Kysely<Database>, workspaceId: string) =>
  db.selectFrom('products as p').where('p.workspace_id', '=', workspaceId);

type ProductsQuery = ReturnType<typeof productsOf>;

/** Products with their brand (`b`), if they have one; a brand of another workspace never joins. */
export function withBrand(q: ProductsQuery) {
  return q.leftJoin('brands as b', (j) =>
    j.onRef('b.id', '=', 'p.brand_id').onRef('b.workspace_id', '=', 'p.workspace_id'),
  );
}

/** Products with their brand (`b`) and category (`c`), each if any: what a product card shows. */
export function withBrandAndCategory(q: ProductsQuery) {
  return withBrand(q).leftJoin('categories as c', (j) =>
    j.onRef('c.id', '=', 'p.category_id').onRef('c.workspace_id', '=', 'p.workspace_id'),
  );
}

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function assertMoney(value: unknown, what: string, nullable = false): void {
  if (nullable && value === null) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PRICE)
    throw new Error(`${what} must be a whole number of minor units from 0 to ${MAX_PRICE}.`);
}

export function assertCount(value: unknown, what: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_PRICE)
    throw new Error(`${what} must be a whole number from 0 to ${MAX_PRICE}.`);
}

export function chunks<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Ids per `IN (…)` list: well under both databases' bound-parameter limits. */
const IN_CHUNK = 500;

export function inChunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
}

/** A unique index refused the write (a path or slug another writer took in the meantime). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
