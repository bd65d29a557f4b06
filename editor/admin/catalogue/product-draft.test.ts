import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELD_MESSAGES, type AdminProduct } from '../../../shared/admin-catalogue';
import {
  checkDraft,
  clip,
  draftOf,
  emptyDraft,
  isDirty,
  plainText,
  withDraftOptions,
} from './product-draft';

const saved: AdminProduct = {
  _id: 'p1',
  name: 'Lamp',
  path: 'lamp',
  status: 'active',
  category: 'decor',
  categories: ['sale'],
  brand: '',
  description: 'Hi',
  descriptionHtml: '<p>Hi</p>',
  media: [{ url: '/uploads/a-320.webp', alt: 'Lamp', width: 320, height: 200 }],
  variants: [
    {
      _id: 'v1',
      title: '',
      options: {},
      sku: 'L-1',
      price: 129_999,
      mrp: null,
      stock: 3,
      weightGrams: 0,
      image: null,
    },
  ],
  options: [],
  seo: { title: '', description: '' },
  hasOrders: false,
  created: 'c',
  updated: 'u',
};

describe('product drafts', () => {
  it('shows paise as rupees and sends them back exactly', () => {
    const d = draftOf(saved);
    expect(d.variants[0]).toMatchObject({ price: '1299.99', mrp: '', stock: '3' });
    const { form, errors } = checkDraft(d);
    expect(errors).toEqual({});
    expect(form).toMatchObject({
      id: 'p1',
      baseUpdatedAt: 'u',
      variants: [{ id: 'v1', price: 129_999, mrp: null, stock: 3 }],
    });
    d.variants[0]!.price = '0.29';
    d.variants[0]!.mrp = '1,000.10';
    expect(checkDraft(d).form.variants[0]).toMatchObject({ price: 29, mrp: 100_010 });
  });

  it('says what is wrong under each field, in the server’s words', () => {
    const d = emptyDraft();
    d.variants[0]!.price = '12.345';
    d.variants[0]!.stock = '1.5';
    d.seo.title = 'x'.repeat(71);
    expect(checkDraft(d).errors).toEqual({
      name: PRODUCT_FIELD_MESSAGES.name,
      'variants.0.price': PRODUCT_FIELD_MESSAGES['variants.*.price'],
      'variants.0.stock': PRODUCT_FIELD_MESSAGES['variants.*.stock'],
      'seo.title': PRODUCT_FIELD_MESSAGES['seo.title'],
    });
    d.variants = [];
    d.name = 'Ok';
    d.seo.title = '';
    expect(checkDraft(d).errors).toEqual({ variants: PRODUCT_FIELD_MESSAGES.variants });
  });

  it('notices changes but not new row keys', () => {
    const a = draftOf(saved);
    const b = draftOf(saved);
    expect(isDirty(a, b)).toBe(false);
    b.variants[0]!.stock = '4';
    expect(isDirty(a, b)).toBe(true);
  });

  it('makes a one-line preview text', () => {
    expect(plainText('# Hello\n\n- **Soft** [cotton](http://x)\n<b>x</b>')).toBe(
      'Hello Soft cotton x',
    );
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(clip('short', 12)).toBe('short');
  });
});

describe('product options in the draft', () => {
  it('generates the combinations, keeps a renamed option’s values, and checks them', () => {
    const d = draftOf(saved);
    const sized = withDraftOptions(d, [{ key: 'o1', name: 'Size', values: ['S', 'M'] }]);
    // The plain variant becomes the first combination, keeping its id, price and stock.
    expect(sized.variants.map((v) => [v.id ?? null, v.options, v.price, v.stock])).toEqual([
      ['v1', { Size: 'S' }, '1299.99', '3'],
      [null, { Size: 'M' }, '1299.99', '0'],
    ]);
    const renamed = withDraftOptions(sized, [{ key: 'o1', name: 'Fit', values: ['S', 'M'] }], {
      from: 'Size',
      to: 'Fit',
    });
    expect(renamed.variants[0]).toMatchObject({ id: 'v1', options: { Fit: 'S' } });
    const both = withDraftOptions(renamed, [
      ...renamed.options,
      { key: 'o2', name: 'Colour', values: ['Indigo', 'Rust'] },
    ]);
    expect(both.variants).toHaveLength(4);
    expect(both.variants[0]).toMatchObject({ id: 'v1', options: { Fit: 'S', Colour: 'Indigo' } });
    const { form, errors } = checkDraft(both);
    expect(errors).toEqual({});
    expect(form.options).toEqual([
      { name: 'Fit', values: ['S', 'M'] },
      { name: 'Colour', values: ['Indigo', 'Rust'] },
    ]);
    const clash = withDraftOptions(both, [both.options[0]!, { ...both.options[1]!, name: 'fit' }]);
    expect(checkDraft(clash).errors['options.1.name']).toBe(
      'Another option is already called fit.',
    );
    // A combination removed (not sold) stays out when a value is added; the new value's come.
    const fewer = {
      ...both,
      variants: both.variants.filter((v) => v.options.Fit !== 'M' || v.options.Colour !== 'Rust'),
    };
    const more = withDraftOptions(fewer, [
      { ...both.options[0]!, values: ['S', 'M', 'L'] },
      both.options[1]!,
    ]);
    expect(more.variants.map((v) => `${v.options.Fit}/${v.options.Colour}`)).toEqual([
      'S/Indigo',
      'S/Rust',
      'M/Indigo',
      'L/Indigo',
      'L/Rust',
    ]);
    // Without options the product is one plain variant again.
    expect(withDraftOptions(both, []).variants.map((v) => v.id)).toEqual(['v1']);
  });
});
