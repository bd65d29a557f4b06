import { describe, expect, it } from 'vitest';
import { warmPanels, type WarmPanels } from './Inspector';

// Which section panels the inspector keeps rendered (hidden) besides the one shown.
describe('warmPanels', () => {
  const all = () => true;
  const start: WarmPanels = { ids: [], used: {} };

  it('adds the selected and the hovered section, in a stable order', () => {
    let w = warmPanels(start, ['a', null], all, 1);
    w = warmPanels(w, ['a', 'b'], all, 2);
    expect(w.ids).toEqual(['a', 'b']);
    const same = warmPanels(w, ['b', 'a'], all, 3);
    expect(same.ids).toBe(w.ids);
  });

  it('drops the least recently touched beyond the limit, never the ones just touched', () => {
    let w = start;
    for (const [i, id] of ['a', 'b', 'c', 'd'].entries()) w = warmPanels(w, [id, null], all, i + 1);
    w = warmPanels(w, ['a', null], all, 5); // a is used again
    w = warmPanels(w, ['e', 'f'], all, 6);
    expect(w.ids).toEqual(['a', 'd', 'e', 'f']);
  });

  it('drops sections that are gone', () => {
    const w = warmPanels(
      { ids: ['a', 'b'], used: { a: 1, b: 2 } },
      [null, null],
      (id) => id === 'b',
      3,
    );
    expect(w.ids).toEqual(['b']);
  });
});
