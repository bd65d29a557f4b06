// The builder's store: one zustand vanilla store per editor, created by createEditorStore() and
// handed to React through EditorStoreContext; components read it with useEditor(selector).
//
// State (read it; change it only through the actions):
//   library           the reusable sections by id (ReusableSummary; `config` is the draft the
//                     placements show: editors/store/placements.ts resolves them)
//   site, page        the site draft (theme, header, footer) and the open page's draft; both are
//                     deeply frozen immer documents, so an unchanged section keeps its object and
//                     sync.ts can send the preview only what changed
//   pages, pageId     the pages list (PageSummary) and the open page's id
//   selectedId        a body section's id, or the header's/footer's; hoverId likewise
//   device            'phone' | 'tablet' | 'desktop' | 'full' (DEVICE_WIDTHS)
//   clipboard         the copied sections (mirrored in localStorage 'sw-editor-clipboard')
//   canUndo, canRedo  whether undo()/redo() would do something from the open page
//   pageRevision, siteRevision   counters that go up on every change of that document, undo and
//                     redo included (never on load/openPage): the autosave watches them
//   baseUpdatedAt     the server's updatedAt each draft was loaded or last saved at ({ site,
//                     pages: { [id]: … } }): the autosave sends it as baseUpdatedAt
//   saveState, saveError   'idle' | 'saving' | 'saved' | 'error', set by the autosave
//
// Actions. Every one validates its arguments and never throws: a refusal (unknown id, wrong
// type, bad index, a header type in a page body…) changes nothing and returns false or null.
// Each change is ONE undo step recorded as immer patches, tagged with its target (the open page
// or the site); calls that change nothing record nothing. Undo/redo restore the selection.
//   load({ site, pages, siteUpdatedAt? })        start over: no page open, no history
//   openPage(id, draft, { updatedAt?, reset? })  no history of its own. A page opened before in
//       this session comes back with its draft and undo stack (the given draft is ignored: it
//       can only be older, or changed elsewhere, which the autosave reports as a conflict);
//       reset: true takes the given draft and forgets the page's history (after a reload or a
//       rollback)
//   setPages(list)                               the pages list; drops pages no longer in it
//   reloadSite(site, updatedAt?)                 a fresh site draft; forgets the site's history
//   insertSection(type, index?, config?) → id | null   schema defaults unless config (refused
//       while the type's schema is not loaded: see metas); after the selection by default (else
//       at the end); selects it; header/footer types refused
//   moveSection(id, toIndex) → boolean           toIndex: the section's index afterwards
//   duplicateSection(id) → id | null             deep copy right after, selected
//   removeSection(id) → boolean                  body sections, or the header/footer (emptied);
//                                                the selection moves to the neighbour
//   setHidden(id, hidden) → boolean
//   setDeviceHidden(id, 'phone' | 'tablet' | 'desktop', hidden) → boolean   style.hideOn (CSS
//       only: the section is still rendered, and not displayed on that device)
//   updateSectionConfig(id, config, coalesceKey?) → boolean    body, header or footer. Calls
//       with the same non-empty key (e.g. `${id}:/heading`) merge into one undo step until
//       endCoalescing() (field blur), another action, a selection change, undo/redo or a
//       different key
//   replaceSection(id, section), replacePage(doc) → boolean    the code view's apply: one step;
//       replacePage keeps the open page id; both refuse what fails the document shapes
//   setPageMeta({ title?, seo? }, coalesceKey?) → boolean
//   setTheme(theme, coalesceKey?), replaceSite(site) → boolean
//   setMenus(menus, coalesceKey?) → boolean   the site's menus (the menu editor)
//   setSiteSection('header' | 'footer', type, config?) → id | null   put a header/footer type in
//       its slot (a new section from its defaults)
//   copySections(ids) → boolean                  body sections, in page order, to the clipboard
//   paste(index?) → ids | null                   new ids; after the selection by default; types
//                                                that cannot go in a body are left out
//   placeReusable(id, index?) → id | null        a placement of reusable section `id` (config
//       read from the library), after the selection by default; selects it
//   detachSection(id) → boolean                  a placement becomes the page's own section with
//       a copy of its reusable's current config
//   linkReusable(sectionId, reusable) → boolean  "Save as reusable…": `reusable` was created on
//       the server from the section; it joins the library and the section becomes its placement
//   setReusables(list)                           the library from the server (no history)
//   updateSectionConfig on a placement edits its reusable's draft (target 'library'): every
//       placement of it re-renders, the autosave saves it, undo/redo take it back
//   select(id | null), hover(id | null), setDevice(d) → boolean
//   undo(), redo() → boolean; endCoalescing()
//   dispatch(action)                             the same actions as plain objects (actions.ts)
//   markSaved(target, updatedAt), setSaveStatus(state, error)   for the autosave
import { enableArrayMethods, enablePatches, freeze, produceWithPatches, type Patch } from 'immer';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import type { SectionDevice } from '../../shared/devices';
import { DEVICES, DEVICE_WIDTHS, INITIAL_DEVICE, type Device } from '../../shared/preview-frame';
import { editorSectionTypes } from '../section-types';
import type { PageSummary } from '../api';
import {
  REFUSED,
  planAction,
  type ActionResults,
  type EditorAction,
  type EditorActionType,
  type Plan,
  type SectionTypeLookup,
  type StoreSectionType,
} from './actions';
import { readClipboard, writeClipboard, type ClipboardStorage } from './clipboard';
import {
  isPageDocument,
  isPlainObject,
  isSiteDocument,
  jsonEqual,
  locateSection,
  type SiteSlot,
} from './documents';
import { applyHistoryPatches, createHistory, type HistoryTarget } from './history';
import type { Library } from './placements';
import type { ReusableSummary } from '../api';
import { uniqueSectionId } from './ids';

