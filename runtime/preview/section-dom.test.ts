import { describe, expect, it } from 'vitest';
import { nearestScrollDelta } from './section-dom';

const box = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 100 });

describe('nearestScrollDelta', () => {
  const vh = 800;
  it('does not scroll a fully visible section or one that fills the viewport', () => {
    expect(nearestScrollDelta(box(0, 800), vh)).toBe(0);
    expect(nearestScrollDelta(box(100, 300), vh)).toBe(0);
    expect(nearestScrollDelta(box(-100, 1000), vh)).toBe(0);
    expect(nearestScrollDelta(box(-0.2, 1200), vh)).toBe(0);
    expect(nearestScrollDelta(box(10, 800.4), vh)).toBe(0);
  });

  it('brings a section below into view by its bottom, or by its top when it is taller', () => {
    expect(nearestScrollDelta(box(700, 1000), vh)).toBe(200);
    expect(nearestScrollDelta(box(2000, 2300), vh)).toBe(1500);
    expect(nearestScrollDelta(box(500, 1500), vh)).toBe(500);
  });

  it('brings a section above into view by its top, or by its bottom when it is taller', () => {
    expect(nearestScrollDelta(box(-300, 100), vh)).toBe(-300);
    expect(nearestScrollDelta(box(-1500, 200), vh)).toBe(-600);
  });
});
