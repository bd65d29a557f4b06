// The document actions as plain objects, and one pure planner per action type. A planner reads
// the current documents and returns a plan: which document it changes (the open page, the site
// or the library of reusable sections), an immer recipe, its result and the selection afterwards; or null to refuse. The store
// runs the recipe with produceWithPatches and records the patches as one undo step, so every
// action is undoable by construction and no handler touches history itself.
import type { Draft } from 'immer';
import { SECTIONS_PER_PAGE_MAX, PAGE_TITLE_MAX, seoSchema } from '../../schemas/documents';
import { defaultsFromSchema } from '../../schemas/defaults';
import { SECTION_DEVICES } from '../../schemas/section-style';
import type {
  JsonSchema,
  PageDocument,
  Section,
  SectionMeta,
  Seo,
  SiteDocument,
} from '../../schemas/types';
import type { SectionDevice } from '../../shared/devices';
import {
  isPageDocument,
  isPlainObject,
  isSectionShape,
  isSiteDocument,
  jsonEqual,
  locateSection,
  placementOf,
  sectionAt,
  takenIds,
  type SectionPlace,
  type SiteSlot,
} from './documents';
import type { Library } from './placements';
import type { ReusableSummary } from '../api';

export type EditorAction =
  | { type: 'insertSection'; sectionType: string; index?: number; config?: unknown }
  | { type: 'moveSection'; id: string; toIndex: number }
  | { type: 'duplicateSection'; id: string }
  | { type: 'removeSection'; id: string }
  | { type: 'setHidden'; id: string; hidden: boolean }
  | { type: 'setDeviceHidden'; id: string; device: SectionDevice; hidden: boolean }
  | { type: 'updateSectionConfig'; id: string; config: unknown; coalesceKey?: string }
  | { type: 'replaceSection'; id: string; section: unknown }
  | { type: 'replacePage'; doc: unknown }
  | { type: 'setPageMeta'; meta: { title?: unknown; seo?: unknown }; coalesceKey?: string }
  | { type: 'setTheme'; theme: unknown; coalesceKey?: string }
  | { type: 'replaceSite'; site: unknown }
  | { type: 'setSiteSection'; slot: SiteSlot; sectionType: string; config?: unknown }
  | { type: 'setMenus'; menus: unknown; coalesceKey?: string }
  | { type: 'pasteSections'; sections: readonly Section[]; index?: number }
  | { type: 'placeReusable'; id: string; index?: number }
  | { type: 'detachSection'; id: string }
  | { type: 'linkReusable'; sectionId: string; id: string };

export type EditorActionType = EditorAction['type'];

/** What each action returns: the new id(s), or whether it applied; null/false = refused. */
export type ActionResults = {
  insertSection: string | null;
  moveSection: boolean;
  duplicateSection: string | null;
  removeSection: boolean;
  setHidden: boolean;
  setDeviceHidden: boolean;
  updateSectionConfig: boolean;
  replaceSection: boolean;
  replacePage: boolean;
  setPageMeta: boolean;
  setTheme: boolean;
  replaceSite: boolean;
  setSiteSection: string | null;
  setMenus: boolean;
  pasteSections: string[] | null;
  placeReusable: string | null;
  detachSection: boolean;
  linkReusable: boolean;
};

/** The answer of a refused action, by type. */
export const REFUSED: { readonly [K in EditorActionType]: ActionResults[K] } = {
  insertSection: null,
  moveSection: false,
  duplicateSection: null,
  removeSection: false,
  setHidden: false,
  setDeviceHidden: false,
  updateSectionConfig: false,
  replaceSection: false,
  replacePage: false,
  setPageMeta: false,
  setTheme: false,
  replaceSite: false,
  setSiteSection: null,
  setMenus: false,
  pasteSections: null,
  placeReusable: null,
  detachSection: false,
  linkReusable: false,
};

/**
 * What the store knows of a section type: where it may go and, once the editor has loaded it,
 * its schema, whose defaults fill a new section (without it, a new section needs its config).
 */