export type { PageSummary } from '../api';

export { DEVICES, DEVICE_WIDTHS, type Device };

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';
const SAVE_STATES: readonly SaveState[] = ['idle', 'saving', 'saved', 'error'];
export type SaveTarget =
  { kind: 'page'; id: string } | { kind: 'site' } | { kind: 'reusable'; id: string };

export type EditorData = {
  site: SiteDocument | null;
  pages: PageSummary[];
  pageId: string | null;
  page: PageDocument | null;
  library: Library;
  selectedId: string | null;
  hoverId: string | null;
  device: Device;
  clipboard: Section[];
  canUndo: boolean;
  canRedo: boolean;
  pageRevision: number;
  siteRevision: number;
  libraryRevision: number;
  baseUpdatedAt: { site: string | null; pages: Readonly<Record<string, string>> };
  saveState: SaveState;
  saveError: string | null;
};

export type EditorActions = {
  dispatch<T extends EditorActionType>(
    action: Extract<EditorAction, { type: T }>,
  ): ActionResults[T];
  load(input: { site: SiteDocument; pages: PageSummary[]; siteUpdatedAt?: string }): boolean;
  openPage(
    id: string,
    draft: PageDocument | null,
    options?: { updatedAt?: string; reset?: boolean },
  ): boolean;
  setPages(list: PageSummary[]): boolean;
  reloadSite(site: SiteDocument, updatedAt?: string): boolean;
  insertSection(type: string, index?: number, config?: Record<string, unknown>): string | null;
  moveSection(id: string, toIndex: number): boolean;
  duplicateSection(id: string): string | null;
  removeSection(id: string): boolean;
  setHidden(id: string, hidden: boolean): boolean;
  setDeviceHidden(id: string, device: SectionDevice, hidden: boolean): boolean;
  updateSectionConfig(id: string, config: Record<string, unknown>, coalesceKey?: string): boolean;
  replaceSection(id: string, section: Section): boolean;
  replacePage(doc: PageDocument): boolean;
  setPageMeta(meta: { title?: string; seo?: PageDocument['seo'] }, coalesceKey?: string): boolean;
  setTheme(theme: SiteDocument['theme'], coalesceKey?: string): boolean;
  replaceSite(site: SiteDocument): boolean;
  setSiteSection(slot: SiteSlot, type: string, config?: Record<string, unknown>): string | null;
  setMenus(menus: SiteDocument['menus'], coalesceKey?: string): boolean;
  placeReusable(id: string, index?: number): string | null;
  detachSection(id: string): boolean;
  linkReusable(sectionId: string, reusable: ReusableSummary): boolean;
  setReusables(list: readonly ReusableSummary[]): boolean;
  copySections(ids: readonly string[]): boolean;
  paste(index?: number): string[] | null;
  select(id: string | null): boolean;
  hover(id: string | null): boolean;
  setDevice(device: Device): boolean;
  undo(): boolean;
  redo(): boolean;
  endCoalescing(): void;
  markSaved(target: SaveTarget, updatedAt: string): void;
  setSaveStatus(saveState: SaveState, saveError: string | null): void;
};

