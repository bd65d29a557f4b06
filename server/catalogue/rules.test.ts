import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE } from '../../shared/catalogue';
import {
  ancestorClosure,
  availablePath,
  boundListingQuery,
  categoryPaths,
  defaultVariantIndex,
  directCategoryIds,
  HIDDEN_LISTING_PREFIX,
  isSelfOrDescendant,
  listedCategoryId,
  listingCategoryIds,
  listingRowId,
  MAX_PRICE,
  nameKey,
  normaliseProductPath,
  productSummary,
  repeatedSkuIndexes,
} from './rules';
import { containsPattern } from '../http';

const v = (price: number, stock: number, position: number, mrp: number | null = null) => ({
  price,
  mrp,
  stock,
  position,
});

describe('defaultVariantIndex', () => {
  it('picks the cheapest variant in stock', () => {
    expect(defaultVariantIndex([v(500, 0, 0), v(700, 3, 1), v(600, 1, 2)])).toBe(2);
  });

  it('picks the cheapest when nothing is in stock', () => {
    expect(defaultVariantIndex([v(500, 0, 0), v(400, 0, 1), v(600, 0, 2)])).toBe(1);
  });

  it('breaks price ties by position, whatever the array order', () => {
    expect(defaultVariantIndex([v(500, 1, 3), v(500, 1, 1), v(500, 1, 2)])).toBe(1);
  });

  it('answers -1 for no variants', () => {
    expect(defaultVariantIndex([])).toBe(-1);
  });

  it('agrees with a sort by (out of stock, price, position) on any variants', () => {
    const variant = fc.record({
      price: fc.integer({ min: 0, max: 5000 }),
      stock: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(variant, { minLength: 1, maxLength: 8 }), (raw) => {
        const variants = raw.map((x, position) => ({ ...x, mrp: null, position }));
        const expected = [...variants].sort(
          (a, b) =>
            Number(a.stock <= 0) - Number(b.stock <= 0) ||
            a.price - b.price ||
            a.position - b.position,
        )[0]!;
        expect(variants[defaultVariantIndex(variants)]).toBe(expected);
      }),
    );
  });
});

describe('productSummary', () => {
  it("carries the default variant's price and mrp and whether any variant has stock", () => {
    expect(productSummary([v(900, 0, 0, 1200), v(800, 0, 1, null)])).toEqual({
      index: 1,
      price: 800,
      mrp: null,
      inStock: false,
    });
    expect(productSummary([v(900, 2, 0, 1200), v(800, 0, 1, 1000)])).toEqual({
      index: 0,
      price: 900,
      mrp: 1200,
      inStock: true,
    });
  });

  it('refuses a product without variants', () => {
    expect(() => productSummary([])).toThrow(/at least one variant/);
  });
});

describe('ancestorClosure', () => {
  const parents: Record<string, string | null> = {
    bedding: 'home',
    home: null,
    kurtas: 'women',
    women: 'apparel',
    apparel: null,
    sale: null,
  };
  const parentOf = (id: string) => parents[id];

  it('adds every ancestor once, a category before its parents', () => {
    expect(ancestorClosure(['kurtas', 'sale'], parentOf)).toEqual([
      'kurtas',
      'women',
      'apparel',
      'sale',
    ]);
    expect(ancestorClosure(['kurtas', 'women', 'bedding'], parentOf)).toEqual([
      'kurtas',
      'women',
      'apparel',
      'bedding',
      'home',
    ]);
  });

  it('stops at a cycle instead of looping', () => {
    const cyclic: Record<string, string> = { a: 'b', b: 'a' };
    expect(ancestorClosure(['a'], (id) => cyclic[id])).toEqual(['a', 'b']);
  });

  it("puts the whole catalogue's '' first in the listing ids", () => {
    expect(listingCategoryIds(['bedding'], parentOf)).toEqual(['', 'bedding', 'home']);
    expect(listingCategoryIds([], parentOf)).toEqual(['']);
  });
});

describe('normaliseProductPath', () => {
  it('drops slashes at both ends and a leading p/', () => {
    for (const raw of [
      'linen-shirt',
      '/linen-shirt',
      'linen-shirt/',
      '/p/linen-shirt',
      'p/linen-shirt/',
      '  //p//linen-shirt// ',
    ])
      expect(normaliseProductPath(raw)).toBe('linen-shirt');
    expect(normaliseProductPath('/shirts/linen')).toBe('shirts/linen');
    expect(normaliseProductPath('/')).toBe('');
  });
});

describe('nameKey', () => {
  it('lower-cases the name', () => {
    expect(nameKey('Indigo Kurta')).toBe('indigo kurta');
  });
});

