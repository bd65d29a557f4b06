// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { arrangeChildren, longestIncreasing } from './arrange';

function setup(ids: string[]) {
  const parent = document.createElement('div');
  const els = new Map<string, Element>();
  for (const id of ids) {
    const el = document.createElement('div');
    el.id = id;
    els.set(id, el);
    parent.append(el);
  }
  const of = (id: string) => {
    let el = els.get(id);
    if (!el) els.set(id, (el = Object.assign(document.createElement('div'), { id })));
    return el;
  };
  const order = () => Array.from(parent.children).map((c) => c.id);
  return { parent, of, order };
}

describe('arrangeChildren', () => {
  it('moves one node when the last section goes to the top', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `s${i}`);
    const { parent, of, order } = setup(ids);
    const insert = vi.spyOn(parent, 'insertBefore');
    const wanted = [ids[299]!, ...ids.slice(0, 299)];
    arrangeChildren(parent, wanted.map(of));
    expect(order()).toEqual(wanted);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('inserts new nodes and removes the ones no longer wanted', () => {
    const { parent, of, order } = setup(['a', 'b', 'c']);
    arrangeChildren(parent, ['c', 'x', 'a'].map(of));
    expect(order()).toEqual(['c', 'x', 'a']);
  });

  it('always ends in the wanted order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
        (before, after) => {
          const { parent, of, order } = setup(before.map(String));
          arrangeChildren(parent, after.map(String).map(of));
          expect(order()).toEqual(after.map(String));
        },
      ),
    );
  });
});

describe('longestIncreasing', () => {
  it('finds one longest increasing run, skipping negatives', () => {
    expect([...longestIncreasing([3, 0, 1, -1, 2])].sort()).toEqual([1, 2, 4]);
    expect(longestIncreasing([]).size).toBe(0);
    expect(longestIncreasing([-1, -1]).size).toBe(0);
  });
});
