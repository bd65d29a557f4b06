/** Next index of a cyclic list (sliders, carousels, popups): wraps at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** Splits a list into consecutive groups of `size` (gallery columns of 3, logo rows). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += Math.max(1, size)) out.push(items.slice(i, i + size));
  return out;
}

/** Whether the page has scrolled past the header threshold (strictly more than, per SPEC). */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

/** Stars for a rating out of `max`: full, half (fractions of .25–.74) and empty counts. */
export function starParts(
  rating: number,
  max: number,
): { full: number; half: number; empty: number } {
  const r = Math.min(max, Math.max(0, Number.isFinite(rating) ? rating : 0));
  let full = Math.floor(r);
  const frac = r - full;
  let half = 0;
  if (frac >= 0.75) full += 1;
  else if (frac >= 0.25) half = 1;
  return { full, half, empty: max - full - half };
}
