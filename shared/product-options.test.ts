import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinations,
  generateVariants,
  optionErrors,
  shownOptions,
  variantTitleOf,
  type ProductOption,
} from './product-options';

const SIZE: ProductOption = { name: 'Size', values: ['S', 'M', 'L'] };
const COLOUR: ProductOption = { name: 'Colour', values: ['Indigo', 'Rust'] };

type Row = { id?: string; options: Record<string, string>; price: number };
const fresh = (options: Record<string, string>): Row => ({ options, price: 0 });

describe('combinations', () => {
  it('makes every combination, the first option changing slowest', () => {
    expect(combinations([SIZE, COLOUR]).map((c) => variantTitleOf([SIZE, COLOUR], c))).toEqual([
      'S / Indigo',
      'S / Rust',
      'M / Indigo',
      'M / Rust',
      'L / Indigo',
      'L / Rust',
    ]);
    expect(combinationCount([SIZE, COLOUR])).toBe(6);
    expect(combinations([])).toEqual([]);
    expect(combinationCount([])).toBe(0);
  });
});

describe('generateVariants', () => {
  it('keeps the rows whose combination still exists and adds the new ones', () => {
    const existing: Row[] = [
      { id: 'a', options: { Size: 'S', Colour: 'Indigo' }, price: 100 },
      { id: 'b', options: { Size: 'L', Colour: 'Rust' }, price: 300 },
    ];
    const out = generateVariants([{ name: 'Size', values: ['S', 'M'] }, COLOUR], existing, fresh);
    expect(out.map((r) => [r.id ?? null, variantTitleOf([SIZE, COLOUR], r.options)])).toEqual([
      ['a', 'S / Indigo'],
      [null, 'S / Rust'],
      [null, 'M / Indigo'],
      [null, 'M / Rust'],
    ]);
    expect(out[0]!.price).toBe(100);
  });

  it('gives sized rows the first colour when Colour is added', () => {
    const existing: Row[] = [
      { id: 's', options: { Size: 'S' }, price: 1 },
      { id: 'm', options: { Size: 'M' }, price: 2 },
    ];
    const out = generateVariants([SIZE, COLOUR], existing, fresh);
    expect(out.filter((r) => r.id).map((r) => [r.id, r.options])).toEqual([
      ['s', { Size: 'S', Colour: 'Indigo' }],
      ['m', { Size: 'M', Colour: 'Indigo' }],
    ]);
    expect(out).toHaveLength(6);
  });

  it('turns a product’s single plain variant into the first combination', () => {
    const out = generateVariants([SIZE], [{ id: 'only', options: {}, price: 9 }], fresh);
    expect(out[0]).toEqual({ id: 'only', options: { Size: 'S' }, price: 9 });
    expect(out.slice(1).every((r) => r.id === undefined)).toBe(true);
  });
});

describe('optionErrors', () => {
  const ok = combinations([SIZE, COLOUR]).map((options) => ({ options }));

  it('accepts complete, distinct combinations and free-text variants', () => {
    expect(optionErrors([SIZE, COLOUR], ok)).toEqual({});
    expect(optionErrors([SIZE, COLOUR], ok.slice(2))).toEqual({});
    expect(optionErrors([], [{ options: { Anything: 'x' } }, {}])).toEqual({});
  });

  it('refuses repeated names and values, and a fourth option', () => {
    expect(optionErrors([SIZE, { name: ' size ', values: ['X'] }], [])).toEqual({
      'options.1.name': 'Another option is already called size.',
    });
    expect(optionErrors([{ name: 'Size', values: ['S', 's'] }], [])).toEqual({
      'options.0.values.1': 'Size already has the value s.',
    });
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] }));
    expect(optionErrors(four, [])).toEqual({ options: 'A product can have up to 3 options.' });
  });

  it('refuses incomplete, unknown and repeated combinations', () => {
    expect(
      optionErrors(
        [SIZE, COLOUR],
        [
          { options: { Size: 'S' } },
          { options: { Size: 'S', Colour: 'Indigo', Fit: 'Slim' } },
          { options: { Size: 'M', Colour: 'Green' } },
          { options: { Size: 'L', Colour: 'Rust' } },
          { options: { Colour: 'Rust', Size: 'L' } },
        ],
      ),
    ).toEqual({
      'variants.0.options': 'Choose this variant’s Colour from its values.',
      'variants.1.options': 'Fit is not one of this product’s options.',
      'variants.2.options': 'Choose this variant’s Colour from its values.',
      'variants.4.options': 'Variant 4 is already L / Rust.',
    });
  });
});

describe('shownOptions', () => {
  it('uses the stored options, else derives them from free-text variants', () => {
    expect(shownOptions([COLOUR], [])).toEqual([COLOUR]);
    expect(
      shownOptions([], [{ options: { Size: 'M' } }, { options: { Size: 'S' } }, { options: {} }]),
    ).toEqual([{ name: 'Size', values: ['M', 'S'] }]);
  });
});
