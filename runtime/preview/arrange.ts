/**
 * Indices (into `positions`) of one longest strictly increasing subsequence, ignoring negative
 * entries. O(n log n).
 */
export function longestIncreasing(positions: readonly number[]): Set<number> {
  // tails[k]: index of the smallest tail of an increasing run of length k + 1.
  const tails: number[] = [];
  const prev = new Array<number>(positions.length).fill(-1);
  positions.forEach((p, i) => {
    if (p < 0) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[tails[mid]!]! < p) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const keep = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) keep.add(i);
  return keep;
}

/**
 * Makes `parent`'s children exactly `desired`, in order, with the fewest DOM moves: the
 * children already in a longest run of correct relative order stay put, the others are
 * inserted. React's keyed reconciliation moves every node after a section dragged to the top
 * (each moved subtree is re-attached and re-laid-out); this moves one.
 */
export function arrangeChildren(parent: Element, desired: readonly Element[]): void {
  const wanted = new Set(desired);
  for (const child of Array.from(parent.children)) if (!wanted.has(child)) child.remove();
  const current = new Map<Element, number>();
  Array.from(parent.children).forEach((child, i) => current.set(child, i));
  const keep = longestIncreasing(desired.map((el) => current.get(el) ?? -1));
  let anchor: Element | null = null;
  for (let k = desired.length - 1; k >= 0; k--) {
    const el = desired[k]!;
    if (!keep.has(k)) parent.insertBefore(el, anchor);
    anchor = el;
  }
}
