import { describe, expect, it } from 'vitest';
import { SECTION_ID_PATTERN } from '../../schemas/documents';
import { SECTION_CATALOG } from '../../schemas/section-catalog';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { PageDocument, Section } from '../../schemas/types';
import { CLIPBOARD_STORAGE_KEY } from './clipboard';
import { createEditorStore, type EditorStore } from './store';
import {
  createMemoryStorage,
  createTestStore,
  makePage,
  makeSection,
  makeSite,
  makeSummary,
} from './test-support';

const ids = (store: EditorStore) => store.getState().page?.sections.map((s) => s.id);
const section = (store: EditorStore, id: string) =>
  store.getState().page?.sections.find((s) => s.id === id);
const heading = (store: EditorStore, id: string) => section(store, id)?.config.heading;

/** Runs `act` and checks it changed nothing in the state (a refusal). */
function expectUnchanged(store: EditorStore, act: () => unknown, answer: unknown) {
  const before = store.getState();
  expect(act()).toBe(answer);
  const after = store.getState();
  expect(after.page).toBe(before.page);
  expect(after.site).toBe(before.site);
  expect(after.selectedId).toBe(before.selectedId);
  expect(after.pageRevision).toBe(before.pageRevision);
  expect(after.siteRevision).toBe(before.siteRevision);
  expect(after.canUndo).toBe(before.canUndo);
}

describe('load', () => {
  it('takes the site and pages, with no page open and no history', () => {
    const store = createEditorStore({ storage: null });
    const site = makeSite();
    expect(
      store.getState().load({ site, pages: [makeSummary('p1', '/')], siteUpdatedAt: 's1' }),
    ).toBe(true);
    const s = store.getState();
    expect(s.site).toEqual(site);
    expect(s.site).not.toBe(site); // a private, frozen copy
    expect(Object.isFrozen(s.site?.theme)).toBe(true);
    expect(s.pages.map((p) => p.id)).toEqual(['p1']);
    expect(s.page).toBeNull();
    expect(s.pageId).toBeNull();
    expect(s.baseUpdatedAt).toEqual({
      site: 's1',
      pages: { p1: '2024-01-01T00:00:00.000Z#p1' },
    });
    expect(s.canUndo).toBe(false);
  });

  it('forgets the history of the previous session', () => {
    const store = createTestStore();
    store.getState().removeSection('a');
    expect(store.getState().canUndo).toBe(true);
    store.getState().load({ site: makeSite(), pages: [] });
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().page).toBeNull();
  });

  it('refuses a site that is not a site document', () => {
    const store = createTestStore();
    const bad = { ...makeSite(), theme: { colors: {} } };
    expectUnchanged(store, () => store.getState().load({ site: bad as never, pages: [] }), false);
    expectUnchanged(
      store,
      () => store.getState().load({ site: makeSite(), pages: [{ id: 3 }] as never }),
      false,
    );
  });
});

describe('openPage', () => {
  it('opens a draft, clearing the selection, and records its updatedAt', () => {
    const store = createTestStore();
    store.getState().select('a');
    expect(store.getState().openPage('p2', makePage(['x']), { updatedAt: 'p2-t5' })).toBe(true);
    const s = store.getState();
    expect(s.pageId).toBe('p2');
    expect(ids(store)).toEqual(['x']);
    expect(s.selectedId).toBeNull();
    expect(s.baseUpdatedAt.pages.p2).toBe('p2-t5');
    expect(s.canUndo).toBe(false);
  });

  it('refuses a malformed draft or id', () => {
    const store = createTestStore();
    const dupIds = makePage(['x', 'x']);
    expectUnchanged(store, () => store.getState().openPage('p2', dupIds), false);
    expectUnchanged(store, () => store.getState().openPage('p2', { title: 'x' } as never), false);
    expectUnchanged(store, () => store.getState().openPage('', makePage()), false);
    expect(store.getState().pageId).toBe('p1');
  });

  it('keeps each page’s draft and undo stack while the editor is open', () => {
    const store = createTestStore();
    store.getState().updateSectionConfig('a', { heading: 'A on p1' });
    store.getState().openPage('p2', makePage(['x']));
    expect(store.getState().canUndo).toBe(false);
    store.getState().removeSection('x');
    expect(ids(store)).toEqual([]);
    // Back on p1: the server's copy passed in is older than ours and is ignored.
    store.getState().openPage('p1', makePage(['stale']));
    expect(heading(store, 'a')).toBe('A on p1');
    expect(store.getState().canUndo).toBe(true);
    store.getState().undo();
    expect(heading(store, 'a')).toBe('Heading a');
    expect(store.getState().canUndo).toBe(false);
    // p2's stack is untouched by p1's undo.
    store.getState().openPage('p2', null);
    expect(ids(store)).toEqual([]);
    expect(store.getState().undo()).toBe(true);
    expect(ids(store)).toEqual(['x']);
  });

  it('takes the given draft and forgets the page’s history with reset', () => {
    const store = createTestStore();
    store.getState().removeSection('a');
    store.getState().openPage('p1', makePage(['r1', 'r2']), { reset: true, updatedAt: 'p1-t9' });
    expect(ids(store)).toEqual(['r1', 'r2']);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().baseUpdatedAt.pages.p1).toBe('p1-t9');
  });
});

