import { describe, expect, it } from 'vitest';
import { cardDiscountPercent as cardDiscount } from '../../../shared/format';
import { cardFromConfig, cardFromItem, discountLabel } from './card-view';
import { pageCount, pageStatus } from './Pagination';
import { makeAnswer, makeItem, makeListingData } from './test-support';
import { listingKey, listingRequest, readListingData } from './use-listing';

describe('cardDiscountPercent', () => {
  it("is SPEC §5's floor((mrp - price) / mrp * 100)", () => {
    expect(cardDiscount(200000, 150000)).toBe(25);
    expect(cardDiscount(3000, 1999)).toBe(33);
    expect(discountLabel(25)).toBe('25% Off');
  });

  it('is blank without a number, for mrp 0 or less, price above mrp, and equal prices', () => {
    expect(cardDiscount(null, 100)).toBeNull();
    expect(cardDiscount(Number.NaN, 100)).toBeNull();
    expect(cardDiscount(0, 100)).toBeNull();
    expect(cardDiscount(-5, -10)).toBeNull();
    expect(cardDiscount(100, 120)).toBeNull();
    expect(cardDiscount(100, 100)).toBeNull();
    expect(cardDiscount(100, 100, 'round')).toBeNull();
    expect(cardDiscount(100, 120, 'round')).toBeNull();
  });

  it('rounds instead for the events reading, still blank where the shop is blank', () => {
    expect(cardDiscount(3000, 1999, 'round')).toBe(33);
    expect(cardDiscount(3000, 1000, 'round')).toBe(67);
    expect(cardDiscount(3000, 1000)).toBe(66);
    expect(cardDiscount(200, 199, 'round')).toBe(1);
    expect(cardDiscount(1000, 999, 'round')).toBeNull();
  });
});

describe('card views', () => {
  it('link catalogue items to /p/{path} and hand-written cards to their action', () => {
    expect(cardFromItem(makeItem(1, { path: '/p/shirt/' })).link).toEqual({
      href: '/p/shirt',
      external: false,
    });
    const card = cardFromConfig(
      {
        title: 'Gift',
        image: '/demo/g.svg',
        price: 100,
        buttonAction: { navigateTo: 'externalLink', externalLink: 'https://example.com' },
      },
      0,
    );
    expect(card.link).toEqual({ href: 'https://example.com', external: true });
    expect(card.images[0]).toMatchObject({ url: '/demo/g.svg', alt: 'Gift' });
    expect(card.item).toBeNull();
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageStatus(2, 5)).toBe('Page 2 of 5');
  });
});

describe('listing data', () => {
  it('reads the server’s data and rejects a malformed one', () => {
    const data = makeListingData(makeAnswer([makeItem(1)]), { ownsUrl: true });
    expect(readListingData(data)).toEqual(data);
    expect(readListingData({ ...data, facets: undefined })?.facets).toEqual({
      categories: [],
      brands: [],
    });
    expect(readListingData(null)).toBeUndefined();
    expect(readListingData({ ...data, answer: { data: 'x' } })).toBeUndefined();
    expect(readListingData({ ...data, state: { page: 1 } })).toBeUndefined();
  });

  it('builds the SPEC §7 body and one key per distinct request', () => {
    const s = { filters: { brand: 'loom' }, sort: 'name' as const, page: 2, size: 12 };
    expect(listingRequest('g', s, true)).toEqual({
      section: 'g',
      filter: { brand: 'loom' },
      sort: 'name',
      page: { number: 2, size: 12 },
      facets: true,
    });
    expect(listingRequest('l', s, false)).not.toHaveProperty('facets');
    expect(listingKey(s)).toBe(listingKey({ ...s, filters: { brand: 'loom', inStock: false } }));
    expect(listingKey(s)).not.toBe(listingKey({ ...s, page: 3 }));
  });
});
