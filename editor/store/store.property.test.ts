import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { isSectionShape } from './documents';
import type { EditorStore } from './store';
import { createTestStore, makePage } from './test-support';

const BODY_TYPES = ['cta', 'faq', 'hero', 'stats'] as const;

const opArb = fc.oneof(
  fc.record({
    k: fc.constant('insert' as const),
    type: fc.constantFrom(...BODY_TYPES),
    at: fc.option(fc.nat(10), { nil: undefined }),
  }),
  fc.record({ k: fc.constant('move' as const), i: fc.nat(), to: fc.nat() }),
  fc.record({ k: fc.constant('duplicate' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('remove' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('hide' as const), i: fc.nat(), hidden: fc.boolean() }),
  fc.record({
    k: fc.constant('config' as const),
    i: fc.nat(),
    text: fc.string({ maxLength: 6 }),
    key: fc.option(fc.constantFrom('k1', 'k2'), { nil: undefined }),
  }),
  fc.record({ k: fc.constant('blur' as const) }),
  fc.record({ k: fc.constant('title' as const), title: fc.string({ maxLength: 8 }) }),
  fc.record({
    k: fc.constant('theme' as const),
    color: fc.constantFrom('#000000', '#ff0000', '#00ff00'),
    key: fc.option(fc.constant('theme'), { nil: undefined }),
  }),
  fc.record({ k: fc.constant('header' as const), text: fc.string({ maxLength: 6 }) }),
  fc.record({ k: fc.constant('footer' as const), remove: fc.boolean() }),
  fc.record({ k: fc.constant('select' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('copy' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('paste' as const) }),
  fc.record({ k: fc.constant('replaceSection' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('switch' as const) }),
);

type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const INITIAL: Record<string, PageDocument> = {
  p1: makePage(['a', 'b', 'c']),
  p2: makePage(['x']),
};

function apply(store: EditorStore, op: Op): void {
  const s = store.getState();
  const sections = s.page?.sections ?? [];
  const pick = (i: number) => sections[i % Math.max(1, sections.length)]?.id ?? 'missing';
  switch (op.k) {
    case 'insert':
      s.insertSection(op.type, op.at === undefined ? undefined : op.at % (sections.length + 1));
      break;
    case 'move':
      s.moveSection(pick(op.i), op.to % Math.max(1, sections.length));
      break;
    case 'duplicate':
      s.duplicateSection(pick(op.i));
      break;
    case 'remove':
      s.removeSection(pick(op.i));
      break;
    case 'hide':
      s.setHidden(pick(op.i), op.hidden);
      break;
    case 'config':
      s.updateSectionConfig(pick(op.i), { heading: op.text }, op.key);
      break;
    case 'blur':
      s.endCoalescing();
      break;
    case 'title':
      s.setPageMeta({ title: op.title }, 'title');
      break;
    case 'theme': {
      const theme = s.site!.theme;
      s.setTheme({ ...theme, colors: { ...theme.colors, primaryAccent: op.color } }, op.key);
      break;
    }
    case 'header':
      if (s.site?.header) s.updateSectionConfig(s.site.header.id, { logoText: op.text });
      break;
    case 'footer':
      if (op.remove && s.site?.footer) s.removeSection(s.site.footer.id);
      else s.setSiteSection('footer', 'org-footer');
      break;
    case 'select':
      s.select(pick(op.i));
      break;
    case 'copy':
      s.copySections([pick(op.i)]);
      break;
    case 'paste':
      s.paste();
      break;
    case 'replaceSection': {
      const id = pick(op.i);
      s.replaceSection(id, { id, type: 'stats', config: { items: [] } });
      break;
    }
    case 'switch': {
      const next = s.pageId === 'p1' ? 'p2' : 'p1';
      s.openPage(next, INITIAL[next] ?? null);
      break;
    }
  }
}

type Snapshot = { p1: PageDocument; p2: PageDocument; site: SiteDocument };

/** Every document, reading the pages not open from the store by opening them (no history). */
function snapshot(store: EditorStore): Snapshot {
  const back = store.getState().pageId;
  const read = (id: 'p1' | 'p2') => {
    store.getState().openPage(id, INITIAL[id] ?? null);
    return store.getState().page!;
  };
  const snap = { p1: read('p1'), p2: read('p2'), site: store.getState().site! };
  if (back) store.getState().openPage(back, null);
  return snap;
}

function drain(store: EditorStore, step: 'undo' | 'redo'): void {
  for (const id of ['p1', 'p2']) {
    store.getState().openPage(id, INITIAL[id] ?? null);
    while (store.getState()[step]());
  }
}

function createStore(): EditorStore {
  const store = createTestStore({ sections: ['a', 'b', 'c'] });
  store.getState().openPage('p2', INITIAL.p2 ?? null);
  store.getState().openPage('p1', null);
  return store;
}

describe('undo and redo (property)', () => {
  it('undo all restores the initial documents, redo all the final ones', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const store = createStore();
        const initial = snapshot(store);
        for (const op of ops) apply(store, op);
        const final = snapshot(store);
        drain(store, 'undo');
        expect(snapshot(store)).toStrictEqual(initial);
        drain(store, 'redo');
        expect(snapshot(store)).toStrictEqual(final);
      }),
      { numRuns: 150 },
    );
  });

  it('undo all restores the initial documents when undo and redo were mixed in', () => {
    const mixed = fc.oneof(
      { weight: 4, arbitrary: opArb },
      { weight: 1, arbitrary: fc.constant({ k: 'undo' as const }) },
      { weight: 1, arbitrary: fc.constant({ k: 'redo' as const }) },
    );
    fc.assert(
      fc.property(fc.array(mixed, { maxLength: 40 }), (ops) => {
        const store = createStore();
        const initial = snapshot(store);
        for (const op of ops) {
          if (op.k === 'undo') store.getState().undo();
          else if (op.k === 'redo') store.getState().redo();
          else apply(store, op);
        }
        drain(store, 'undo');
        expect(snapshot(store)).toStrictEqual(initial);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on null, undefined or empty arguments', () => {
    const store = createStore();
    const state = store.getState() as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(state)) {
      if (typeof value !== 'function') continue;
      for (const args of [[], [null], [undefined, undefined], [{}, {}, {}], ['a', null, null]]) {
        expect(() => (value as (...a: unknown[]) => unknown)(...args), name).not.toThrow();
      }
    }
  });

  it('never throws, whatever the arguments', () => {
    const methods = [
      'insertSection',
      'moveSection',
      'duplicateSection',
      'removeSection',
      'setHidden',
      'updateSectionConfig',
      'replaceSection',
      'replacePage',
      'setPageMeta',
      'setTheme',
      'replaceSite',
      'setSiteSection',
      'copySections',
      'paste',
      'select',
      'hover',
      'setDevice',
      'openPage',
      'setPages',
      'load',
      'reloadSite',
      'dispatch',
      'markSaved',
      'setSaveStatus',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...methods),
        fc.array(fc.anything(), { maxLength: 3 }),
        (name, args) => {
          const store = createStore();
          const method = store.getState()[name] as (...a: unknown[]) => unknown;
          expect(() => method(...args)).not.toThrow();
          // Garbage never breaks the structure: sections keep their shape and unique ids.
          const { page, site } = store.getState();
          const sections = [...(page?.sections ?? []), site?.header, site?.footer];
          const placed = sections.filter((x) => x != null);
          expect(placed.every(isSectionShape)).toBe(true);
          expect(new Set(placed.map((x) => x.id)).size).toBe(placed.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