describe('setPages', () => {
  it('replaces the list, keeping the updatedAt values the store already knows', () => {
    const store = createTestStore();
    store.getState().markSaved({ kind: 'page', id: 'p1' }, 'p1-t1');
    const list = [{ ...makeSummary('p1', '/'), updatedAt: 'older' }, makeSummary('p3', '/new')];
    expect(store.getState().setPages(list)).toBe(true);
    const s = store.getState();
    expect(s.pages.map((p) => p.path)).toEqual(['/', '/new']);
    expect(s.baseUpdatedAt.pages).toEqual({ p1: 'p1-t1', p3: list[1]?.updatedAt });
    expect(s.pageId).toBe('p1');
  });

  it('closes the open page when it is gone from the list', () => {
    const store = createTestStore();
    store.getState().select('a');
    store.getState().setPages([makeSummary('p2', '/about')]);
    const s = store.getState();
    expect(s.pageId).toBeNull();
    expect(s.page).toBeNull();
    expect(s.selectedId).toBeNull();
  });

  it('refuses what is not a pages list', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().setPages('x' as never), false);
    expect(store.getState().pages).toHaveLength(2);
  });
});

describe('reloadSite', () => {
  it('takes a fresh site and forgets the site history only', () => {
    const store = createTestStore();
    store.getState().removeSection('b');
    store.getState().updateSectionConfig('hdr', { logoText: 'X' });
    const fresh = makeSite();
    expect(store.getState().reloadSite(fresh, 'site-t7')).toBe(true);
    expect(store.getState().site).toEqual(fresh);
    expect(store.getState().baseUpdatedAt.site).toBe('site-t7');
    expect(store.getState().undo()).toBe(true); // the page step is still there
    expect(ids(store)).toEqual(['a', 'b', 'c']);
    expect(store.getState().canUndo).toBe(false);
  });
});

