import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { productGridSchema, type ProductGridConfig } from '../../schemas/sections/product-grid';
import type { PageDocument } from '../../schemas/types';
import type { ListingSectionData, ListingState } from '../../shared/catalogue';
import { listingCacheKey, loadSectionData, type StorefrontCatalogue } from './section-data';

const grid = defaultsFromSchema(productGridSchema) as ProductGridConfig;

function pageOf(...sections: PageDocument['sections']): PageDocument {
  return { version: 1, title: 'T', seo: {}, sections };
}

/** A catalogue that records what it was asked and answers nothing. */
function recorder() {
  const asked: (ListingState & { size: number })[] = [];
  const catalogue: StorefrontCatalogue = {
    listing: async (_ws, req) => {
      asked.push(req);
      return { data: [], total: 0, page: req.page, size: req.size };
    },
    facets: async () => ({ categories: [], brands: [] }),
    productByPath: async () => null,
  };
  return { asked, catalogue };
}

describe('loadSectionData', () => {
  it('gives the URL to the first grid a visitor can change, and the section defaults to the rest', async () => {
    const { catalogue } = recorder();
    const still: ProductGridConfig = {
      ...grid,
      showFilter: false,
      dynamicContentFilter: { ...grid.dynamicContentFilter, showPagination: false },
    };
    const page = pageOf(
      { id: 'still', type: 'product-grid', config: still },
      { id: 'main', type: 'product-grid', config: grid },
      { id: 'hidden', type: 'product-grid', hidden: true, config: grid },
    );
    const data = await loadSectionData(catalogue, 'w', page, {
      query: new URLSearchParams('sort=name&page=3&category=women'),
    });
    const main = data.main as ListingSectionData;
    const first = data.still as ListingSectionData;
    expect(main.ownsUrl).toBe(true);
    expect(main.state).toMatchObject({ sort: 'name', page: 3, filters: { category: 'women' } });
    expect(first.ownsUrl).toBe(false);
    expect(first.state).toMatchObject({ sort: 'created', page: 1, filters: {} });
    expect(data.hidden).toBeUndefined();
  });

  it('sizes pages by cardPerSection with pagination, else totalCardsToShow', async () => {
    const { asked, catalogue } = recorder();
    const paged = { ...grid.dynamicContentFilter, cardPerSection: 7, totalCardsToShow: 3 };
    await loadSectionData(
      catalogue,
      'w',
      pageOf(
        { id: 'a', type: 'product-grid', config: { ...grid, dynamicContentFilter: paged } },
        {
          id: 'b',
          type: 'product-grid',
          config: { ...grid, dynamicContentFilter: { ...paged, showPagination: false } },
        },
      ),
    );
    expect(asked.map((r) => r.size).sort()).toEqual([3, 7]);
  });

  it('loads nothing for hand-written cards or a config that fails its schema', async () => {
    const { asked, catalogue } = recorder();
    const data = await loadSectionData(
      catalogue,
      'w',
      pageOf(
        { id: 'hand', type: 'product-grid', config: { ...grid, showDynamicContent: false } },
        { id: 'broken', type: 'product-grid', config: { showDynamicContent: true } },
      ),
    );
    expect(data).toEqual({});
    expect(asked).toEqual([]);
  });

  it('gives the product section its product only on a product page', async () => {
    const { catalogue } = recorder();
    const page = pageOf({ id: 'p', type: 'product-detail', config: {} });
    expect(await loadSectionData(catalogue, 'w', page)).toEqual({});
    expect(await loadSectionData(catalogue, 'w', page, { productPath: 'x' })).toEqual({
      p: { product: null },
    });
  });
});

describe('listingCacheKey', () => {
  it('keeps only the listing parameters, in one order', () => {
    expect(listingCacheKey(new URLSearchParams('utm=x&sort=name&category=women'))).toBe(
      '?category=women&sort=name',
    );
    expect(listingCacheKey(new URLSearchParams('utm=x'))).toBe('');
  });
});