export type StoreSectionType = Pick<SectionMeta, 'type' | 'placement'> & { schema?: JsonSchema };

/** The section types by type (a Map will do). */
export type SectionTypeLookup = { get(type: string): StoreSectionType | undefined };

export type ActionContext = {
  page: PageDocument | null;
  site: SiteDocument | null;
  /** The reusable sections by id; a placement's config edits its entry's. */
  library: Library;
  selectedId: string | null;
  metas: SectionTypeLookup;
  newId: (taken: ReadonlySet<string>) => string;
};

type PlanCommon<R> = {
  result: R;
  /** The selection afterwards; undefined keeps it (or clears it when its section is gone). */
  select?: string | null;
  coalesceKey?: string;
};

/** A recipe of null means the call was valid but changes nothing (no undo step). */
export type Plan<R> =
  | (PlanCommon<R> & { target: 'page'; recipe: ((draft: Draft<PageDocument>) => void) | null })
  | (PlanCommon<R> & { target: 'site'; recipe: ((draft: Draft<SiteDocument>) => void) | null })
  | (PlanCommon<R> & {
      target: 'library';
      recipe: ((draft: Draft<Record<string, ReusableSummary>>) => void) | null;
    });

const isIndex = (n: unknown, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

const isId = (id: unknown): id is string => typeof id === 'string' && id.length > 0;

const clone = <T>(value: T): T => structuredClone(value);

/**
 * A new sections array from the base one. Reordering actions assign a whole array rather than
 * splice the draft: that records one patch holding references (not one patch per shifted index
 * that immer would write), and undo puts the very same section objects back.
 */
function spliced(
  base: readonly Section[],
  start: number,
  deleteCount: number,
  ...items: Section[]
): Draft<Section>[] {
  const next = base.slice();
  next.splice(start, deleteCount, ...items);
  return next as Draft<Section>[];
}

/** The plan that gives the page `sections` (a new array: see spliced), maybe selecting too. */
function sectionsPlan<R>(
  sections: Draft<Section>[],
  result: R,
  selection?: { select: string | null },
): Plan<R> {
  return {
    target: 'page',
    recipe: (d) => {
      d.sections = sections;
    },
    result,
    ...selection,
  };
}

function bodyMeta(ctx: ActionContext, type: unknown): StoreSectionType | null {
  const meta = typeof type === 'string' ? ctx.metas.get(type) : undefined;
  return meta && placementOf(meta) === 'body' ? meta : null;
}

/**
 * A new section's config: the given plain object (copied) or the schema defaults; null while the
 * type's schema is not loaded (the editor loads it first: shell/section-info.ts).
 */
function initialConfig(meta: StoreSectionType, config: unknown): Record<string, unknown> | null {
  if (config === undefined) {
    if (!meta.schema) return null;
    const defaults = defaultsFromSchema(meta.schema);
    return isPlainObject(defaults) ? defaults : {};
  }
  return isPlainObject(config) ? clone(config) : null;
}

/** Where new sections go by default: after the selection, else at the end. */
function defaultIndex(ctx: ActionContext, page: PageDocument): number {
  const place = ctx.selectedId ? locateSection(page, ctx.site, ctx.selectedId) : null;
  if (place?.slot === 'body') return place.index + 1;
  if (place?.slot === 'header') return 0;
  return page.sections.length;
}

function insertSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'insertSection' }>,
): Plan<string | null> | null {
  const page = ctx.page;
  const meta = bodyMeta(ctx, a.sectionType);
  if (!page || !meta || page.sections.length >= SECTIONS_PER_PAGE_MAX) return null;
  const config = initialConfig(meta, a.config);
  const index = a.index ?? defaultIndex(ctx, page);
  if (!config || !isIndex(index, page.sections.length)) return null;
  const id = ctx.newId(takenIds(page, ctx.site));
  const section: Section = { id, type: meta.type, config };
  return sectionsPlan(spliced(page.sections, index, 0, section), id, { select: id });
}

function moveSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'moveSection' }>,
): Plan<boolean> | null {
  const page = ctx.page;
  const from = page && isId(a.id) ? page.sections.findIndex((s) => s.id === a.id) : -1;
  if (!page || from < 0 || !isIndex(a.toIndex, page.sections.length - 1)) return null;
  const to = a.toIndex;
  if (from === to) return { target: 'page', recipe: null, result: true };
  const moved = page.sections[from] as Section;
  return sectionsPlan(spliced(spliced(page.sections, from, 1), to, 0, moved), true);
}

function duplicateSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'duplicateSection' }>,
): Plan<string | null> | null {
  const page = ctx.page;
  const index = page && isId(a.id) ? page.sections.findIndex((s) => s.id === a.id) : -1;
  const original = page?.sections[index];
  if (!page || !original || page.sections.length >= SECTIONS_PER_PAGE_MAX) return null;
  const id = ctx.newId(takenIds(page, ctx.site));
  const copy: Section = { ...clone(original), id };
  return sectionsPlan(spliced(page.sections, index + 1, 0, copy), id, { select: id });
}

function removeSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'removeSection' }>,
): Plan<boolean> | null {
  const place = isId(a.id) ? locateSection(ctx.page, ctx.site, a.id) : null;
  if (!place) return null;
  const wasSelected = ctx.selectedId === a.id;
  if (place.slot !== 'body') {
    const slot = place.slot;
    return {
      target: 'site',
      recipe: (d) => {
        d[slot] = null;
      },
      result: true,
      ...(wasSelected ? { select: null } : {}),
    };
  }
  const sections = ctx.page?.sections ?? [];
  // The selection moves to the section that takes the removed one's place, else the one before.
  const neighbour = sections[place.index + 1]?.id ?? sections[place.index - 1]?.id ?? null;
  return sectionsPlan(
    spliced(sections, place.index, 1),
    true,
    wasSelected ? { select: neighbour } : undefined,
  );
}

/** The plan that applies `apply` to the section at `place`: the page's body or a site slot. */
function changeSection(place: SectionPlace, apply: (s: Draft<Section>) => void): Plan<boolean> {
  if (place.slot === 'body') {
    const index = place.index;
    return {
      target: 'page',
      recipe: (d) => {
        const s = d.sections[index];
        if (s) apply(s);
      },
      result: true,
    };
  }
  const slot = place.slot;
  return {
    target: 'site',
    recipe: (d) => {
      const s = d[slot];
      if (s) apply(s);
    },
    result: true,
  };
}

function setHidden(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setHidden' }>,
): Plan<boolean> | null {
  const place = isId(a.id) ? locateSection(ctx.page, ctx.site, a.id) : null;
  const section = place && sectionAt(ctx.page, ctx.site, place);
  if (!place || !section || typeof a.hidden !== 'boolean') return null;
  const hidden = a.hidden;
  const apply = (s: Draft<Section>) => {
    // Visible is stored as the absence of the flag, as the documents are written by hand.
    if (hidden) s.hidden = true;
    else delete s.hidden;
  };
  if ((section.hidden === true) === hidden) return { target: 'page', recipe: null, result: true };
  return changeSection(place, apply);
}

/**
 * Hides a section on one device or shows it there again (`style.hideOn`, in device order); a
 * style left empty is removed, so a section shown everywhere is stored as it was.
 */
function setDeviceHidden(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setDeviceHidden' }>,
): Plan<boolean> | null {
  const place = isId(a.id) ? locateSection(ctx.page, ctx.site, a.id) : null;
  const section = place && sectionAt(ctx.page, ctx.site, place);
  if (!place || !section || typeof a.hidden !== 'boolean') return null;
  if (!SECTION_DEVICES.includes(a.device)) return null;
  const before = section.style?.hideOn ?? [];
  const hideOn = SECTION_DEVICES.filter((d) => (d === a.device ? a.hidden : before.includes(d)));
  if (jsonEqual(hideOn, before)) return { target: 'page', recipe: null, result: true };
  const apply = (s: Draft<Section>) => {
    const { hideOn: _old, ...rest } = s.style ?? {};
    const style = hideOn.length ? { ...rest, hideOn } : rest;
    if (Object.keys(style).length) s.style = style;
    else delete s.style;
  };
  return changeSection(place, apply);
}