describe('insertSection', () => {
  it('appends a section from the schema defaults and selects it', () => {
    const store = createTestStore();
    const id = store.getState().insertSection('faq');
    expect(id).toBe('n1');
    expect(ids(store)).toEqual(['a', 'b', 'c', 'n1']);
    const inserted = section(store, 'n1');
    expect(inserted?.type).toBe('faq');
    expect(inserted?.config).toMatchObject({ variant: expect.any(String) });
    expect(store.getState().selectedId).toBe('n1');
    expect(store.getState().pageRevision).toBe(1);
    expect(store.getState().canUndo).toBe(true);
  });

  it('goes after the selection, or at the given index, with the given config', () => {
    const store = createTestStore();
    store.getState().select('a');
    store.getState().insertSection('cta');
    expect(ids(store)).toEqual(['a', 'n1', 'b', 'c']);
    store.getState().insertSection('cta', 0, { heading: 'First' });
    expect(ids(store)).toEqual(['n2', 'a', 'n1', 'b', 'c']);
    expect(heading(store, 'n2')).toBe('First');
  });

  it('goes first when the header is selected and last when the footer is', () => {
    const store = createTestStore();
    store.getState().select('hdr');
    store.getState().insertSection('cta');
    expect(ids(store)?.[0]).toBe('n1');
    store.getState().select('ftr');
    store.getState().insertSection('cta');
    expect(ids(store)?.at(-1)).toBe('n2');
  });

  it('makes ids that match the pattern and are unique in the page', () => {
    const store = createTestStore({ randomId: () => 'a' }); // collides: falls back to random
    const id = store.getState().insertSection('cta');
    expect(id).toMatch(new RegExp(SECTION_ID_PATTERN));
    expect(new Set(ids(store)).size).toBe(4);
    const real = createEditorStore({ storage: null, metas: SECTION_METAS });
    real.getState().load({ site: makeSite(), pages: [] });
    real.getState().openPage('p', makePage([]));
    for (let i = 0; i < 50; i++) real.getState().insertSection('cta');
    expect(new Set(ids(real)).size).toBe(50);
    for (const x of ids(real) ?? []) expect(x).toMatch(/^[A-Za-z][A-Za-z0-9_-]{7}$/);
  });

  it('refuses header and footer types, unknown types, bad indexes and bad configs', () => {
    const store = createTestStore();
    const st = store.getState();
    expectUnchanged(store, () => st.insertSection('shop-header'), null);
    expectUnchanged(store, () => st.insertSection('site-footer'), null);
    expectUnchanged(store, () => st.insertSection('nope'), null);
    expectUnchanged(store, () => st.insertSection('cta', 4), null);
    expectUnchanged(store, () => st.insertSection('cta', -1), null);
    expectUnchanged(store, () => st.insertSection('cta', 1.5), null);
    expectUnchanged(store, () => st.insertSection('cta', 0, [] as never), null);
    expectUnchanged(store, () => st.insertSection(42 as never), null);
  });

  it("needs the type's schema for its defaults, not for a given config", () => {
    // The editor's types before any schema has loaded: slots known, no schemas.
    const store = createTestStore({ metas: SECTION_CATALOG });
    const st = store.getState();
    expectUnchanged(store, () => st.insertSection('cta'), null);
    const id = st.insertSection('cta', 0, { heading: 'Given' });
    expect(id).not.toBeNull();
    expect(section(store, id!)?.config).toEqual({ heading: 'Given' });
    expect(st.insertSection('shop-header', 0, {})).toBeNull();
    expect(store.getState().setSiteSection('footer', 'org-footer')).toBeNull();
    expect(store.getState().setSiteSection('footer', 'org-footer', {})).not.toBeNull();
  });

  it('refuses without an open page', () => {
    const store = createEditorStore({ storage: null });
    store.getState().load({ site: makeSite(), pages: [] });
    expect(store.getState().insertSection('cta')).toBeNull();
  });
});

describe('moveSection', () => {
  it('moves a section to its new index as one step', () => {
    const store = createTestStore();
    expect(store.getState().moveSection('a', 2)).toBe(true);
    expect(ids(store)).toEqual(['b', 'c', 'a']);
    expect(store.getState().moveSection('a', 0)).toBe(true);
    expect(ids(store)).toEqual(['a', 'b', 'c']);
    store.getState().undo();
    expect(ids(store)).toEqual(['b', 'c', 'a']);
  });

  it('records nothing for a move to the same place', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().moveSection('b', 1), true);
  });

  it('refuses unknown ids and indexes out of range', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().moveSection('zz', 0), false);
    expectUnchanged(store, () => store.getState().moveSection('a', 3), false);
    expectUnchanged(store, () => store.getState().moveSection('a', -1), false);
    expectUnchanged(store, () => store.getState().moveSection('hdr', 0), false);
  });
});

describe('duplicateSection', () => {
  it('puts a deep copy with a new id right after and selects it', () => {
    const store = createTestStore();
    expect(store.getState().duplicateSection('a')).toBe('n1');
    expect(ids(store)).toEqual(['a', 'n1', 'b', 'c']);
    const [orig, copy] = [section(store, 'a'), section(store, 'n1')];
    expect(copy?.config).toEqual(orig?.config);
    expect(copy?.config).not.toBe(orig?.config);
    expect(store.getState().selectedId).toBe('n1');
  });

  it('refuses unknown ids (and the header: it is not a body section)', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().duplicateSection('zz'), null);
    expectUnchanged(store, () => store.getState().duplicateSection('hdr'), null);
  });
});

