import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../schemas/defaults';
import { productGridSchema, type ProductGridConfig } from '../schemas/sections/product-grid';
import { bindListing, followsPageCategory, followsPageCategoryConfig } from './template-binding';

const grid = (patch: Partial<ProductGridConfig> = {}): ProductGridConfig => ({
  ...(defaultsFromSchema(productGridSchema) as ProductGridConfig),
  showDynamicContent: true,
  heading: '',
  description: '',
  ...patch,
});

describe('template binding', () => {
  it('follows the page’s category only when filled from the catalogue with no category', () => {
    expect(followsPageCategoryConfig(grid())).toBe(true);
    expect(followsPageCategoryConfig(grid({ showDynamicContent: false }))).toBe(false);
    const pinned = grid();
    pinned.dynamicContentFilter = { ...pinned.dynamicContentFilter, filters: { category: 'x' } };
    expect(followsPageCategoryConfig(pinned)).toBe(false);
    expect(followsPageCategory({ id: 'a', type: 'product-grid', config: grid() })).toBe(true);
    expect(
      followsPageCategory({ id: 'a', type: 'product-grid', config: grid(), hidden: true }),
    ).toBe(false);
    expect(followsPageCategory({ id: 'a', type: 'hero', config: grid() })).toBe(false);
  });

  it('binds the category, and the heading and description only where left empty', () => {
    const binding = { category: 'apparel', heading: 'Apparel', description: 'Clothes' };
    const bound = bindListing(grid(), binding);
    expect(bound.dynamicContentFilter.filters.category).toBe('apparel');
    expect([bound.heading, bound.description]).toEqual(['Apparel', 'Clothes']);
    const own = bindListing(grid({ heading: 'Ours', description: 'Mine' }), binding);
    expect([own.heading, own.description]).toEqual(['Ours', 'Mine']);
    expect(own.dynamicContentFilter.filters.category).toBe('apparel');
  });
});
