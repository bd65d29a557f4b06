// What the preview needs after a change. The store's documents are immer results: a section
// no action touched keeps its object, so identity alone tells what to re-send, in O(sections)
// and without serializing anything.
import type { Section, SiteDocument } from '../../schemas/types';

/** A patch message's body: every id in order, and the sections that are new or changed. */
export type SectionsDiff = { order: string[]; upsert: Section[] };

/**
 * The sections to re-send: those of `next` whose object is not the one `prev` had under that
 * id (all of them when there is no `prev`). Removed sections are simply absent from `order`.
 */
export function diffSections(
  prev: readonly Section[] | null,
  next: readonly Section[],
): SectionsDiff {
  const order = next.map((s) => s.id);
  if (prev === next) return { order, upsert: [] };
  if (!prev) return { order, upsert: [...next] };
  const before = new Map<string, Section>();
  for (const s of prev) before.set(s.id, s);
  return { order, upsert: next.filter((s) => before.get(s.id) !== s) };
}

/** Whether the preview needs a `site` message: the theme, header or footer changed. */
export function sitePatchNeeded(prev: SiteDocument | null, next: SiteDocument | null): boolean {
  if (!next) return false;
  if (!prev) return true;
  return prev.theme !== next.theme || prev.header !== next.header || prev.footer !== next.footer;
}