describe('removeSection', () => {
  it('moves the selection to the next section, else the previous one, else none', () => {
    const store = createTestStore();
    store.getState().select('b');
    expect(store.getState().removeSection('b')).toBe(true);
    expect(ids(store)).toEqual(['a', 'c']);
    expect(store.getState().selectedId).toBe('c');
    store.getState().removeSection('c');
    expect(store.getState().selectedId).toBe('a');
    store.getState().removeSection('a');
    expect(store.getState().selectedId).toBeNull();
    expect(ids(store)).toEqual([]);
  });

  it('leaves another selection alone', () => {
    const store = createTestStore();
    store.getState().select('a');
    store.getState().removeSection('c');
    expect(store.getState().selectedId).toBe('a');
  });

  it('empties the header slot of the site', () => {
    const store = createTestStore();
    store.getState().select('hdr');
    expect(store.getState().removeSection('hdr')).toBe(true);
    expect(store.getState().site?.header).toBeNull();
    expect(store.getState().selectedId).toBeNull();
    expect(store.getState().siteRevision).toBe(1);
    expect(store.getState().pageRevision).toBe(0);
  });

  it('refuses unknown ids', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().removeSection('zz'), false);
    expectUnchanged(store, () => store.getState().removeSection(undefined as never), false);
  });
});

describe('setHidden', () => {
  it('sets the flag, and removes it when shown again', () => {
    const store = createTestStore();
    expect(store.getState().setHidden('b', true)).toBe(true);
    expect(section(store, 'b')?.hidden).toBe(true);
    expect(store.getState().setHidden('b', false)).toBe(true);
    expect(section(store, 'b')).not.toHaveProperty('hidden');
    expect(store.getState().setHidden('hdr', true)).toBe(true);
    expect(store.getState().site?.header?.hidden).toBe(true);
  });

  it('records nothing when the flag is already so, and refuses bad input', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().setHidden('b', false), true);
    expectUnchanged(store, () => store.getState().setHidden('zz', true), false);
    expectUnchanged(store, () => store.getState().setHidden('b', 'yes' as never), false);
  });
});

describe('setDeviceHidden', () => {
  it('adds and removes devices in device order, keeping the rest of the style', () => {
    const store = createTestStore();
    store.getState().replaceSection('b', { ...section(store, 'b')!, style: { width: 'full' } });
    expect(store.getState().setDeviceHidden('b', 'desktop', true)).toBe(true);
    expect(store.getState().setDeviceHidden('b', 'phone', true)).toBe(true);
    expect(section(store, 'b')?.style).toEqual({ width: 'full', hideOn: ['phone', 'desktop'] });
    expect(store.getState().setDeviceHidden('b', 'desktop', false)).toBe(true);
    expect(section(store, 'b')?.style).toEqual({ width: 'full', hideOn: ['phone'] });
    expect(store.getState().setDeviceHidden('b', 'phone', false)).toBe(true);
    expect(section(store, 'b')?.style).toEqual({ width: 'full' });
  });

  it('removes a style left empty, is one undo step each, and reaches the header', () => {
    const store = createTestStore();
    const before = section(store, 'a');
    expect(store.getState().setDeviceHidden('a', 'tablet', true)).toBe(true);
    expect(store.getState().setDeviceHidden('a', 'tablet', false)).toBe(true);
    expect(section(store, 'a')).toEqual(before);
    expect(section(store, 'a')).not.toHaveProperty('style');
    store.getState().undo();
    expect(section(store, 'a')?.style).toEqual({ hideOn: ['tablet'] });
    expect(store.getState().setDeviceHidden('hdr', 'phone', true)).toBe(true);
    expect(store.getState().site?.header?.style).toEqual({ hideOn: ['phone'] });
  });

  it('records nothing when already so, and refuses bad input', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().setDeviceHidden('b', 'phone', false), true);
    expectUnchanged(store, () => store.getState().setDeviceHidden('zz', 'phone', true), false);
    expectUnchanged(
      store,
      () => store.getState().setDeviceHidden('b', 'watch' as never, true),
      false,
    );
    expectUnchanged(
      store,
      () => store.getState().setDeviceHidden('b', 'phone', 'yes' as never),
      false,
    );
  });
});