export type EditorState = EditorData & EditorActions;
export type EditorStore = StoreApi<EditorState>;

export type EditorStoreOptions = {
  /**
   * The section types: a list (tests pass SECTION_METAS) or a lookup; by default the editor's
   * (../section-types.ts: every type's slot, and the schemas loaded so far).
   */
  metas?: readonly StoreSectionType[] | SectionTypeLookup;
  /** Where the clipboard is mirrored; localStorage when available, null for none. */
  storage?: ClipboardStorage | null;
  /** Id generator (tests); uniqueness in the page is ensured either way. */
  randomId?: () => string;
  historyLimit?: number;
};

const INITIAL_DATA: EditorData = {
  site: null,
  pages: [],
  pageId: null,
  page: null,
  library: {},
  selectedId: null,
  hoverId: null,
  device: INITIAL_DEVICE,
  clipboard: [],
  canUndo: false,
  canRedo: false,
  pageRevision: 0,
  siteRevision: 0,
  libraryRevision: 0,
  baseUpdatedAt: { site: null, pages: {} },
  saveState: 'idle',
  saveError: null,
};

function browserStorage(): ClipboardStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) throws on access.
    return null;
  }
}

const isId = (id: unknown): id is string => typeof id === 'string' && id.length > 0;

function isReusable(value: unknown): value is ReusableSummary {
  return (
    isPlainObject(value) &&
    isId(value.id) &&
    typeof value.type === 'string' &&
    typeof value.name === 'string' &&
    isPlainObject(value.config) &&
    isPlainObject(value.usedOn)
  );
}

/** The revision counter a change of `target` steps (the autosave watches them). */
function revisionStep(s: EditorData, target: HistoryTarget) {
  if (target === 'page') return { pageRevision: s.pageRevision + 1 };
  if (target === 'site') return { siteRevision: s.siteRevision + 1 };
  return { libraryRevision: s.libraryRevision + 1 };
}

function isPageList(list: unknown): list is PageSummary[] {
  return (
    Array.isArray(list) &&
    list.every((p) => isPlainObject(p) && isId(p.id) && typeof p.path === 'string')
  );
}

/** A document the store owns: a private, deeply frozen copy. */
function own<T>(doc: T): T {
  return freeze(structuredClone(doc), true);
}

