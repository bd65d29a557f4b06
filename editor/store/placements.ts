// Placed reusable sections as the builder shows them: a page's section `{ id, type, ref,
// config: {} }` drawn with its reusable's draft type and config from the store's `library`.
// Resolved objects are cached on the section and the config they were made from, so a section
// whose placement and reusable did not change keeps its object (and the preview its rendering:
// sync.ts diffs by identity), while an edit of a reusable changes every placement of it.
import type { PageDocument, Section } from '../../schemas/types';
import type { ReusableSummary } from '../api';

/** The workspace's reusable sections by id, as the store holds them (drafts). */
export type Library = Readonly<Record<string, ReusableSummary>>;

const resolved = new WeakMap<Section, { config: unknown; out: Section }>();

/**
 * The section as shown: a placement with its reusable's type and draft config (the `ref` kept,
 * so the outline and the preview can mark it); a placement of an unknown reusable as it is
 * (its empty config then shows the section's problems); any other section itself.
 */
export function resolveSection(section: Section, library: Library): Section {
  if (!section.ref) return section;
  const entry = library[section.ref];
  if (!entry) return section;
  const hit = resolved.get(section);
  if (hit && hit.config === entry.config) return hit.out;
  const out: Section = { ...section, type: entry.type, config: entry.config };
  resolved.set(section, { config: entry.config, out });
  return out;
}

const pages = new WeakMap<PageDocument, { library: Library; out: PageDocument }>();

/**
 * The page as shown, its placements resolved; the page itself when it places nothing. The same
 * page and library give the same object.
 */
export function resolvePage(page: PageDocument, library: Library): PageDocument {
  const hit = pages.get(page);
  if (hit && hit.library === library) return hit.out;
  const sections = page.sections.map((s) => resolveSection(s, library));
  const same = sections.every((s, i) => s === page.sections[i]);
  const sameAsBefore =
    hit &&
    hit.out.sections.length === sections.length &&
    sections.every((s, i) => s === hit.out.sections[i]);
  const out = same ? page : sameAsBefore ? hit.out : { ...page, sections };
  pages.set(page, { library, out });
  return out;
}

/** The pages that place reusable `id`, by draft, other than `exceptPageId`. */
export function alsoOn(entry: ReusableSummary | undefined, exceptPageId: string | null) {
  return (entry?.usedOn.draft ?? []).filter((p) => p.id !== exceptPageId);
}