describe('updateSectionConfig', () => {
  it('replaces a body section’s config, leaving the other sections’ objects alone', () => {
    const store = createTestStore();
    const before = store.getState().page;
    expect(store.getState().updateSectionConfig('b', { heading: 'New' })).toBe(true);
    const after = store.getState().page;
    expect(heading(store, 'b')).toBe('New');
    expect(after?.sections[0]).toBe(before?.sections[0]);
    expect(after?.sections[2]).toBe(before?.sections[2]);
    expect(store.getState().pageRevision).toBe(1);
  });

  it('edits the header and footer of the site by id', () => {
    const store = createTestStore();
    expect(store.getState().updateSectionConfig('ftr', { copyright: 'X' })).toBe(true);
    expect(store.getState().site?.footer?.config).toEqual({ copyright: 'X' });
    expect(store.getState().siteRevision).toBe(1);
  });

  it('copies the config it is given (the caller may keep mutating its object)', () => {
    const store = createTestStore();
    const config = { heading: 'Mine' };
    store.getState().updateSectionConfig('a', config);
    config.heading = 'Changed later';
    expect(heading(store, 'a')).toBe('Mine');
    expect(Object.isFrozen(config)).toBe(false);
  });

  it('records nothing for an equal config, and refuses bad input', () => {
    const store = createTestStore();
    const current = section(store, 'a')?.config ?? {};
    expectUnchanged(store, () => store.getState().updateSectionConfig('a', { ...current }), true);
    expectUnchanged(store, () => store.getState().updateSectionConfig('zz', {}), false);
    expectUnchanged(store, () => store.getState().updateSectionConfig('a', null as never), false);
    expectUnchanged(store, () => store.getState().updateSectionConfig('a', [] as never), false);
  });
});

describe('coalescing', () => {
  const type = (store: EditorStore, id: string, text: string, key = `${id}:/heading`) => {
    for (let i = 1; i <= text.length; i++) {
      store.getState().updateSectionConfig(id, { heading: text.slice(0, i) }, key);
    }
  };
  const steps = (store: EditorStore) => {
    let n = 0;
    while (store.getState().undo()) n++;
    return n;
  };

  it('makes five keystrokes in one field one undo step that restores the exact value', () => {
    const store = createTestStore();
    type(store, 'a', 'Hello');
    expect(heading(store, 'a')).toBe('Hello');
    expect(store.getState().pageRevision).toBe(5);
    store.getState().undo();
    expect(heading(store, 'a')).toBe('Heading a');
    expect(store.getState().canUndo).toBe(false);
    store.getState().redo();
    expect(heading(store, 'a')).toBe('Hello');
  });

  it('starts a new step after a blur', () => {
    const store = createTestStore();
    type(store, 'a', 'Hel');
    store.getState().endCoalescing();
    type(store, 'a', 'Hello');
    expect(steps(store)).toBe(2);
  });

  it('starts a new step for another field, another action or a selection change', () => {
    const store = createTestStore();
    type(store, 'a', 'One');
    type(store, 'a', 'Two', 'a:/description');
    store.getState().setHidden('c', true);
    type(store, 'a', 'Three', 'a:/description');
    store.getState().select('b');
    type(store, 'a', 'Four', 'a:/description');
    expect(steps(store)).toBe(5);
    expect(heading(store, 'a')).toBe('Heading a');
  });

  it('starts a new step after undo', () => {
    const store = createTestStore();
    type(store, 'a', 'One');
    type(store, 'b', 'Two');
    store.getState().undo();
    type(store, 'a', 'Once more');
    expect(steps(store)).toBe(2);
  });

  it('coalesces page titles and theme edits by key too', () => {
    const store = createTestStore();
    for (const title of ['A', 'Ab', 'Abc']) store.getState().setPageMeta({ title }, 'page:/title');
    const theme = store.getState().site!.theme;
    for (const c of ['#1', '#12', '#123']) {
      store.getState().setTheme({ ...theme, linkTextColor: c }, 'theme:/linkTextColor');
    }
    expect(steps(store)).toBe(2);
    expect(store.getState().page?.title).toBe('Home');
    expect(store.getState().site?.theme).toEqual(theme);
  });
});

describe('replaceSection', () => {
  it('replaces a section as one step, following an id change with the selection', () => {
    const store = createTestStore();
    store.getState().select('b');
    const next: Section = { id: 'b2', type: 'faq', config: { items: [] } };
    expect(store.getState().replaceSection('b', next)).toBe(true);
    expect(ids(store)).toEqual(['a', 'b2', 'c']);
    expect(section(store, 'b2')).toEqual(next);
    expect(store.getState().selectedId).toBe('b2');
    store.getState().undo();
    expect(ids(store)).toEqual(['a', 'b', 'c']);
    expect(store.getState().selectedId).toBe('b');
  });

  it('replaces the header with another header type', () => {
    const store = createTestStore();
    const header = makeSection('events-header', 'hdr');
    expect(store.getState().replaceSection('hdr', header)).toBe(true);
    expect(store.getState().site?.header).toEqual(header);
  });

  it('refuses bad shapes, unknown types, wrong slots and taken ids', () => {
    const store = createTestStore();
    const st = store.getState();
    expectUnchanged(store, () => st.replaceSection('a', { id: 'a' } as never), false);
    expectUnchanged(store, () => st.replaceSection('a', makeSection('cta', 'a b')), false);
    expectUnchanged(
      store,
      () => st.replaceSection('a', { id: 'a', type: 'nope', config: {} }),
      false,
    );
    expectUnchanged(store, () => st.replaceSection('a', makeSection('shop-header', 'a')), false);
    expectUnchanged(store, () => st.replaceSection('hdr', makeSection('cta', 'hdr')), false);
    expectUnchanged(store, () => st.replaceSection('a', makeSection('cta', 'b')), false);
    expectUnchanged(store, () => st.replaceSection('zz', makeSection('cta', 'zz')), false);
  });
});

