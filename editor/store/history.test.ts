import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { freeze } from 'immer';
import {
  applyHistoryPatches,
  createHistory,
  mergeEntries,
  type HistoryEntry,
  type NewHistoryEntry,
} from './history';

const replace = (path: (string | number)[], value: unknown): Patch => ({
  op: 'replace',
  path,
  value,
});

function entry(over: Partial<NewHistoryEntry> = {}): NewHistoryEntry {
  return {
    target: 'page',
    pageId: 'p1',
    patches: [replace(['title'], 'new')],
    inverse: [replace(['title'], 'old')],
    coalesceKey: null,
    selectedBefore: null,
    selectedAfter: null,
    ...over,
  };
}

describe('mergeEntries', () => {
  it('keeps the first inverse and the latest forward patches for the same paths', () => {
    const first: HistoryEntry = {
      ...entry({ patches: [replace(['t'], 'H')], inverse: [replace(['t'], '')] }),
      seq: 1,
      selectedBefore: 'a',
    };
    const next = entry({
      patches: [replace(['t'], 'He')],
      inverse: [replace(['t'], 'H')],
      selectedAfter: 'b',
    });
    const merged = mergeEntries(first, next);
    expect(merged.patches).toEqual([replace(['t'], 'He')]);
    expect(merged.inverse).toEqual([replace(['t'], '')]);
    expect(merged.seq).toBe(1);
    expect(merged.selectedBefore).toBe('a');
    expect(merged.selectedAfter).toBe('b');
  });

  it('composes steps that touch different paths, inverses in reverse order', () => {
    const first: HistoryEntry = {
      ...entry({ patches: [replace(['a'], 1)], inverse: [replace(['a'], 0)] }),
      seq: 1,
    };
    const next = entry({ patches: [replace(['b'], 1)], inverse: [replace(['b'], 0)] });
    const merged = mergeEntries(first, next);
    expect(merged.patches).toEqual([replace(['a'], 1), replace(['b'], 1)]);
    expect(merged.inverse).toEqual([replace(['b'], 0), replace(['a'], 0)]);
  });
});

describe('applyHistoryPatches', () => {
  it('replaces, adds and removes in objects and arrays, sharing what it did not touch', () => {
    const kept = { id: 'k' };
    const restored = freeze({ id: 'r' }, true);
    const base = freeze({ list: [kept, { id: 'x' }], meta: { a: 1, b: 2 }, other: { c: 3 } }, true);
    const next = applyHistoryPatches(base, [
      { op: 'replace', path: ['list', 1], value: restored },
      { op: 'add', path: ['list', 1], value: { id: 'new' } },
      { op: 'add', path: ['list', '-'], value: { id: 'end' } },
      { op: 'remove', path: ['list', 0] },
      { op: 'remove', path: ['meta', 'a'] },
      { op: 'add', path: ['meta', 'z'], value: 26 },
    ]);
    expect(next).toEqual({
      list: [{ id: 'new' }, { id: 'r' }, { id: 'end' }],
      meta: { b: 2, z: 26 },
      other: { c: 3 },
    });
    expect(next.list[1]).toBe(restored); // not a clone: undo puts back the same object
    expect(next.other).toBe(base.other);
    expect(base.list[0]).toBe(kept); // the base is untouched
  });

  it('throws on a path that does not exist (the store then drops its history)', () => {
    expect(() =>
      applyHistoryPatches({ a: 1 }, [{ op: 'replace', path: ['x', 'y'], value: 1 }]),
    ).toThrow();
  });
});

describe('createHistory', () => {
  it('merges records with the same key until the coalescing ends', () => {
    const h = createHistory();
    h.record(entry({ coalesceKey: 'k' }), 'p1');
    h.record(entry({ coalesceKey: 'k' }), 'p1');
    h.endCoalescing();
    h.record(entry({ coalesceKey: 'k' }), 'p1');
    h.record(entry({ coalesceKey: 'other' }), 'p1');
    h.record(entry({ coalesceKey: 'other', target: 'site', pageId: null }), 'p1');
    let steps = 0;
    while (h.takeUndo('p1')) steps++;
    expect(steps).toBe(4);
  });

  it('undoes the newest of the page and site tops, and redoes the oldest', () => {
    const h = createHistory();
    h.record(entry({ coalesceKey: null }), 'p1'); // seq 1, page
    h.record(entry({ target: 'site', pageId: null }), 'p1'); // seq 2, site
    h.record(entry(), 'p1'); // seq 3, page
    expect([h.takeUndo('p1')?.seq, h.takeUndo('p1')?.seq, h.takeUndo('p1')?.seq]).toEqual([
      3, 2, 1,
    ]);
    expect(h.takeUndo('p1')).toBeNull();
    expect([h.takeRedo('p1')?.seq, h.takeRedo('p1')?.seq, h.takeRedo('p1')?.seq]).toEqual([
      1, 2, 3,
    ]);
  });

  it('keeps one stack per page; site steps are visible from every page', () => {
    const h = createHistory();
    h.record(entry({ pageId: 'p1' }), 'p1');
    h.record(entry({ target: 'site', pageId: null }), 'p1');
    expect(h.canUndo('p2')).toBe(true); // the site step
    expect(h.takeUndo('p2')?.target).toBe('site');
    expect(h.canUndo('p2')).toBe(false);
    expect(h.canUndo('p1')).toBe(true);
  });

  it('clears the redo stacks in view on a new record, not other pages’', () => {
    const h = createHistory();
    h.record(entry({ pageId: 'p2' }), 'p2');
    h.takeUndo('p2');
    h.record(entry({ pageId: 'p1' }), 'p1');
    h.takeUndo('p1');
    h.record(entry({ pageId: 'p1' }), 'p1');
    expect(h.canRedo('p1')).toBe(false);
    expect(h.canRedo('p2')).toBe(true);
  });

  it('keeps at most `limit` steps per stack', () => {
    const h = createHistory(3);
    for (let i = 0; i < 5; i++) h.record(entry(), 'p1');
    let steps = 0;
    while (h.takeUndo('p1')) steps++;
    expect(steps).toBe(3);
  });

  it('forgets a page or the site on request', () => {
    const h = createHistory();
    h.record(entry(), 'p1');
    h.record(entry({ target: 'site', pageId: null }), 'p1');
    h.dropPage('p1');
    expect(h.takeUndo('p1')?.target).toBe('site');
    h.record(entry({ target: 'site', pageId: null }), 'p1');
    h.dropSite();
    expect(h.canUndo('p1')).toBe(false);
  });
});
