import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { productGridSchema, type ProductGridConfig } from '../../schemas/sections/product-grid';
import type { PageDocument } from '../../schemas/types';
import type { ListingSectionData, ListingState } from '../../shared/catalogue';
import { blogListSchema, type BlogListConfig } from '../../schemas/sections/blog-list';
import {
  blogListBase,
  blogStateFromQuery,
  type BlogListRequest,
  type BlogListSectionData,
} from '../../shared/content';
import {
  listingCacheKey,
  loadSectionData,
  type StorefrontBlog,
  type StorefrontCatalogue,
} from './section-data';

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

describe('loadSectionData for blog lists', () => {
  const list = defaultsFromSchema(blogListSchema) as BlogListConfig;
  /** A blog that records what it was asked; `fail` makes the listing or categories throw. */
  function blogRecorder(fail: { list?: boolean; categories?: boolean } = {}) {
    const asked: BlogListRequest[] = [];
    const blog: StorefrontBlog = {
      list: async (_ws, req) => {
        asked.push(req);
        if (fail.list) throw new Error('down');
        return { data: [], total: 31 };
      },
      categoryOptions: async () => {
        if (fail.categories) throw new Error('down');
        return [{ key: 'travel', value: 'Travel' }];
      },
    };
    return { asked, blog };
  }

  it("gives the URL's ?q=&category=&page= to the first changeable list, the start to the rest", async () => {
    const { asked, blog } = blogRecorder();
    const still: BlogListConfig = {
      ...list,
      showSearch: false,
      showFilter: false,
      dynamicContentFilter: {
        ...list.dynamicContentFilter,
        showPagination: false,
        totalCardsToShow: 3,
      },
    };
    const data = await loadSectionData(
      recorder().catalogue,
      'w',
      pageOf(
        { id: 'still', type: 'blog-list', config: still },
        { id: 'main', type: 'blog-list', config: list },
      ),
      { query: new URLSearchParams('q=tea&category=travel&page=2'), blog },
    );
    const main = data.main as BlogListSectionData;
    expect(main).toMatchObject({
      ownsUrl: true,
      state: { q: 'tea', category: 'travel', page: 2 },
      categories: [{ key: 'travel', value: 'Travel' }],
      answer: { total: 31 },
    });
    expect((data.still as BlogListSectionData).ownsUrl).toBe(false);
    expect((data.still as BlogListSectionData).categories).toEqual([]);
    expect(asked).toEqual(
      expect.arrayContaining([
        { p: 0, s: 3, sort: 'titleAsc' },
        { p: 1, s: 10, q: 'tea', filters: { category: ['travel'] }, sort: 'titleAsc' },
      ]),
    );
  });

  it('leaves the URL to a product grid that has it, and ignores a category the owner left out', async () => {
    const { asked, blog } = blogRecorder();
    const only: BlogListConfig = {
      ...list,
      dynamicContentFilter: { ...list.dynamicContentFilter, filters: { category: ['craft'] } },
    };
    const data = await loadSectionData(
      recorder().catalogue,
      'w',
      pageOf(
        { id: 'grid', type: 'product-grid', config: grid },
        { id: 'blog', type: 'blog-list', config: only },
      ),
      { query: new URLSearchParams('category=travel&page=4'), blog },
    );
    expect((data.blog as BlogListSectionData).ownsUrl).toBe(false);
    expect(asked).toEqual([{ p: 0, s: 10, filters: { category: ['craft'] }, sort: 'titleAsc' }]);
    expect(
      blogStateFromQuery(
        new URLSearchParams('category=travel&page=x'),
        blogListBase(only.dynamicContentFilter),
      ),
    ).toEqual({ q: '', category: '', page: 1 });
  });

  it('never fails the page: a failed listing gives no data, failed categories only All', async () => {
    const down = await loadSectionData(
      recorder().catalogue,
      'w',
      pageOf({ id: 'b', type: 'blog-list', config: list }),
      { blog: blogRecorder({ list: true }).blog },
    );
    expect(down.b).toBeUndefined();
    const noCategories = await loadSectionData(
      recorder().catalogue,
      'w',
      pageOf({ id: 'b', type: 'blog-list', config: list }),
      { blog: blogRecorder({ categories: true }).blog },
    );
    expect((noCategories.b as BlogListSectionData).categories).toEqual([]);
    expect((noCategories.b as BlogListSectionData).answer.total).toBe(31);
  });

  it("keys the page cache by the blog's search too", () => {
    expect(listingCacheKey(new URLSearchParams('utm=x&q=tea&page=2'))).toBe('?page=2&q=tea');
  });
});