function updateSectionConfig(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'updateSectionConfig' }>,
): Plan<boolean> | null {
  const place = isId(a.id) ? locateSection(ctx.page, ctx.site, a.id) : null;
  const section = place && sectionAt(ctx.page, ctx.site, place);
  if (!place || !section || !isPlainObject(a.config)) return null;
  const coalesceKey = typeof a.coalesceKey === 'string' ? a.coalesceKey : undefined;
  // Forms report unchanged values too (on mount, on blur): those must not become undo steps.
  if (!section.ref && jsonEqual(section.config, a.config)) {
    return { target: 'page', recipe: null, result: true, coalesceKey };
  }
  const config = clone(a.config);
  // A placement's fields are its reusable's: the edit goes to the reusable's draft, and so to
  // every placement of it.
  const entry = section.ref ? ctx.library[section.ref] : undefined;
  if (place.slot === 'body' && section.ref) {
    if (!entry) return null;
    const ref = section.ref;
    if (jsonEqual(entry.config, a.config))
      return { target: 'library', recipe: null, result: true, coalesceKey };
    return {
      target: 'library',
      recipe: (d) => {
        const e = d[ref];
        if (e) e.config = config;
      },
      result: true,
      coalesceKey,
    };
  }
  if (place.slot === 'body') {
    return {
      target: 'page',
      recipe: (d) => {
        const s = d.sections[place.index];
        if (s) s.config = config;
      },
      result: true,
      coalesceKey,
    };
  }
  const slot = place.slot;
  return {
    target: 'site',
    recipe: (d) => {
      const s = d[slot];
      if (s) s.config = config;
    },
    result: true,
    coalesceKey,
  };
}

function replaceSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'replaceSection' }>,
): Plan<boolean> | null {
  const place = isId(a.id) ? locateSection(ctx.page, ctx.site, a.id) : null;
  const current = place && sectionAt(ctx.page, ctx.site, place);
  if (!place || !current || !isSectionShape(a.section)) return null;
  const next = clone(a.section);
  const meta = ctx.metas.get(next.type);
  if (!meta || placementOf(meta) !== place.slot) return null;
  if (next.id !== a.id && takenIds(ctx.page, ctx.site).has(next.id)) return null;
  if (jsonEqual(current, next)) return { target: 'page', recipe: null, result: true };
  const select = ctx.selectedId === a.id ? next.id : undefined;
  if (place.slot === 'body') {
    return {
      target: 'page',
      recipe: (d) => {
        d.sections[place.index] = next;
      },
      result: true,
      ...(select !== undefined ? { select } : {}),
    };
  }
  const slot = place.slot;
  return {
    target: 'site',
    recipe: (d) => {
      d[slot] = next;
    },
    result: true,
    ...(select !== undefined ? { select } : {}),
  };
}

function replacePage(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'replacePage' }>,
): Plan<boolean> | null {
  const page = ctx.page;
  if (!page || !isPageDocument(a.doc)) return null;
  const doc = clone(a.doc);
  const siteIds = takenIds(null, ctx.site);
  if (doc.sections.some((s) => !bodyMeta(ctx, s.type) || siteIds.has(s.id))) return null;
  if (jsonEqual(page, doc)) return { target: 'page', recipe: null, result: true };
  // Unchanged sections keep their objects, so the preview re-renders only what the edit touched.
  const before = new Map(page.sections.map((s) => [s.id, s]));
  const sections = doc.sections.map((s) => {
    const old = before.get(s.id);
    return old && jsonEqual(old, s) ? old : s;
  });
  return {
    target: 'page',
    recipe: (d) => {
      d.version = doc.version;
      if (d.title !== doc.title) d.title = doc.title;
      if (!jsonEqual(d.seo, doc.seo)) d.seo = doc.seo;
      d.sections = sections as Draft<Section>[];
    },
    result: true,
  };
}

