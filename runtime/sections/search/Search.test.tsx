// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchConfig } from '../../../schemas/sections/search';
import { searchSchema } from '../../../schemas/sections/search';
import type { SearchSectionData } from '../../../shared/search';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { makeAnswer, makeItem } from '../_shop/test-support';
import { search } from './index';
import { readSearchData, Search } from './Search';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const base = search.defaults as SearchConfig;

function data(over: Partial<SearchSectionData['answer']> = {}, q = 'jhumka'): SearchSectionData {
  return {
    state: { q, filters: {}, sort: 'relevance', page: 1, size: 12 },
    answer: {
      ...makeAnswer([makeItem(1), makeItem(2)]),
      q,
      suggestions: [],
      facets: {
        categories: [{ slug: 'accessories', title: 'Accessories', count: 2 }],
        brands: [{ slug: 'pital', name: 'Pital Works', count: 1 }],
        prices: [{ min: 0, max: 50_000, count: 2 }],
        inStock: 2,
      },
      ...over,
    },
    ownsUrl: false,
  };
}

function ui(config: SearchConfig, d?: unknown) {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode: 'public', path: '/search' }}>
      <Search id="s" config={config} data={d} />
    </RuntimeProvider>
  );
}

afterEach(() => cleanup());

describe('search section', () => {
  it('has defaults that validate and is interactive', () => {
    expect(validateAgainst(searchSchema, base)).toBeNull();
    expect(search.interactive).toBe(true);
  });

  it('lists the pre-loaded results with the filters and their counts', () => {
    render(ui(base, data()));
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    const side = screen.getByTestId('s-side-filters');
    expect(side.textContent).toContain('Accessories (2)');
    expect(side.textContent).toContain('Pital Works (1)');
    expect(side.textContent).toContain('(2)');
    expect((screen.getByTestId('search-section-box-input') as HTMLInputElement).value).toBe(
      'jhumka',
    );
  });

  it("says 'Product not found' with queries to try", () => {
    render(ui(base, data({ data: [], total: 0, suggestions: ['jhumka', 'Apparel'] }, 'jhumkx')));
    expect(screen.getByTestId('product-not-found').textContent).toContain('Product not found');
    const links = screen.getByTestId('search-suggestions').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/search?q=jhumka',
      '/search?q=Apparel',
    ]);
  });

  it('is only a box opening the search page when it does not list results', () => {
    render(ui({ ...base, showResults: false }));
    expect(screen.getByTestId('search-section-box').getAttribute('action')).toBe('/search');
    expect(screen.queryByTestId('product-grid-list')).toBeNull();
  });

  it('reads only data of the expected shape', () => {
    expect(readSearchData(undefined)).toBeUndefined();
    expect(readSearchData({ state: {}, answer: { data: [], total: 0 } })).toBeUndefined();
    expect(readSearchData(data())).toBeDefined();
  });
});
