// Typed builders for the store's tests (and the shell's): documents, a memory storage, a store.
import { CURRENT_PAGE_VERSION, CURRENT_SITE_VERSION } from '../../schemas/migrations';
import { defaultsFromSchema } from '../../schemas/defaults';
import { SECTION_METAS } from '../../schemas/section-metas';
import { themeSchema } from '../../schemas/theme';
import type { PageDocument, Section, SiteDocument, Theme } from '../../schemas/types';
import type { PageSummary } from '../api';
import type { ClipboardStorage } from './clipboard';
import { createEditorStore, type EditorStore, type EditorStoreOptions } from './store';

export function makeSection(type: string, id: string, config?: Record<string, unknown>): Section {
  const meta = SECTION_METAS.find((m) => m.type === type);
  if (!meta) throw new Error(`no section type ${type}`);
  return {
    id,
    type,
    config: config ?? (defaultsFromSchema(meta.schema) as Record<string, unknown>),
  };
}

/** A page of cta sections with the given ids (cta is small and plain). */
export function makePage(ids: readonly string[] = ['a', 'b', 'c'], title = 'Home'): PageDocument {
  return {
    version: CURRENT_PAGE_VERSION,
    title,
    seo: {},
    sections: ids.map((id) => makeSection('cta', id, { heading: `Heading ${id}` })),
  };
}

export function makeSite(): SiteDocument {
  return {
    version: CURRENT_SITE_VERSION,
    theme: defaultsFromSchema(themeSchema) as Theme,
    header: makeSection('shop-header', 'hdr'),
    footer: makeSection('site-footer', 'ftr'),
    menus: { main: [], footer: [] },
  };
}

export function makeSummary(id: string, path: string, title = path): PageSummary {
  return {
    id,
    path,
    title,
    updatedAt: `2024-01-01T00:00:00.000Z#${id}`,
    publishedVersion: null,
    publishedAt: null,
    changed: true,
  };
}

export function createMemoryStorage(): ClipboardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

/**
 * A store with the site loaded, pages p1 (/) and p2 (/about) listed and p1 open with sections
 * a, b, c. Ids of new sections are n1, n2, … (deterministic, still checked for uniqueness).
 */
export function createTestStore(
  options: EditorStoreOptions & { sections?: readonly string[] } = {},
): EditorStore {
  let n = 0;
  const store = createEditorStore({
    storage: createMemoryStorage(),
    randomId: () => `n${++n}`,
    metas: SECTION_METAS,
    ...options,
  });
  const state = store.getState();
  state.load({
    site: makeSite(),
    pages: [makeSummary('p1', '/'), makeSummary('p2', '/about')],
    siteUpdatedAt: 'site-t0',
  });
  state.openPage('p1', makePage(options.sections), { updatedAt: 'p1-t0' });
  return store;
}