describe('replacePage', () => {
  it('replaces the open page as one step, keeping its id and unchanged sections’ objects', () => {
    const store = createTestStore();
    const before = store.getState().page!;
    const doc: PageDocument = {
      ...structuredClone(before),
      title: 'Renamed',
      sections: [structuredClone(before.sections[2]!), makeSection('faq', 'f1')],
    };
    expect(store.getState().replacePage(doc)).toBe(true);
    const after = store.getState().page!;
    expect(store.getState().pageId).toBe('p1');
    expect(after).toEqual(doc);
    expect(after.sections[0]).toBe(before.sections[2]);
    store.getState().undo();
    expect(store.getState().page).toEqual(before);
  });

  it('refuses what fails the page shape, duplicate ids, and headers in the body', () => {
    const store = createTestStore();
    const page = store.getState().page!;
    const st = store.getState();
    expectUnchanged(store, () => st.replacePage({ ...page, title: '' }), false);
    expectUnchanged(store, () => st.replacePage({ ...page, extra: 1 } as never), false);
    expectUnchanged(store, () => st.replacePage(makePage(['a', 'a'])), false);
    const withHeader = { ...page, sections: [makeSection('shop-header', 'h2')] };
    expectUnchanged(store, () => st.replacePage(withHeader), false);
    expectUnchanged(store, () => st.replacePage(makePage(['hdr'])), false);
    expectUnchanged(store, () => st.replacePage(structuredClone(page)), true);
  });
});

describe('setPageMeta', () => {
  it('sets the title and the SEO fields, dropping empty ones', () => {
    const store = createTestStore();
    expect(
      store.getState().setPageMeta({ title: 'About us', seo: { title: 'T', image: '' } }),
    ).toBe(true);
    expect(store.getState().page?.title).toBe('About us');
    expect(store.getState().page?.seo).toEqual({ title: 'T' });
    // An empty title while typing is kept; publishing refuses it.
    expect(store.getState().setPageMeta({ title: '' })).toBe(true);
  });

  it('refuses titles that are too long, unknown SEO keys and non-strings', () => {
    const store = createTestStore();
    const st = store.getState();
    expectUnchanged(store, () => st.setPageMeta({ title: 'x'.repeat(121) }), false);
    expectUnchanged(store, () => st.setPageMeta({ seo: { keywords: 'x' } as never }), false);
    expectUnchanged(store, () => st.setPageMeta({ seo: { title: 3 } as never }), false);
    expectUnchanged(store, () => st.setPageMeta({}), false);
    expectUnchanged(store, () => st.setPageMeta({ title: 'Home' }), true);
  });
});

describe('setTheme and replaceSite', () => {
  it('sets the theme as a site step', () => {
    const store = createTestStore();
    const theme = structuredClone(store.getState().site!.theme);
    theme.colors.primaryAccent = '#ff0000';
    expect(store.getState().setTheme(theme)).toBe(true);
    expect(store.getState().site?.theme.colors.primaryAccent).toBe('#ff0000');
    expect(store.getState().siteRevision).toBe(1);
    expect(store.getState().pageRevision).toBe(0);
  });

  it('refuses a theme without its parts', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().setTheme({ colors: {} } as never), false);
    expectUnchanged(store, () => store.getState().setTheme('dark' as never), false);
  });

  it('replaces the site, keeping the parts that did not change', () => {
    const store = createTestStore();
    const before = store.getState().site!;
    const next = { ...structuredClone(before), footer: null };
    expect(store.getState().replaceSite(next)).toBe(true);
    expect(store.getState().site?.footer).toBeNull();
    expect(store.getState().site?.theme).toBe(before.theme);
    store.getState().undo();
    expect(store.getState().site).toEqual(before);
  });

  it('refuses invalid sites and sections in the wrong slot', () => {
    const store = createTestStore();
    const site = store.getState().site!;
    const st = store.getState();
    expectUnchanged(store, () => st.replaceSite({ ...site, theme: {} } as never), false);
    expectUnchanged(
      store,
      () => st.replaceSite({ ...site, header: makeSection('cta', 'h') }),
      false,
    );
    expectUnchanged(
      store,
      () => st.replaceSite({ ...site, footer: makeSection('shop-header', 'f') }),
      false,
    );
    expectUnchanged(
      store,
      () => st.replaceSite({ ...site, header: makeSection('shop-header', 'a') }),
      false,
    );
  });
});