export function createEditorStore(options: EditorStoreOptions = {}): EditorStore {
  enablePatches();
  // splice, findIndex and friends on drafts without a proxy per element.
  enableArrayMethods();
  const given = options.metas ?? editorSectionTypes;
  const metas: SectionTypeLookup = Array.isArray(given)
    ? new Map(given.map((m) => [m.type, m]))
    : (given as SectionTypeLookup);
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const history = createHistory(options.historyLimit);
  // Drafts of pages opened earlier in this session (the open one lives in the state).
  const drafts = new Map<string, PageDocument>();
  const newId = (taken: ReadonlySet<string>) => uniqueSectionId(taken, options.randomId);

  return createStore<EditorState>()((set, get) => {
    const flags = (pageId: string | null) => ({
      canUndo: history.canUndo(pageId),
      canRedo: history.canRedo(pageId),
    });
    const keep = (page: PageDocument | null, site: SiteDocument | null, id: string | null) =>
      id !== null && locateSection(page, site, id) ? id : null;

    function commit(
      target: HistoryTarget,
      docs: { page: PageDocument | null; site: SiteDocument | null; library: Library },
      patches: Patch[],
      inverse: Patch[],
      plan: Plan<unknown>,
    ): void {
      const { page, site, library } = docs;
      const s = get();
      const selectedAfter =
        plan.select !== undefined ? plan.select : keep(page, site, s.selectedId);
      history.record(
        {
          target,
          pageId: target === 'page' ? s.pageId : null,
          patches,
          inverse,
          coalesceKey: plan.coalesceKey || null,
          selectedBefore: s.selectedId,
          selectedAfter,
        },
        s.pageId,
      );
      set({
        page,
        site,
        library,
        ...revisionStep(s, target),
        selectedId: selectedAfter,
        hoverId: keep(page, site, s.hoverId),
        ...flags(s.pageId),
      });
    }

    function run(action: EditorAction): unknown {
      if (!isPlainObject(action) || !Object.hasOwn(REFUSED, action.type)) return null;
      const refused = REFUSED[action.type];
      const s = get();
      let plan: Plan<unknown> | null;
      try {
        plan = planAction(
          {
            page: s.page,
            site: s.site,
            library: s.library,
            selectedId: s.selectedId,
            metas,
            newId,
          },
          action,
        );
      } catch {
        // Planners check their input; this guards the "never throws" promise against the rest.
        plan = null;
      }
      if (!plan) return refused;
      if (!plan.coalesceKey) history.endCoalescing();
      if (!plan.recipe) return plan.result;
      const docs = { page: s.page, site: s.site, library: s.library };
      if (plan.target === 'page') {
        if (!s.page || s.pageId === null) return refused;
        const [page, patches, inverse] = produceWithPatches(s.page, plan.recipe);
        if (patches.length) commit('page', { ...docs, page }, patches, inverse, plan);
      } else if (plan.target === 'site') {
        if (!s.site) return refused;
        const [site, patches, inverse] = produceWithPatches(s.site, plan.recipe);
        if (patches.length) commit('site', { ...docs, site }, patches, inverse, plan);
      } else {
        const [library, patches, inverse] = produceWithPatches(s.library, plan.recipe);
        if (patches.length) commit('library', { ...docs, library }, patches, inverse, plan);
      }
      return plan.result;
    }

    function dispatch<T extends EditorActionType>(
      action: Extract<EditorAction, { type: T }>,
    ): ActionResults[T] {
      return run(action) as ActionResults[T];
    }

    function step(direction: 'undo' | 'redo'): boolean {
      const s = get();
      const entry = direction === 'undo' ? history.takeUndo(s.pageId) : history.takeRedo(s.pageId);
      if (!entry) return false;
      const patches = direction === 'undo' ? entry.inverse : entry.patches;
      let { page, site, library } = s;
      try {
        if (entry.target === 'page') {
          if (!page || entry.pageId !== s.pageId) throw new Error('page history out of step');
          page = applyHistoryPatches(page, patches);
        } else if (entry.target === 'library') {
          library = applyHistoryPatches(library, patches);
        } else {
          if (!site) throw new Error('site history out of step');
          site = applyHistoryPatches(site, patches);
        }
      } catch {
        // Patches that no longer apply mean history and documents disagree: drop the history
        // rather than corrupt the draft.
        history.clear();
        set(flags(s.pageId));
        return false;
      }
      const wanted = direction === 'undo' ? entry.selectedBefore : entry.selectedAfter;
      set({
        page,
        site,
        library,
        ...revisionStep(s, entry.target),
        selectedId: keep(page, site, wanted),
        hoverId: keep(page, site, s.hoverId),
        ...flags(s.pageId),
      });
      return true;
    }

    return {
      ...INITIAL_DATA,
      dispatch,

      load(input) {
        if (!isPlainObject(input)) return false;
        const { site, pages, siteUpdatedAt } = input;
        if (!isSiteDocument(site) || !isPageList(pages)) return false;
        history.clear();
        drafts.clear();
        const pageBase: Record<string, string> = {};
        for (const p of pages) if (typeof p.updatedAt === 'string') pageBase[p.id] = p.updatedAt;
        set({
          site: own(site),
          pages: [...pages],
          pageId: null,
          page: null,
          selectedId: null,
          hoverId: null,
          baseUpdatedAt: {
            site: typeof siteUpdatedAt === 'string' ? siteUpdatedAt : null,
            pages: pageBase,
          },
          saveState: 'idle',
          saveError: null,
          ...flags(null),
        });
        return true;
      },

      openPage(id, draft, opts = {}) {
        if (!isId(id) || !isPlainObject(opts)) return false;
        const s = get();
        const reset = opts.reset === true;
        const cached = reset ? undefined : id === s.pageId ? (s.page ?? undefined) : drafts.get(id);
        if (!cached && !isPageDocument(draft)) return false;
        history.endCoalescing();
        if (s.pageId !== null && s.pageId !== id && s.page) drafts.set(s.pageId, s.page);
        drafts.delete(id);
        let page: PageDocument;
        let base = s.baseUpdatedAt;
        if (cached) {
          page = cached;
        } else {
          page = own(draft as PageDocument);
          history.dropPage(id);
          if (typeof opts.updatedAt === 'string') {
            base = { ...base, pages: { ...base.pages, [id]: opts.updatedAt } };
          }
        }
        set({
          pageId: id,
          page,
          selectedId: null,
          hoverId: null,
          baseUpdatedAt: base,
          ...flags(id),
        });
        return true;
      },

      setPages(list) {
        if (!isPageList(list)) return false;
        const s = get();
        const ids = new Set(list.map((p) => p.id));
        for (const id of [...drafts.keys()]) {
          if (!ids.has(id)) {
            drafts.delete(id);
            history.dropPage(id);
          }
        }
        // Known updatedAt values win: a list fetched while a save was in flight is older.
        const pageBase: Record<string, string> = {};
        for (const p of list) {
          const known = s.baseUpdatedAt.pages[p.id];
          if (known !== undefined) pageBase[p.id] = known;
          else if (typeof p.updatedAt === 'string') pageBase[p.id] = p.updatedAt;
        }
        const closing = s.pageId !== null && !ids.has(s.pageId);
        if (closing && s.pageId !== null) history.dropPage(s.pageId);
        const pageId = closing ? null : s.pageId;
        const page = closing ? null : s.page;
        set({
          pages: [...list],
          pageId,
          page,
          selectedId: keep(page, s.site, s.selectedId),
          hoverId: keep(page, s.site, s.hoverId),
          baseUpdatedAt: { ...s.baseUpdatedAt, pages: pageBase },
          ...flags(pageId),
        });
        return true;
      },

      reloadSite(site, updatedAt) {
        if (!isSiteDocument(site)) return false;
        const s = get();
        history.dropSite();
        const next = own(site);
        set({
          site: next,
          selectedId: keep(s.page, next, s.selectedId),
          hoverId: keep(s.page, next, s.hoverId),
          baseUpdatedAt:
            typeof updatedAt === 'string'
              ? { ...s.baseUpdatedAt, site: updatedAt }
              : s.baseUpdatedAt,
          ...flags(s.pageId),
        });
        return true;
      },

      insertSection: (type, index, config) =>
        dispatch({ type: 'insertSection', sectionType: type, index, config }),
      moveSection: (id, toIndex) => dispatch({ type: 'moveSection', id, toIndex }),
      duplicateSection: (id) => dispatch({ type: 'duplicateSection', id }),
      removeSection: (id) => dispatch({ type: 'removeSection', id }),
      setHidden: (id, hidden) => dispatch({ type: 'setHidden', id, hidden }),
      setDeviceHidden: (id, device, hidden) =>
        dispatch({ type: 'setDeviceHidden', id, device, hidden }),
      updateSectionConfig: (id, config, coalesceKey) =>
        dispatch({ type: 'updateSectionConfig', id, config, coalesceKey }),
      replaceSection: (id, section) => dispatch({ type: 'replaceSection', id, section }),
      replacePage: (doc) => dispatch({ type: 'replacePage', doc }),
      setPageMeta: (meta, coalesceKey) => dispatch({ type: 'setPageMeta', meta, coalesceKey }),
      setTheme: (theme, coalesceKey) => dispatch({ type: 'setTheme', theme, coalesceKey }),
      replaceSite: (site) => dispatch({ type: 'replaceSite', site }),
      setSiteSection: (slot, type, config) =>
        dispatch({ type: 'setSiteSection', slot, sectionType: type, config }),
      setMenus: (menus, coalesceKey) => dispatch({ type: 'setMenus', menus, coalesceKey }),

      placeReusable: (id, index) => dispatch({ type: 'placeReusable', id, index }),
      detachSection: (id) => dispatch({ type: 'detachSection', id }),

      linkReusable(sectionId, reusable) {
        if (!isReusable(reusable)) return false;
        const s = get();
        // The reusable exists on the server from now on, whatever undo does to the section.
        if (!s.library[reusable.id])
          set({ library: freeze({ ...s.library, [reusable.id]: own(reusable) }) });
        const done = dispatch({ type: 'linkReusable', sectionId, id: reusable.id });
        if (!done && !s.library[reusable.id]) set({ library: s.library });
        return done;
      },

      setReusables(list) {
        if (!Array.isArray(list) || !list.every(isReusable)) return false;
        const s = get();
        const library: Record<string, ReusableSummary> = {};
        for (const r of list) {
          // An unchanged config keeps its object: placements keep their rendering, and the
          // history's patches still meet the configs they were recorded on. One the server has
          // at the revision this editor last saved is older than this editor's (not saved yet).
          const was = s.library[r.id];
          const keep = was && (jsonEqual(was.config, r.config) || was.updatedAt === r.updatedAt);
          library[r.id] = keep ? { ...r, config: was.config } : r;
        }
        set({ library: freeze(library, true) });
        return true;
      },

      copySections(ids) {
        const page = get().page;
        if (!page || !Array.isArray(ids)) return false;
        const wanted = new Set(ids);
        const sections = page.sections.filter((s) => wanted.has(s.id)).map(own);
        if (!sections.length) return false;
        writeClipboard(storage, sections);
        set({ clipboard: sections });
        return true;
      },

      paste(index) {
        // Another tab (or this one, on another page) may have copied since: storage is newest.
        const stored = readClipboard(storage);
        if (stored && !jsonEqual(stored, get().clipboard)) set({ clipboard: own(stored) });
        return dispatch({ type: 'pasteSections', sections: get().clipboard, index });
      },

      select(id) {
        const s = get();
        if (id !== null && (!isId(id) || !locateSection(s.page, s.site, id))) return false;
        if (id === s.selectedId) return true;
        history.endCoalescing();
        set({ selectedId: id });
        return true;
      },

      hover(id) {
        const s = get();
        if (id !== null && (!isId(id) || !locateSection(s.page, s.site, id))) return false;
        if (id !== s.hoverId) set({ hoverId: id });
        return true;
      },

      setDevice(device) {
        if (!DEVICES.includes(device)) return false;
        if (device !== get().device) set({ device });
        return true;
      },

      undo: () => step('undo'),
      redo: () => step('redo'),
      endCoalescing: () => history.endCoalescing(),

      markSaved(target, updatedAt) {
        const s = get();
        if (!isPlainObject(target) || typeof updatedAt !== 'string') return;
        if (target.kind === 'site') {
          set({ baseUpdatedAt: { ...s.baseUpdatedAt, site: updatedAt } });
          return;
        }
        if (target.kind === 'reusable') {
          const entry = s.library[target.id];
          if (entry)
            set({ library: { ...s.library, [target.id]: { ...entry, updatedAt, changed: true } } });
          return;
        }
        if (target.kind !== 'page' || !isId(target.id)) return;
        set({
          baseUpdatedAt: {
            ...s.baseUpdatedAt,
            pages: { ...s.baseUpdatedAt.pages, [target.id]: updatedAt },
          },
          pages: s.pages.map((p) => (p.id === target.id ? { ...p, updatedAt, changed: true } : p)),
        });
      },

      setSaveStatus(saveState, saveError) {
        const s = get();
        if (!SAVE_STATES.includes(saveState)) return;
        if (saveError !== null && typeof saveError !== 'string') return;
        if (s.saveState !== saveState || s.saveError !== saveError) set({ saveState, saveError });
      },
    };
  });
}

/** Provides the editor's store to useEditor: `<EditorStoreContext.Provider value={store}>`. */
export const EditorStoreContext = createContext<EditorStore | null>(null);

/** The store of the nearest provider (for actions and for non-React code). */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor needs an EditorStoreContext.Provider above it.');
  return store;
}

/**
 * Reads the store through a selector and re-renders when its result changes (Object.is):
 * select narrow values, or wrap object results in zustand's useShallow.
 */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
