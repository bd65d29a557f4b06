import { describe, expect, it } from 'vitest';
import { diffSections, sitePatchNeeded } from './sync';
import { createTestStore, makeSite } from './test-support';

describe('diffSections', () => {
  it('re-sends exactly the edited section after one edit', () => {
    const store = createTestStore();
    const prev = store.getState().page!.sections;
    store.getState().updateSectionConfig('b', { heading: 'x' }, 'b:/heading');
    const next = store.getState().page!.sections;
    const diff = diffSections(prev, next);
    expect(diff.order).toEqual(['a', 'b', 'c']);
    expect(diff.upsert).toEqual([next[1]]);
  });

  it('sends only the order after a move, and the new section after an insert', () => {
    const store = createTestStore();
    const start = store.getState().page!.sections;
    store.getState().moveSection('c', 0);
    const moved = store.getState().page!.sections;
    expect(diffSections(start, moved)).toEqual({ order: ['c', 'a', 'b'], upsert: [] });
    store.getState().insertSection('cta', 1);
    const inserted = store.getState().page!.sections;
    const diff = diffSections(moved, inserted);
    expect(diff.order).toEqual(['c', 'n1', 'a', 'b']);
    expect(diff.upsert.map((s) => s.id)).toEqual(['n1']);
  });

  it('sends removals as their absence from the order', () => {
    const store = createTestStore();
    const prev = store.getState().page!.sections;
    store.getState().removeSection('a');
    expect(diffSections(prev, store.getState().page!.sections)).toEqual({
      order: ['b', 'c'],
      upsert: [],
    });
  });

  it('sends everything without a previous state, and nothing for the same array', () => {
    const store = createTestStore();
    const sections = store.getState().page!.sections;
    expect(diffSections(null, sections).upsert).toHaveLength(3);
    expect(diffSections(sections, sections).upsert).toEqual([]);
  });

  it('re-sends only the sections an undo touched', () => {
    const store = createTestStore();
    store.getState().updateSectionConfig('c', { heading: 'x' });
    const prev = store.getState().page!.sections;
    store.getState().undo();
    expect(diffSections(prev, store.getState().page!.sections).upsert.map((s) => s.id)).toEqual([
      'c',
    ]);
  });
});

describe('diffSections after undo and redo of a move', () => {
  it('sends only the order: the very same section objects come back', () => {
    const store = createTestStore();
    const start = store.getState().page!.sections;
    store.getState().moveSection('a', 2);
    const moved = store.getState().page!.sections;
    store.getState().undo();
    const undone = store.getState().page!.sections;
    expect(diffSections(moved, undone)).toEqual({ order: ['a', 'b', 'c'], upsert: [] });
    expect(undone.every((s, i) => s === start[i])).toBe(true);
    store.getState().redo();
    expect(diffSections(undone, store.getState().page!.sections).upsert).toEqual([]);
  });
});

describe('sitePatchNeeded', () => {
  it('is true when the theme, header or footer changed, and not for page edits', () => {
    const store = createTestStore();
    const site = store.getState().site;
    store.getState().removeSection('a');
    expect(sitePatchNeeded(site, store.getState().site)).toBe(false);
    store.getState().updateSectionConfig('hdr', { logoText: 'X' });
    expect(sitePatchNeeded(site, store.getState().site)).toBe(true);
    expect(sitePatchNeeded(null, makeSite())).toBe(true);
    expect(sitePatchNeeded(makeSite(), null)).toBe(false);
  });
});
