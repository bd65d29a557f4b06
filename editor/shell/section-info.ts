// Labels, one-line summaries and schema problems of sections, memoised per section object (the
// store's documents are immutable, so an unchanged section is the same object).
import { SECTION_METAS } from '../../schemas/section-metas';
import type { Section, SectionMeta } from '../../schemas/types';
import { useSyncExternalStore } from 'react';

export const META_BY_TYPE: ReadonlyMap<string, SectionMeta> = new Map(
  SECTION_METAS.map((m) => [m.type, m]),
);

export function labelOf(type: string): string {
  return META_BY_TYPE.get(type)?.label ?? type;
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

type SectionValidator = (section: Section) => string[] | null;
let validate: SectionValidator | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/**
 * Loads the section validators (precompiled, no Ajv compiler) in their own chunk, after the
 * editor's first paint; components that show problems re-render once they are there.
 */
function loadValidator(): Promise<void> {
  loading ??= import('../../shared/section-validate').then((m) => {
    validate = m.checkSection;
    for (const notify of waiting) notify();
  });
  return loading;
}

/** True once problemsOf can answer; subscribing starts the load. */
export function useValidatorReady(): boolean {
  return useSyncExternalStore(
    (notify) => {
      waiting.add(notify);
      void loadValidator();
      return () => waiting.delete(notify);
    },
    () => validate !== null,
    () => false,
  );
}

const problemCache = new WeakMap<object, string[] | null>();

/** The reasons a section fails its type's schema; null when valid or not checked yet. */
export function problemsOf(section: Section): string[] | null {
  if (!validate) return null;
  if (problemCache.has(section)) return problemCache.get(section) ?? null;
  const problems = validate(section);
  problemCache.set(section, problems);
  return problems;
}

export type PaletteGroup = { key: string; title: string; metas: SectionMeta[] };

const GROUP_TITLES: Record<string, string> = {
  shop: 'Shop',
  events: 'Events',
  organisation: 'Organisation',
  'site-builder': 'Site builder',
  content: 'Content',
};

/**
 * Types the palette leaves out: the not-found screen, and the blog post, which only has a post
 * on the built-in /blog/{slug} pages (a stored page at such a path replaces the built-in one).
 */
const NOT_IN_PALETTE: ReadonlySet<string> = new Set(['not-found', 'blog-post']);

/** Body section types grouped by the kind of site they serve, in palette order. */
export function paletteGroups(): PaletteGroup[] {
  const groups = new Map<string, PaletteGroup>();
  for (const meta of SECTION_METAS) {
    if (meta.placement === 'header' || meta.placement === 'footer' || NOT_IN_PALETTE.has(meta.type))
      continue;
    const key = meta.category;
    if (!groups.has(key)) groups.set(key, { key, title: GROUP_TITLES[key] ?? key, metas: [] });
    groups.get(key)!.metas.push(meta);
  }
  return [...groups.values()];
}

/** Header or footer types, for the site slots. */
export function siteSlotTypes(slot: 'header' | 'footer'): SectionMeta[] {
  return SECTION_METAS.filter((m) => m.placement === slot);
}