describe('boundListingQuery', () => {
  it('fills the defaults of SPEC §9 (sort created, page 1, 10 a page)', () => {
    expect(boundListingQuery({})).toEqual({
      filters: {},
      sort: 'created',
      page: 1,
      size: 10,
      empty: false,
    });
  });

  it('brings page, size and sort within bounds', () => {
    const q = boundListingQuery({ page: -4, size: 10_000, sort: 'random' });
    expect(q).toMatchObject({ page: 1, size: MAX_PAGE_SIZE, sort: 'created' });
    expect(boundListingQuery({ page: 1e12, size: 0 })).toMatchObject({
      page: MAX_PAGE_NUMBER,
      size: 1,
    });
  });

  it('drops price bounds that match everything and flags bounds that match nothing', () => {
    expect(boundListingQuery({ filters: { minPrice: 0, maxPrice: MAX_PRICE } }).filters).toEqual(
      {},
    );
    expect(boundListingQuery({ filters: { minPrice: MAX_PRICE + 1 } }).empty).toBe(true);
    expect(boundListingQuery({ filters: { maxPrice: -1 } }).empty).toBe(true);
    expect(boundListingQuery({ filters: { minPrice: 500, maxPrice: 400 } }).empty).toBe(true);
    expect(boundListingQuery({ filters: { maxPrice: 1e15 } })).toMatchObject({
      filters: {},
      empty: false,
    });
  });

  it('keeps the filters that were asked for', () => {
    expect(
      boundListingQuery({
        filters: {
          category: 'bags',
          brand: 'ek-taara',
          minPrice: 100,
          maxPrice: 900,
          inStock: true,
        },
      }).filters,
    ).toEqual({ category: 'bags', brand: 'ek-taara', minPrice: 100, maxPrice: 900, inStock: true });
    expect(boundListingQuery({ filters: { category: '', inStock: false } }).filters).toEqual({});
  });
});

describe('containsPattern', () => {
  it('lower-cases and escapes the LIKE wildcards', () => {
    expect(containsPattern('Tea')).toBe('%tea%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the admin’s rules', () => {
  // apparel > women, apparel > kurtas; sale at the root.
  const parents: Record<string, string | null> = {
    apparel: null,
    women: 'apparel',
    kurtas: 'apparel',
    sale: null,
  };
  const parentOf = (id: string) => parents[id] ?? null;

  it('hides and finds again the listing rows of a product not on sale', () => {
    expect(listingRowId('c1', true)).toBe('c1');
    expect(listingRowId('c1', false)).toBe(`${HIDDEN_LISTING_PREFIX}c1`);
    expect(listingRowId('', false)).toBe(HIDDEN_LISTING_PREFIX);
    for (const id of ['', 'c1']) {
      expect(listedCategoryId(listingRowId(id, false))).toBe(id);
      expect(listedCategoryId(listingRowId(id, true))).toBe(id);
    }
  });

  it('recovers the categories a product was put in from its listing closure', () => {
    const closure = listingCategoryIds(['kurtas', 'women', 'sale'], parentOf);
    expect(new Set(directCategoryIds('kurtas', closure, parentOf))).toEqual(
      new Set(['kurtas', 'women', 'sale']),
    );
    expect(directCategoryIds('kurtas', closure, parentOf)[0]).toBe('kurtas');
    // A card category above another listed category stays first.
    expect(directCategoryIds('apparel', ['', 'apparel', 'women'], parentOf)).toEqual([
      'apparel',
      'women',
    ]);
    expect(directCategoryIds(null, [''], parentOf)).toEqual([]);
  });

  it('knows a category’s own branch, so it cannot become its own parent', () => {
    expect(isSelfOrDescendant('women', 'apparel', parentOf)).toBe(true);
    expect(isSelfOrDescendant('apparel', 'apparel', parentOf)).toBe(true);
    expect(isSelfOrDescendant('sale', 'apparel', parentOf)).toBe(false);
    expect(isSelfOrDescendant('apparel', 'women', parentOf)).toBe(false);
  });

  it('writes every category’s path from the root', () => {
    const paths = categoryPaths([
      { id: 'k', slug: 'kurtas', parentId: 'a' },
      { id: 'a', slug: 'apparel', parentId: null },
      { id: 'x', slug: 'orphan', parentId: 'gone' },
    ]);
    expect(Object.fromEntries(paths)).toEqual({ k: 'apparel/kurtas', a: 'apparel', x: 'orphan' });
  });

  it('finds the first free path and repeated SKUs', () => {
    expect(availablePath('lamp', new Set())).toBe('lamp');
    expect(availablePath('lamp', new Set(['lamp', 'lamp-2']))).toBe('lamp-3');
    expect(repeatedSkuIndexes([{ sku: 'A' }, { sku: '' }, { sku: '' }, { sku: ' A ' }])).toEqual([
      3,
    ]);
  });
});
