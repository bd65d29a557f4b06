import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FIELD_MESSAGES,
  categoryFormSchema,
  formFieldErrors,
  PRODUCT_FIELD_MESSAGES,
  productFormSchema,
  type ProductForm,
  renderDescription,
  slugify,
} from './admin-catalogue';

const ajv = new Ajv({ allErrors: true, strict: true });
const checkProduct = ajv.compile(productFormSchema);
const checkCategory = ajv.compile(categoryFormSchema);

const valid: ProductForm = {
  name: 'Lamp',
  path: '',
  status: 'active',
  category: '',
  categories: [],
  brand: '',
  description: '',
  media: [],
  variants: [{ title: '', sku: '', price: 100, mrp: null, stock: 0 }],
  seo: { title: '', description: '' },
};

function errorsOf(value: unknown) {
  checkProduct(value);
  return formFieldErrors(checkProduct.errors, PRODUCT_FIELD_MESSAGES);
}

describe('the product form schema', () => {
  it('accepts a minimal product', () => {
    expect(checkProduct(valid)).toBe(true);
  });

  it('gives each field its own message, with list indexes in the path', () => {
    expect(
      errorsOf({
        ...valid,
        name: ' ',
        path: 'Not A Path',
        variants: [
          { title: '', sku: 'A', price: 1, mrp: null, stock: 0 },
          { title: '', sku: 'has space', price: '1', mrp: 1.5, stock: -1 },
        ],
        seo: { title: 'x'.repeat(71), description: '' },
      }),
    ).toEqual({
      name: PRODUCT_FIELD_MESSAGES.name,
      path: PRODUCT_FIELD_MESSAGES.path,
      'variants.1.sku': PRODUCT_FIELD_MESSAGES['variants.*.sku'],
      'variants.1.price': PRODUCT_FIELD_MESSAGES['variants.*.price'],
      'variants.1.mrp': PRODUCT_FIELD_MESSAGES['variants.*.mrp'],
      'variants.1.stock': PRODUCT_FIELD_MESSAGES['variants.*.stock'],
      'seo.title': PRODUCT_FIELD_MESSAGES['seo.title'],
    });
  });

  it('names missing and extra fields', () => {
    const { seo: _seo, ...noSeo } = valid;
    expect(errorsOf({ ...noSeo, colour: 'red' })).toEqual({
      seo: PRODUCT_FIELD_MESSAGES.seo,
      _: '"colour" is not expected here.',
    });
    expect(errorsOf({ ...valid, variants: [] })).toEqual({
      variants: PRODUCT_FIELD_MESSAGES.variants,
    });
  });

  it('checks the category form the same way', () => {
    checkCategory({
      title: '',
      slug: 'ok',
      parentId: null,
      description: '',
      image: null,
      position: 1.5,
    });
    expect(formFieldErrors(checkCategory.errors, CATEGORY_FIELD_MESSAGES)).toEqual({
      title: CATEGORY_FIELD_MESSAGES.title,
      position: CATEGORY_FIELD_MESSAGES.position,
    });
  });
});

describe('slugify', () => {
  it('makes a path from a name', () => {
    expect(slugify('Indigo Kurta & Co.')).toBe('indigo-kurta-and-co');
    expect(slugify('  Café — Crème  ')).toBe('cafe-creme');
    expect(slugify('हिंदी')).toBe('');
    expect(slugify(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
  });
});

describe('renderDescription', () => {
  it('renders markdown and passes it through the sanitizer', () => {
    const seen: string[] = [];
    const html = renderDescription('**Hi**', (h) => {
      seen.push(h);
      return h.toUpperCase();
    });
    expect(seen).toEqual(['<p><strong>Hi</strong></p>\n']);
    expect(html).toBe('<P><STRONG>HI</STRONG></P>\n');
  });
});
