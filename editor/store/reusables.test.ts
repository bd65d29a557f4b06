import { describe, expect, it, vi } from 'vitest';
import type { ReusableSummary } from '../api';
import { createAutosave } from './autosave';
import { resolvePage, resolveSection } from './placements';
import { createTestStore } from './test-support';

function makeReusable(id: string, heading: string): ReusableSummary {
  return {
    id,
    name: `Reusable ${id}`,
    type: 'cta',
    config: { variant: 'banner', heading, buttons: [] },
    updatedAt: `${id}-t0`,
    publishedVersion: null,
    publishedAt: null,
    changed: true,
    usedOn: { draft: [], live: [] },
  };
}

/** A test store with reusable r1 in its library, placed twice on the open page (as n1, n2). */
function storeWithPlacements() {
  const store = createTestStore();
  store.getState().setReusables([makeReusable('r1', 'Shared')]);
  const first = store.getState().placeReusable('r1', 1)!;
  const second = store.getState().placeReusable('r1', 3)!;
  return { store, first, second };
}

const shown = (store: ReturnType<typeof createTestStore>) => {
  const s = store.getState();
  return resolvePage(s.page!, s.library);
};
const headingOf = (store: ReturnType<typeof createTestStore>, id: string) =>
  shown(store).sections.find((s) => s.id === id)?.config.heading;

describe('placeReusable', () => {
  it('places a reusable section as a ref with an empty config, selected', () => {
    const { store, first } = storeWithPlacements();
    const s = store.getState();
    expect(s.page!.sections.map((x) => x.id)).toEqual(['a', first, 'b', 'n2', 'c']);
    expect(s.page!.sections[1]).toEqual({ id: first, type: 'cta', ref: 'r1', config: {} });
    expect(s.selectedId).toBe('n2');
    expect(headingOf(store, first)).toBe('Shared');
  });

  it('refuses an unknown reusable and a bad index', () => {
    const store = createTestStore();
    store.getState().setReusables([makeReusable('r1', 'Shared')]);
    expect(store.getState().placeReusable('nope')).toBeNull();
    expect(store.getState().placeReusable('r1', 99)).toBeNull();
    expect(store.getState().page!.sections).toHaveLength(3);
  });
});

describe('editing a placed section', () => {
  it('edits the reusable draft: every placement changes, the page does not', () => {
    const { store, first, second } = storeWithPlacements();
    const pageBefore = store.getState().page;
    const rev = store.getState().libraryRevision;
    const ok = store
      .getState()
      .updateSectionConfig(first, { variant: 'banner', heading: 'Edited once', buttons: [] });
    expect(ok).toBe(true);
    const s = store.getState();
    expect(s.page).toBe(pageBefore);
    expect(s.libraryRevision).toBe(rev + 1);
    expect(s.library.r1!.config.heading).toBe('Edited once');
    expect(headingOf(store, first)).toBe('Edited once');
    expect(headingOf(store, second)).toBe('Edited once');
  });

  it('is one undo step, and redo puts it back', () => {
    const { store, first, second } = storeWithPlacements();
    const edit = (heading: string) =>
      store
        .getState()
        .updateSectionConfig(first, { variant: 'banner', heading, buttons: [] }, `${first}:/h`);
    edit('E');
    edit('Ed');
    edit('Edited');
    store.getState().endCoalescing();
    expect(store.getState().undo()).toBe(true);
    expect(headingOf(store, second)).toBe('Shared');
    expect(store.getState().redo()).toBe(true);
    expect(headingOf(store, second)).toBe('Edited');
  });

  it('records nothing for an unchanged config', () => {
    const { store, first } = storeWithPlacements();
    const rev = store.getState().libraryRevision;
    store.getState().updateSectionConfig(first, store.getState().library.r1!.config as never);
    expect(store.getState().libraryRevision).toBe(rev);
  });

  it('keeps the objects of untouched sections, so the preview re-renders only placements', () => {
    const { store, first } = storeWithPlacements();
    const before = shown(store);
    store.getState().updateSectionConfig(first, { variant: 'banner', heading: 'New', buttons: [] });
    const after = shown(store);
    const changed = after.sections.filter((s, i) => s !== before.sections[i]).map((s) => s.id);
    expect(changed).toEqual([first, 'n2']);
  });
});

