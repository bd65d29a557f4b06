// The time a new row of an ordered list is written at: lists ordered by when each item was added
// (a bag's lines, a wishlist, a post's comments) keep the order of adding even for adds within
// one millisecond, where equal times would leave the order to the rows' random ids.

/**
 * Now (`nowMs`), or 1 ms after the list's latest (`latest`, an ISO time) when now is not later:
 * adds within one millisecond, or after the clock stepped back, still come after the latest.
 * Read `latest` in the same transaction as the insert.
 */
export function addedAt(nowMs: number, latest: string | null | undefined): string {
  const after = latest ? Date.parse(latest) + 1 : Number.NaN;
  return new Date(Number.isFinite(after) && after > nowMs ? after : nowMs).toISOString();
}