const SEO_KEYS = ['title', 'description', 'image'] as const;

/** SEO fields as stored: known keys, strings within their limits, empty ones dropped. */
function normalizeSeo(value: unknown): Seo | null {
  if (!isPlainObject(value)) return null;
  const seo: Seo = {};
  for (const key of Object.keys(value)) {
    if (!(SEO_KEYS as readonly string[]).includes(key)) return null;
  }
  for (const key of SEO_KEYS) {
    const v = value[key];
    if (v === undefined || v === '') continue;
    const max = (seoSchema.properties[key] as JsonSchema).maxLength;
    if (typeof v !== 'string' || (max !== undefined && v.length > max)) return null;
    seo[key] = v;
  }
  return seo;
}

function setPageMeta(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setPageMeta' }>,
): Plan<boolean> | null {
  const page = ctx.page;
  if (!page || !isPlainObject(a.meta)) return null;
  const { title, seo: rawSeo } = a.meta;
  if (title === undefined && rawSeo === undefined) return null;
  // An empty title is allowed while typing; the form shows the error and publish refuses it.
  if (title !== undefined && (typeof title !== 'string' || title.length > PAGE_TITLE_MAX)) {
    return null;
  }
  const seo = rawSeo === undefined ? undefined : normalizeSeo(rawSeo);
  if (seo === null) return null;
  const coalesceKey = typeof a.coalesceKey === 'string' ? a.coalesceKey : undefined;
  const titleChanges = title !== undefined && title !== page.title;
  const seoChanges = seo !== undefined && !jsonEqual(seo, page.seo);
  if (!titleChanges && !seoChanges) {
    return { target: 'page', recipe: null, result: true, coalesceKey };
  }
  return {
    target: 'page',
    recipe: (d) => {
      if (titleChanges) d.title = title;
      if (seoChanges) d.seo = seo;
    },
    result: true,
    coalesceKey,
  };
}

const THEME_OBJECTS = ['colors', 'font', 'primaryButton', 'secondaryButton'] as const;

function setTheme(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setTheme' }>,
): Plan<boolean> | null {
  const site = ctx.site;
  const theme = a.theme;
  // Only the structure is checked: a colour may be half typed; the site save validates fully.
  if (
    !site ||
    !isPlainObject(theme) ||
    !THEME_OBJECTS.every((k) => isPlainObject(theme[k])) ||
    !['string', 'undefined'].includes(typeof theme.linkTextColor)
  ) {
    return null;
  }
  const coalesceKey = typeof a.coalesceKey === 'string' ? a.coalesceKey : undefined;
  if (jsonEqual(site.theme, theme)) {
    return { target: 'site', recipe: null, result: true, coalesceKey };
  }
  const next = clone(theme) as SiteDocument['theme'];
  return {
    target: 'site',
    recipe: (d) => {
      d.theme = next;
    },
    result: true,
    coalesceKey,
  };
}

function replaceSite(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'replaceSite' }>,
): Plan<boolean> | null {
  const site = ctx.site;
  if (!site || !isSiteDocument(a.site)) return null;
  const next = clone(a.site);
  const bodyIds = takenIds(ctx.page, null);
  for (const slot of ['header', 'footer'] as const) {
    const s = next[slot];
    if (!s) continue;
    const meta = ctx.metas.get(s.type);
    if (!meta || placementOf(meta) !== slot || bodyIds.has(s.id)) return null;
  }
  if (next.header && next.footer && next.header.id === next.footer.id) return null;
  if (jsonEqual(site, next)) return { target: 'site', recipe: null, result: true };
  return {
    target: 'site',
    recipe: (d) => {
      d.version = next.version;
      // Parts that did not change keep their objects (and the preview its rendering).
      if (!jsonEqual(site.theme, next.theme)) d.theme = next.theme;
      if (!jsonEqual(site.header, next.header)) d.header = next.header;
      if (!jsonEqual(site.footer, next.footer)) d.footer = next.footer;
      if (!jsonEqual(site.menus, next.menus)) d.menus = next.menus;
    },
    result: true,
  };
}

