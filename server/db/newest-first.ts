// The admin's lists that page newest first with a total (enquiries, newsletter subscribers,
// customers) read a page the same way: one query for the page, one for the count, side by side.
import { type SelectExpression, type Selection, type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of the rows `base` matches, newest first (created_at, then id for rows of the same
 * moment, both descending), and how many it matches in all. `base` is of one table with those
 * two columns, filtered but not yet selected.
 */
export async function newestFirstPage<DB, TB extends keyof DB, S extends SelectExpression<DB, TB>>(
  base: SelectQueryBuilder<DB, TB, object>,
  columns: readonly S[],
  page: { limit: number; offset: number },
): Promise<{ rows: Selection<DB, TB, S>[]; total: number }> {
  const [count, rows] = await Promise.all([
    // Kysely cannot name a selection's type over a generic table; this one is `{ n }`.
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirst() as Promise<
      { n: number } | undefined
    >,
    base
      .select(columns)
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
