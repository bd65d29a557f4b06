// Reading and checking the documents the store holds: where a section lives, which ids are
// taken, whether a value has the stored shape. The shape checks are Ajv validators precompiled
// by scripts/generate-validators.ts, so the editor's first load carries no schema compiler.
import type { PageDocument, Section, SectionMeta, SiteDocument } from '../../schemas/types';
import {
  validatePageDocument,
  validateSectionShape,
  validateSiteDocument,
} from '../../shared/generated/validators.js';

/** Where a section sits: in the open page's body, or in the site's header or footer slot. */
export type SectionPlace = { slot: 'body'; index: number } | { slot: 'header' | 'footer' };
export type SiteSlot = 'header' | 'footer';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A placed section's shape (its config is checked against its type only at publish). */
export function isSectionShape(value: unknown): value is Section {
  return validateSectionShape(value);
}

/** The stored page shape with unique section ids. */
export function isPageDocument(value: unknown): value is PageDocument {
  if (!validatePageDocument(value)) return false;
  const ids = new Set<string>();
  for (const s of value.sections) {
    if (ids.has(s.id)) return false;
    ids.add(s.id);
  }
  return true;
}

/** The stored site shape (theme validated fully). */
export function isSiteDocument(value: unknown): value is SiteDocument {
  return validateSiteDocument(value);
}

/** The slot a section type may occupy: header, footer or a page body. */
export function placementOf(meta: Pick<SectionMeta, 'placement'>): 'header' | 'footer' | 'body' {
  return meta.placement ?? 'body';
}

export function locateSection(
  page: PageDocument | null,
  site: SiteDocument | null,
  id: string,
): SectionPlace | null {
  if (site?.header?.id === id) return { slot: 'header' };
  if (site?.footer?.id === id) return { slot: 'footer' };
  const index = page ? sectionIndex(page.sections, id) : -1;
  return index >= 0 ? { slot: 'body', index } : null;
}

// Each sections array's ids by index, made once per array: one store change is looked up many
// times (the inspector's panels on every keystroke, the store's own actions). A hit is checked
// against the array and a miss scans it, so an array changed in place is still answered right.
const sectionIndexes = new WeakMap<readonly Section[], Map<string, number>>();
function sectionIndex(sections: readonly Section[], id: string): number {
  let index = sectionIndexes.get(sections);
  if (!index) {
    index = new Map();
    // The first of a repeated id, as a scan finds it.
    for (let i = sections.length - 1; i >= 0; i--) index.set(sections[i]!.id, i);
    sectionIndexes.set(sections, index);
  }
  const at = index.get(id);
  if (at !== undefined && sections[at]?.id === id) return at;
  return sections.findIndex((s) => s.id === id);
}

export function sectionAt(
  page: PageDocument | null,
  site: SiteDocument | null,
  place: SectionPlace,
): Section | undefined {
  if (place.slot === 'body') return page?.sections[place.index];
  return site?.[place.slot] ?? undefined;
}

/** Every id in use: the open page's sections, the header's and the footer's. */
export function takenIds(page: PageDocument | null, site: SiteDocument | null): Set<string> {
  const ids = new Set(page?.sections.map((s) => s.id));
  if (site?.header) ids.add(site.header.id);
  if (site?.footer) ids.add(site.footer.id);
  return ids;
}

/** Structural equality of JSON values; a key holding undefined counts as absent. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => jsonEqual(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  return (
    ak.length === bk.length && ak.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]))
  );
}
