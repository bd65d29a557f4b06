import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editDistance,
  fieldTier,
  fts5Match,
  listedUnder,
  nearestTerms,
  queryWords,
  SEARCH_TIERS,
  titleMatches,
  tsLexemes,
  tsQuery,
  typoBudget,
} from './terms';

describe('queryWords', () => {
  it('lower-cases, drops accents and punctuation, keeps each word once', () => {
    expect(queryWords('  Indigo, BRASS—jhumka! indigo Café ')).toEqual([
      'indigo',
      'brass',
      'jhumka',
      'cafe',
    ]);
    expect(queryWords('"*) OR (')).toEqual(['or']);
    expect(queryWords('')).toEqual([]);
  });
});

describe('typoBudget', () => {
  it('allows no edit below 4 letters, one up to 7, two from 8', () => {
    expect(['abc', 'abcd', 'abcdefg', 'abcdefgh'].map(typoBudget)).toEqual([0, 1, 1, 2]);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, changes and swaps of neighbours', () => {
    expect(editDistance('jhumkha', 'jhumka')).toBe(1);
    expect(editDistance('earings', 'earrings')).toBe(1);
    expect(editDistance('brsas', 'brass')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('nearestTerms', () => {
  it('answers terms within budget, nearest first', () => {
    expect(nearestTerms('earings', ['earrings', 'rings', 'earring', 'bearings'], 1)).toEqual([
      'bearings',
      'earrings',
    ]);
    expect(nearestTerms('earings', ['earring', 'earrings'], 2)).toEqual(['earrings', 'earring']);
    expect(nearestTerms('abc', ['abd'], 0)).toEqual([]);
  });
});

describe('match expressions', () => {
  const words = [
    { word: 'jhum', corrections: [] },
    { word: 'earings', corrections: ['earrings'] },
  ];
  it('asks for every word, as a prefix or a correction', () => {
    expect(fts5Match(words)).toBe('("jhum"*) AND ("earings"* OR "earrings")');
    expect(tsQuery(words)).toBe("('jhum':*) & ('earings':* | 'earrings')");
  });
  it('keeps a tier to its fields', () => {
    expect(fts5Match(words, SEARCH_TIERS[1])).toBe(
      '{name category} : (("jhum"*) AND ("earings"* OR "earrings"))',
    );
    expect(tsQuery(words, SEARCH_TIERS[0])).toBe("('jhum':*A) & ('earings':*A | 'earrings':A)");
  });
  it('matches titles the same way', () => {
    expect(titleMatches('Jhumka Earrings', words)).toBe(true);
    expect(titleMatches('Jhumka Studs', words)).toBe(false);
  });
});

describe('tsLexemes', () => {
  const words = [
    { word: 'cotton', corrections: [], completions: ['cotton'] },
    { word: 'silk', corrections: [], completions: ['silk', 'silk-cotton', "o'silk\\"] },
  ];
  it('asks for every word as one of its completions, each taken as it is', () => {
    expect(tsLexemes(words)).toBe("('cotton') & ('silk' | 'silk-cotton' | 'o''silk\\\\')");
  });
  it('keeps a tier to its fields', () => {
    expect(tsLexemes(words.slice(0, 1), SEARCH_TIERS[1])).toBe("('cotton':AB)");
  });
});

describe('listedUnder', () => {
  it('finds a whole id, never a part of another', () => {
    expect(listedUnder('c1 c12 x-c3', 'c1')).toBe(true);
    expect(listedUnder('c12 x-c3', 'c1')).toBe(false);
    expect(listedUnder('c12 x-c3', 'c3')).toBe(false);
    expect(listedUnder('c12 x-c3', 'x-c3')).toBe(true);
    expect(listedUnder('', 'c1')).toBe(false);
    expect(() => listedUnder(null, 'c1')).toThrow();
  });

  it('answers as a Set of the ids would (property)', () => {
    const id = fc.stringMatching(/^[a-c1-2-]{1,4}$/);
    fc.assert(
      fc.property(fc.array(id, { maxLength: 6 }), id, (ids, asked) => {
        expect(listedUnder(ids.join(' '), asked)).toBe(new Set(ids).has(asked));
      }),
    );
  });
});

describe('fieldTier', () => {
  it('ranks by the fields holding every word: name or category, then the brand too, else 3', () => {
    const tierOf = fieldTier(queryWords('brass jhumka').map((word) => ({ word, corrections: [] })));
    expect(tierOf('Brass Jhumka 12', 'Earrings', 'Ek Taara')).toBe(1);
    expect(tierOf('Jhumka 12', 'Brass work', 'Ek Taara')).toBe(1);
    expect(tierOf('Jhumka 12', 'Earrings', 'Brassworks')).toBe(2);
    expect(tierOf('Jhumkas', 'Earrings', 'Ek Taara')).toBe(3);
    // A word within its typo budget of a title word matches it.
    expect(tierOf('Bras Jhumka 12', 'Earrings', 'Ek Taara')).toBe(1);
  });
});