describe('detachSection', () => {
  it('copies the current config into the page and no longer follows the reusable', () => {
    const { store, first, second } = storeWithPlacements();
    store.getState().updateSectionConfig(first, { variant: 'banner', heading: 'Now', buttons: [] });
    expect(store.getState().detachSection(second)).toBe(true);
    const detached = store.getState().page!.sections.find((s) => s.id === second)!;
    expect(detached.ref).toBeUndefined();
    expect(detached.config.heading).toBe('Now');
    store
      .getState()
      .updateSectionConfig(first, { variant: 'banner', heading: 'Later', buttons: [] });
    expect(headingOf(store, first)).toBe('Later');
    expect(headingOf(store, second)).toBe('Now');
    // Undo the edit, then the detach: a placement again, following the reusable.
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().page!.sections.find((s) => s.id === second)!.ref).toBe('r1');
  });

  it('refuses a section that is not a placement', () => {
    const { store } = storeWithPlacements();
    expect(store.getState().detachSection('a')).toBe(false);
  });
});

describe('linkReusable', () => {
  it('turns the section into a placement of the new reusable, undoable', () => {
    const store = createTestStore();
    const made = { ...makeReusable('r9', 'Heading b'), config: { heading: 'Heading b' } };
    expect(store.getState().linkReusable('b', made)).toBe(true);
    const s = store.getState();
    expect(s.library.r9).toBeDefined();
    expect(s.page!.sections[1]).toEqual({ id: 'b', type: 'cta', ref: 'r9', config: {} });
    expect(headingOf(store, 'b')).toBe('Heading b');
    store.getState().undo();
    expect(store.getState().page!.sections[1]!.config).toEqual({ heading: 'Heading b' });
    expect(store.getState().page!.sections[1]!.ref).toBeUndefined();
  });

  it('refuses a reusable of another type and keeps the library as it was', () => {
    const store = createTestStore();
    const other = { ...makeReusable('r9', 'x'), type: 'faq' };
    expect(store.getState().linkReusable('b', other)).toBe(false);
    expect(store.getState().library).toEqual({});
  });
});

describe('setReusables', () => {
  it('keeps an unchanged config object, so placements keep their rendering', () => {
    const { store, first } = storeWithPlacements();
    const before = resolveSection(
      store.getState().page!.sections.find((s) => s.id === first)!,
      store.getState().library,
    );
    store.getState().setReusables([{ ...makeReusable('r1', 'Shared'), name: 'Renamed' }]);
    const after = resolveSection(
      store.getState().page!.sections.find((s) => s.id === first)!,
      store.getState().library,
    );
    expect(store.getState().library.r1!.name).toBe('Renamed');
    expect(after).toBe(before);
  });

  it('refuses a list that is not reusable sections', () => {
    const store = createTestStore();
    expect(store.getState().setReusables([{ id: 'x' } as never])).toBe(false);
  });
});

describe('autosave of a reusable section', () => {
  it('saves the reusable draft, not the page, with its updatedAt as the base', async () => {
    vi.useFakeTimers();
    try {
      const { store, first } = storeWithPlacements();
      const pageSaves: unknown[] = [];
      const saved: { id: string; config: Record<string, unknown>; baseUpdatedAt?: string }[] = [];
      const autosave = createAutosave(store, {
        savePageDraft: async (body) => {
          pageSaves.push(body);
          return { updatedAt: 'p' };
        },
        saveSiteDraft: async () => ({ updatedAt: 's' }),
        saveReusableDraft: async (body) => {
          saved.push(body);
          return { updatedAt: 'r1-t1' };
        },
      });
      store.getState().updateSectionConfig(first, { variant: 'banner', heading: 'X', buttons: [] });
      await autosave.flush();
      expect(saved).toEqual([
        {
          id: 'r1',
          config: { variant: 'banner', heading: 'X', buttons: [] },
          baseUpdatedAt: 'r1-t0',
        },
      ]);
      expect(pageSaves).toEqual([]);
      expect(store.getState().library.r1!.updatedAt).toBe('r1-t1');
      autosave.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
