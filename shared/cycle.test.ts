import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunk, isScrolledPast, starParts, wrapIndex } from './cycle';

describe('wrapIndex', () => {
  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });

  it('always lands inside the list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 50 }),
        (i, n) => {
          const r = wrapIndex(i, n);
          return r >= 0 && r < n;
        },
      ),
    );
  });
});

describe('isScrolledPast', () => {
  it('turns true only strictly past 50 px', () => {
    expect(isScrolledPast(49, 50)).toBe(false);
    expect(isScrolledPast(50, 50)).toBe(false);
    expect(isScrolledPast(51, 50)).toBe(true);
  });
});

describe('chunk', () => {
  it('groups images in threes with a shorter last group', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});

describe('starParts', () => {
  it('gives half stars for fractions and caps at the maximum', () => {
    expect(starParts(4.5, 5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starParts(3, 5)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starParts(7, 5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(-2, 5)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