describe('setSiteSection', () => {
  it('puts a header type in the header slot from its defaults, selected', () => {
    const store = createTestStore();
    const id = store.getState().setSiteSection('header', 'org-header');
    expect(id).toBe('n1');
    expect(store.getState().site?.header?.type).toBe('org-header');
    expect(store.getState().selectedId).toBe('n1');
    expect(store.getState().setSiteSection('footer', 'org-footer')).toBe('n2');
  });

  it('refuses types of another slot', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().setSiteSection('header', 'site-footer'), null);
    expectUnchanged(store, () => store.getState().setSiteSection('footer', 'cta'), null);
    expectUnchanged(store, () => store.getState().setSiteSection('main' as never, 'cta'), null);
  });
});

describe('copySections and paste', () => {
  it('copies body sections in page order and pastes copies with new ids after the selection', () => {
    const storage = createMemoryStorage();
    const store = createTestStore({ storage });
    expect(store.getState().copySections(['c', 'a', 'zz'])).toBe(true);
    expect(store.getState().clipboard.map((s) => s.id)).toEqual(['a', 'c']);
    expect(JSON.parse(storage.data.get(CLIPBOARD_STORAGE_KEY) ?? '{}').sections).toHaveLength(2);
    store.getState().select('b');
    expect(store.getState().paste()).toEqual(['n1', 'n2']);
    expect(ids(store)).toEqual(['a', 'b', 'n1', 'n2', 'c']);
    expect(section(store, 'n1')?.config).toEqual(section(store, 'a')?.config);
    expect(store.getState().selectedId).toBe('n2');
    expect(store.getState().paste(0)).toEqual(['n3', 'n4']);
    expect(ids(store)?.slice(0, 2)).toEqual(['n3', 'n4']);
  });

  it('pastes on another page, and what another tab copied', () => {
    const storage = createMemoryStorage();
    const store = createTestStore({ storage });
    store.getState().copySections(['b']);
    store.getState().openPage('p2', makePage(['x']));
    expect(store.getState().paste()).toEqual(['n1']);
    expect(ids(store)).toEqual(['x', 'n1']);
    // Another tab: its own store on the same storage.
    const other = createTestStore({ storage, sections: ['q'] });
    expect(other.getState().paste()).toEqual(['n1']);
    expect(other.getState().page?.sections[1]?.config).toEqual({ heading: 'Heading b' });
  });

  it('leaves out headers and refuses an empty or unusable clipboard', () => {
    const storage = createMemoryStorage();
    const store = createTestStore({ storage });
    expectUnchanged(store, () => store.getState().paste(), null);
    storage.setItem(
      CLIPBOARD_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        sections: [makeSection('shop-header', 'h'), makeSection('cta', 'k')],
      }),
    );
    expect(store.getState().paste()).toEqual(['n1']);
    storage.setItem(CLIPBOARD_STORAGE_KEY, '{"v":1,"sections":[{"id":"h"}]}');
    const fresh = createTestStore({ storage });
    expectUnchanged(fresh, () => fresh.getState().paste(), null);
    storage.setItem(
      CLIPBOARD_STORAGE_KEY,
      JSON.stringify({ v: 1, sections: [makeSection('shop-header', 'h')] }),
    );
    expectUnchanged(fresh, () => fresh.getState().paste(), null);
    expectUnchanged(fresh, () => fresh.getState().paste(99), null);
  });

  it('refuses to copy nothing', () => {
    const store = createTestStore();
    expect(store.getState().copySections(['zz', 'hdr'])).toBe(false);
    expect(store.getState().copySections('a' as never)).toBe(false);
    expect(store.getState().clipboard).toEqual([]);
  });

  it('still works when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createTestStore({ storage: broken });
    expect(store.getState().copySections(['a'])).toBe(true);
    expect(store.getState().paste()).toEqual(['n1']);
  });
});