/** Fields a header or footer keeps when the owner picks another design for its slot. */
const CARRIED_FIELDS = [
  'brand',
  'logo',
  'siteName',
  'sticky',
  'mobileMenuSide',
  'socials',
  'phone',
  'email',
  'address',
  'copyrightText',
] as const;

/** NOTE: mutates `into`: copies CARRIED_FIELDS of `from` that the new type's schema also has. */
function carryOver(
  from: Record<string, unknown>,
  into: Record<string, unknown>,
  schema?: JsonSchema,
) {
  const props = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const key of CARRIED_FIELDS) {
    const value = from[key];
    const prop = props[key];
    if (value === undefined || !prop) continue;
    const kind = Array.isArray(value) ? 'array' : typeof value;
    if (prop.type === kind && (!prop.enum || prop.enum.includes(value))) into[key] = clone(value);
  }
}

/** The menus' shape: two lists of items, each with a label (the site save checks the rest). */
function isMenus(value: unknown): value is SiteDocument['menus'] {
  const isItems = (v: unknown) =>
    Array.isArray(v) && v.every((item) => isPlainObject(item) && typeof item.label === 'string');
  return isPlainObject(value) && isItems(value.main) && isItems(value.footer);
}

function setMenus(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setMenus' }>,
): Plan<boolean> | null {
  const site = ctx.site;
  if (!site || !isMenus(a.menus)) return null;
  const coalesceKey = typeof a.coalesceKey === 'string' ? a.coalesceKey : undefined;
  if (jsonEqual(site.menus, a.menus))
    return { target: 'site', recipe: null, result: true, coalesceKey };
  const next = clone(a.menus);
  return {
    target: 'site',
    recipe: (d) => {
      d.menus = next;
    },
    result: true,
    coalesceKey,
  };
}

function setSiteSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'setSiteSection' }>,
): Plan<string | null> | null {
  const site = ctx.site;
  const meta = typeof a.sectionType === 'string' ? ctx.metas.get(a.sectionType) : undefined;
  if (!site || !meta || (a.slot !== 'header' && a.slot !== 'footer')) return null;
  if (placementOf(meta) !== a.slot) return null;
  const config = initialConfig(meta, a.config);
  if (!config) return null;
  const id = ctx.newId(takenIds(ctx.page, site));
  const slot = a.slot;
  // A new design of the slot keeps what the old one said in the fields both have.
  const previous = site[slot];
  if (previous && a.config === undefined) carryOver(previous.config, config, meta.schema);
  const section: Section = { id, type: meta.type, config };
  return {
    target: 'site',
    recipe: (d) => {
      d[slot] = section;
    },
    result: id,
    select: id,
  };
}

function pasteSections(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'pasteSections' }>,
): Plan<string[] | null> | null {
  const page = ctx.page;
  if (!page || !Array.isArray(a.sections)) return null;
  // Headers and footers (and unknown types) cannot go into a page body: they are left out.
  const fitting = a.sections.filter((s) => isSectionShape(s) && bodyMeta(ctx, s.type));
  if (!fitting.length || page.sections.length + fitting.length > SECTIONS_PER_PAGE_MAX) {
    return null;
  }
  const index = a.index ?? defaultIndex(ctx, page);
  if (!isIndex(index, page.sections.length)) return null;
  const taken = takenIds(page, ctx.site);
  const pasted = fitting.map((s) => {
    const id = ctx.newId(taken);
    taken.add(id);
    return { ...clone(s), id };
  });
  const ids = pasted.map((s) => s.id);
  return sectionsPlan(spliced(page.sections, index, 0, ...pasted), ids, {
    select: ids.at(-1) ?? null,
  });
}

