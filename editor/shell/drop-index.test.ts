import { describe, expect, it } from 'vitest';
import type { Box } from './canvas-preview';
import { insertIndexForGap } from './PreviewPane';

const box = (id: string, top: number): Box => ({ id, top, height: 100 });

describe('insertIndexForGap', () => {
  const ids = ['a', 'hidden', 'b', 'c'];
  // The preview shows no box for the hidden section.
  const boxes = [box('a', 0), box('b', 100), box('c', 200)];

  it('inserts before the section of the box below the pointer, counting hidden sections', () => {
    expect(insertIndexForGap(0, boxes, ids)).toBe(0);
    expect(insertIndexForGap(1, boxes, ids)).toBe(2);
    expect(insertIndexForGap(2, boxes, ids)).toBe(3);
  });

  it('inserts right after the last box below them all, before sections with no box', () => {
    expect(insertIndexForGap(3, boxes, ids)).toBe(4);
    expect(insertIndexForGap(2, [box('a', 0), box('b', 100)], ['a', 'b', 'hidden'])).toBe(2);
  });

  it('appends when the preview has no boxes or does not know the section', () => {
    expect(insertIndexForGap(0, [], ids)).toBe(4);
    expect(insertIndexForGap(0, [box('gone', 0)], ids)).toBe(4);
  });
});
