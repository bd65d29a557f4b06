// Labels, one-line summaries and schema problems of sections, memoised per section object (the
// store's documents are immutable, so an unchanged section is the same object); the palette's
// groups; adding a section once its type's schema is there.
import { NOT_IN_PALETTE, PLATFORM_ONLY } from '../../schemas/generated/section-catalog';
import { SECTION_CATALOG, type SectionInfo } from '../../schemas/section-catalog';
import type { Section } from '../../schemas/types';
import { checkSection } from '../../shared/section-validate';
import {
  loadedSectionMeta,
  loadSectionMeta,
  loadSectionTypes,
  SECTION_INFO,
} from '../section-types';
import type { EditorStore } from '../store/store';

export function labelOf(type: string): string {
  return SECTION_INFO.get(type)?.label ?? type;
}

const SUMMARY_KEYS = [
  'heading',
  'title',
  'name',
  'question',
  'eyebrow',
  'text',
  'subtitle',
  'description',
];
const summaries = new WeakMap<object, string>();

/** The first text under one of SUMMARY_KEYS, looking into nested items (slides, cards) too. */
function findText(value: unknown, depth = 0): string {
  if (depth > 4 || !value || typeof value !== 'object') return '';
  if (Array.isArray(value)) {
    for (const item of value) {
      const t = findText(item, depth + 1);
      if (t) return t;
    }
    return '';
  }
  const record = value as Record<string, unknown>;
  for (const key of SUMMARY_KEYS) {
    const v = record[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  for (const v of Object.values(record)) {
    const t = findText(v, depth + 1);
    if (t) return t;
  }
  return '';
}

/** A short text that tells two sections of one type apart: their heading or first text. */
export function summaryOf(section: Section): string {
  const hit = summaries.get(section.config);
  if (hit !== undefined) return hit;
  const text = findText(section.config)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  summaries.set(section.config, text);
  return text;
}

/** The distinct section types of these sections, in a stable order. */
export function typesOf(sections: readonly (Section | null | undefined)[]): string[] {
  const types = new Set<string>();
  for (const s of sections) if (s) types.add(s.type);
  return [...types].sort();
}

/**
 * The section types of a page and the site's header and footer as one string (typesOf, one a
 * line): a store selector answers the same string while they stay the same.
 */
export function typesKeyOf(
  sections: readonly Section[] | undefined,
  site: { header: Section | null; footer: Section | null } | null,
): string {
  return typesOf([site?.header, site?.footer, ...(sections ?? [])]).join('\n');
}

const problemCache = new WeakMap<object, string[] | null>();

/**
 * The reasons a section fails its type's schema; null when valid or not checked yet (its type's
 * validator loads with useValidatorsOf of ../section-types.ts).
 */
export function problemsOf(section: Section): string[] | null {
  if (problemCache.has(section)) return problemCache.get(section) ?? null;
  const problems = checkSection(section);
  // Not cached until its type's validator is there: the next render answers.
  if (problems === undefined) return null;
  problemCache.set(section, problems);
  return problems;
}

/** The prefix of a palette tile's drag id (`palette:faq`). */
export const PALETTE_PREFIX = 'palette:';
/** After PALETTE_PREFIX: a reusable section's tile (`palette:reusable:<id>`). */
export const REUSABLE_PREFIX = 'reusable:';

export type PaletteGroup = { key: string; title: string; metas: SectionInfo[] };

const GROUP_TITLES: Record<string, string> = {
  shop: 'Shop',
  events: 'Events',
  organisation: 'Organisation',
  'site-builder': 'Site builder',
  content: 'Content',
};

/**
 * Types the palette leaves out (meta `inPalette: false`): the not-found screen, and the blog
 * post, which only has a post on the built-in /blog/{slug} pages.
 */
const HIDDEN_FROM_PALETTE: ReadonlySet<string> = new Set(NOT_IN_PALETTE);
const ONLY_ON_PLATFORM: ReadonlySet<string> = new Set(PLATFORM_ONLY);

/**
 * Body section types grouped by the kind of site they serve, in palette order; the platform-only
 * types (owner sign-in, registration) only when `platform` (the platform's own workspace).
 */
export function paletteGroups(platform = false): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  for (const meta of SECTION_CATALOG) {
    if (
      meta.placement === 'header' ||
      meta.placement === 'footer' ||
      HIDDEN_FROM_PALETTE.has(meta.type) ||
      (!platform && ONLY_ON_PLATFORM.has(meta.type))
    )
      continue;
    const key = meta.category;
    if (!groups.has(key)) groups.set(key, { key, title: GROUP_TITLES[key] ?? key, metas: [] });
    groups.get(key)!.metas.push(meta);
  }
  return [...groups.values()];
}

/** Header or footer types, for the site slots. */
export function siteSlotTypes(slot: 'header' | 'footer'): SectionInfo[] {
  return SECTION_CATALOG.filter((m) => m.placement === slot);
}

/**
 * Adds a section of `type` with its schema's defaults (store.insertSection): at once when the
 * schema has loaded (a palette tile loads it as the pointer goes down on it), else once it has.
 * Answers the new section's id, or null when the store refused.
 */
export function insertSectionOfType(
  store: EditorStore,
  type: string,
  index?: number,
): Promise<string | null> {
  if (loadedSectionMeta(type)) return Promise.resolve(store.getState().insertSection(type, index));
  // The new section is selected: its form will want the validators too.
  loadSectionTypes([type], true);
  return loadSectionMeta(type).then(() => store.getState().insertSection(type, index));
}

/** Puts a new header or footer of `type` in its slot, once its schema has loaded. */
export function setSiteSectionOfType(
  store: EditorStore,
  slot: 'header' | 'footer',
  type: string,
): Promise<string | null> {
  loadSectionTypes([type], true);
  return loadSectionMeta(type).then(() => store.getState().setSiteSection(slot, type));
}