describe('select, hover and setDevice', () => {
  it('selects and hovers body sections, the header and the footer, or nothing', () => {
    const store = createTestStore();
    expect(store.getState().select('b')).toBe(true);
    expect(store.getState().selectedId).toBe('b');
    expect(store.getState().select('ftr')).toBe(true);
    expect(store.getState().select(null)).toBe(true);
    expect(store.getState().selectedId).toBeNull();
    expect(store.getState().hover('hdr')).toBe(true);
    expect(store.getState().hoverId).toBe('hdr');
    expect(store.getState().hover(null)).toBe(true);
  });

  it('refuses unknown ids', () => {
    const store = createTestStore();
    store.getState().select('a');
    expect(store.getState().select('zz')).toBe(false);
    expect(store.getState().hover('zz')).toBe(false);
    expect(store.getState().selectedId).toBe('a');
  });

  it('sets the device width, refusing unknown devices', () => {
    const store = createTestStore();
    expect(store.getState().setDevice('phone')).toBe(true);
    expect(store.getState().device).toBe('phone');
    expect(store.getState().setDevice('watch' as never)).toBe(false);
    expect(store.getState().device).toBe('phone');
  });

  it('clears the hover when its section goes', () => {
    const store = createTestStore();
    store.getState().hover('c');
    store.getState().removeSection('c');
    expect(store.getState().hoverId).toBeNull();
  });
});

describe('undo and redo', () => {
  it('undoes and redoes exactly, restoring the selection and counting revisions', () => {
    const store = createTestStore();
    const initial = store.getState().page;
    store.getState().select('a');
    store.getState().removeSection('a');
    expect(store.getState().selectedId).toBe('b');
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().page).toEqual(initial);
    expect(store.getState().selectedId).toBe('a');
    expect(store.getState().pageRevision).toBe(2);
    expect(store.getState().canRedo).toBe(true);
    expect(store.getState().redo()).toBe(true);
    expect(ids(store)).toEqual(['b', 'c']);
    expect(store.getState().selectedId).toBe('b');
    expect(store.getState().pageRevision).toBe(3);
    expect(store.getState().redo()).toBe(false);
  });

  it('drops the redo future on a new change', () => {
    const store = createTestStore();
    store.getState().removeSection('a');
    store.getState().undo();
    store.getState().removeSection('b');
    expect(store.getState().canRedo).toBe(false);
    expect(store.getState().redo()).toBe(false);
  });

  it('returns false with nothing to undo', () => {
    const store = createTestStore();
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().redo()).toBe(false);
  });

  it('keeps site steps in one timeline with the open page’s', () => {
    const store = createTestStore();
    store.getState().removeSection('a'); // page, 1
    store.getState().updateSectionConfig('hdr', { logoText: 'One' }); // site, 2
    store.getState().removeSection('b'); // page, 3
    store.getState().undo();
    expect(ids(store)).toEqual(['b', 'c']);
    store.getState().undo();
    expect(store.getState().site?.header?.config).not.toEqual({ logoText: 'One' });
    expect(store.getState().siteRevision).toBe(2);
    store.getState().redo();
    expect(store.getState().site?.header?.config).toEqual({ logoText: 'One' });
    expect(ids(store)).toEqual(['b', 'c']);
  });

  it('undoes a site change made on another page (the site is shared)', () => {
    const store = createTestStore();
    store.getState().updateSectionConfig('ftr', { copyright: 'On p1' });
    store.getState().openPage('p2', makePage(['x']));
    expect(store.getState().canUndo).toBe(true);
    store.getState().undo();
    expect(store.getState().site?.footer?.config).toEqual(makeSite().footer?.config);
  });
});

describe('dispatch', () => {
  it('runs the actions as plain objects', () => {
    const store = createTestStore();
    expect(store.getState().dispatch({ type: 'moveSection', id: 'c', toIndex: 0 })).toBe(true);
    expect(ids(store)).toEqual(['c', 'a', 'b']);
    expect(store.getState().dispatch({ type: 'insertSection', sectionType: 'cta' })).toBe('n1');
  });

  it('answers null to what is not an action', () => {
    const store = createTestStore();
    expectUnchanged(store, () => store.getState().dispatch({ type: 'nope' } as never), null);
    expectUnchanged(store, () => store.getState().dispatch(null as never), null);
  });
});
