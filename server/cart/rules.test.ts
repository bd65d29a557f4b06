import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, stockMessage } from '../../shared/cart';
import {
  availableStock,
  cartTotals,
  LINE_LIMIT_MESSAGE,
  lineLimit,
  listWindow,
  parseMedia,
  quantityProblem,
} from './rules';
import { JSON_OBJECT_MESSAGE, readableErrors } from '../http';

describe('quantityProblem', () => {
  it('allows 1 up to the stock', () => {
    expect(quantityProblem(1, 7)).toBeNull();
    expect(quantityProblem(7, 7)).toBeNull();
  });

  it('says how many are left when asked for more', () => {
    expect(quantityProblem(8, 7)).toBe(stockMessage(7));
  });

  it('says out of stock when there is none, whatever is asked', () => {
    expect(quantityProblem(1, 0)).toBe(stockMessage(0));
    expect(quantityProblem(1, -3)).toBe(stockMessage(0));
  });

  it('caps a line at MAX_LINE_QUANTITY whatever the stock', () => {
    expect(quantityProblem(MAX_LINE_QUANTITY, 500)).toBeNull();
    expect(quantityProblem(MAX_LINE_QUANTITY + 1, 500)).toBe(LINE_LIMIT_MESSAGE);
  });
});

describe('lineLimit', () => {
  it('is the smaller of the stock and MAX_LINE_QUANTITY, never negative', () => {
    expect(lineLimit(7)).toBe(7);
    expect(lineLimit(500)).toBe(MAX_LINE_QUANTITY);
    expect(lineLimit(-2)).toBe(0);
  });
});

describe('availableStock', () => {
  it('is the stock of an active product and nothing of any other', () => {
    expect(availableStock(5, 'active')).toBe(5);
    expect(availableStock(5, 'draft')).toBe(0);
    expect(availableStock(-1, 'active')).toBe(0);
  });
});

describe('cartTotals', () => {
  it('counts lines and units and sums price × quantity in minor units', () => {
    expect(
      cartTotals([
        { price: 49_900, quantity: 3 },
        { price: 29_900, quantity: 2 },
      ]),
    ).toEqual({ total: 2, count: 5, subtotal: 209_500 });
  });

  it('is all zeros for an empty bag', () => {
    expect(cartTotals([])).toEqual({ total: 0, count: 0, subtotal: 0 });
  });
});

describe('listWindow', () => {
  it('turns SPEC §7 s and p into LIMIT and OFFSET', () => {
    expect(listWindow(100, 0)).toEqual({ limit: 100, offset: 0 });
    expect(listWindow(10, 3)).toEqual({ limit: 10, offset: 30 });
  });
});

describe('parseMedia', () => {
  it('reads stored media and drops entries without a URL', () => {
    const stored = JSON.stringify([
      { url: '/a.webp', alt: 'A', width: 10, height: 20 },
      { alt: 'no url' },
      { url: '/b.webp' },
      null,
    ]);
    expect(parseMedia(stored)).toEqual([
      { url: '/a.webp', alt: 'A', width: 10, height: 20 },
      { url: '/b.webp', alt: '', width: 0, height: 0 },
    ]);
  });

  it('answers no media for broken or missing JSON', () => {
    expect(parseMedia('{')).toEqual([]);
    expect(parseMedia('{"url":"/a"}')).toEqual([]);
    expect(parseMedia(null)).toEqual([]);
  });
});

describe('readableErrors', () => {
  const messages = { quantity: 'Pick 1 to 99.' };

  it("uses a field's own message, once however many rules it broke", () => {
    expect(
      readableErrors(
        [
          { keyword: 'type', instancePath: '/quantity', message: 'must be integer' },
          { keyword: 'minimum', instancePath: '/quantity', message: 'must be >= 1' },
        ],
        'body',
        messages,
      ),
    ).toBe('Pick 1 to 99.');
  });

  it('names an unexpected field and a missing one', () => {
    expect(
      readableErrors(
        [
          { keyword: 'additionalProperties', params: { additionalProperty: 'price' } },
          { keyword: 'required', instancePath: '', params: { missingProperty: 'sku' } },
        ],
        'body',
        messages,
      ),
    ).toBe('"price" is not expected here.\nsku is required.');
  });

  it('asks for a JSON object when the body is not one', () => {
    expect(
      readableErrors(
        [{ keyword: 'type', instancePath: '', message: 'must be object' }],
        'body',
        {},
      ),
    ).toBe(JSON_OBJECT_MESSAGE);
  });
});