/** Places reusable section `id` at `index` (after the selection by default), selected. */
function placeReusable(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'placeReusable' }>,
): Plan<string | null> | null {
  const page = ctx.page;
  const entry = isId(a.id) ? ctx.library[a.id] : undefined;
  if (!page || !entry || !bodyMeta(ctx, entry.type)) return null;
  if (page.sections.length >= SECTIONS_PER_PAGE_MAX) return null;
  const index = a.index ?? defaultIndex(ctx, page);
  if (!isIndex(index, page.sections.length)) return null;
  const id = ctx.newId(takenIds(page, ctx.site));
  const section: Section = { id, type: entry.type, ref: entry.id, config: {} };
  return sectionsPlan(spliced(page.sections, index, 0, section), id, { select: id });
}

/** The body section at `id` when it is a placement of a known reusable section. */
function placementAt(ctx: ActionContext, id: unknown) {
  const index = ctx.page && isId(id) ? ctx.page.sections.findIndex((s) => s.id === id) : -1;
  const section = ctx.page?.sections[index];
  const entry = section?.ref ? ctx.library[section.ref] : undefined;
  return section && entry ? { index, section, entry } : null;
}

/** Turns a placement into the page's own section with a copy of the reusable's draft config. */
function detachSection(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'detachSection' }>,
): Plan<boolean> | null {
  const found = placementAt(ctx, a.id);
  if (!found) return null;
  const { index, section, entry } = found;
  const { ref: _ref, ...rest } = section;
  const own: Section = { ...rest, type: entry.type, config: clone(entry.config) };
  return {
    target: 'page',
    recipe: (d) => {
      d.sections[index] = own as Draft<Section>;
    },
    result: true,
  };
}

/**
 * Turns a page section into a placement of reusable `id` (made from it: same type), its config
 * then read from the reusable. One undo step gives the section its own config back.
 */
function linkReusable(
  ctx: ActionContext,
  a: Extract<EditorAction, { type: 'linkReusable' }>,
): Plan<boolean> | null {
  const page = ctx.page;
  const index =
    page && isId(a.sectionId) ? page.sections.findIndex((s) => s.id === a.sectionId) : -1;
  const section = page?.sections[index];
  const entry = isId(a.id) ? ctx.library[a.id] : undefined;
  if (!section || !entry || section.ref || section.type !== entry.type) return null;
  const placed: Section = { ...clone(section), ref: entry.id, config: {} };
  return {
    target: 'page',
    recipe: (d) => {
      d.sections[index] = placed as Draft<Section>;
    },
    result: true,
  };
}

/** Routes an action to its planner. Refusals are null; the store answers REFUSED[type]. */
export function planAction(ctx: ActionContext, action: EditorAction): Plan<unknown> | null {
  switch (action.type) {
    case 'insertSection':
      return insertSection(ctx, action);
    case 'moveSection':
      return moveSection(ctx, action);
    case 'duplicateSection':
      return duplicateSection(ctx, action);
    case 'removeSection':
      return removeSection(ctx, action);
    case 'setHidden':
      return setHidden(ctx, action);
    case 'setDeviceHidden':
      return setDeviceHidden(ctx, action);
    case 'updateSectionConfig':
      return updateSectionConfig(ctx, action);
    case 'replaceSection':
      return replaceSection(ctx, action);
    case 'replacePage':
      return replacePage(ctx, action);
    case 'setPageMeta':
      return setPageMeta(ctx, action);
    case 'setTheme':
      return setTheme(ctx, action);
    case 'replaceSite':
      return replaceSite(ctx, action);
    case 'setSiteSection':
      return setSiteSection(ctx, action);
    case 'setMenus':
      return setMenus(ctx, action);
    case 'pasteSections':
      return pasteSections(ctx, action);
    case 'placeReusable':
      return placeReusable(ctx, action);
    case 'detachSection':
      return detachSection(ctx, action);
    case 'linkReusable':
      return linkReusable(ctx, action);
    default:
      return null;
  }
}
