// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLOG_LIST_VARIANTS,
  blogListSchema,
  type BlogListConfig,
} from '../../../schemas/sections/blog-list';
import {
  BLOG_NOT_FOUND_MESSAGE,
  CONTENT_PATHS,
  type BlogListRequest,
} from '../../../shared/content';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch } from '../../ui/test-fetch';
import { BlogList, POSTS_FAILED_TEXT, SEARCH_DELAY_MS } from './BlogList';
import { blogList } from './index';
import { BLOG_CATEGORIES, makeBlogAnswer, makeBlogData, makePost } from '../_blog/test-support';

const LIST_URL = `/api/io/crm${CONTENT_PATHS.blogAll}`;
const CATEGORIES_URL = `/api/io/crm${CONTENT_PATHS.blogCategories}`;
const base = blogList.defaults as BlogListConfig;

function ui(config: BlogListConfig, data?: unknown, mode: 'public' | 'builder' = 'public') {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/blog' }}>
      <BlogList id="b" config={config} data={data} />
    </RuntimeProvider>
  );
}

/** A blog server over `count` posts titled in order: pages, search by title and one category. */
function serveBlog(count = 23, opts: { failList?: boolean; failCategories?: boolean } = {}) {
  const all = Array.from({ length: count }, (_, i) =>
    makePost(i + 1, { category: i % 2 ? BLOG_CATEGORIES[1]! : BLOG_CATEGORIES[0]! }),
  );
  return stubFetch((url, init) => {
    if (url === CATEGORIES_URL)
      return opts.failCategories ? { status: 500 } : { body: { data: BLOG_CATEGORIES } };
    if (url !== LIST_URL) return { status: 404 };
    if (opts.failList) return { status: 500, body: { msg: 'down' } };
    const body = JSON.parse(init.body ?? '{}') as BlogListRequest;
    const keys = body.filters?.category ?? [];
    const hits = all.filter(
      (p) =>
        (!body.q || p.title.toLowerCase().includes(body.q.toLowerCase())) &&
        (keys.length === 0 || keys.includes(p.category!.key)),
    );
    const s = body.s ?? 10;
    const p = body.p ?? 0;
    return { body: makeBlogAnswer(hits.slice(p * s, p * s + s), hits.length) };
  });
}

const listBodies = (calls: { url: string; body: unknown }[]) =>
  calls.filter((c) => c.url === LIST_URL).map((c) => c.body as BlogListRequest);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/blog');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BlogList', () => {
  it('has defaults that validate, four variants, and is interactive', () => {
    expect(validateAgainst(blogListSchema, base)).toBeNull();
    expect(blogList.variants).toEqual(['grid', 'cards-over-images', 'list', 'split-featured']);
    expect(blogList.interactive).toBe(true);
    expect(base.dynamicContentFilter).toMatchObject({ cardPerSection: 10, shortBY: 'titleAsc' });
  });

  it.each(BLOG_LIST_VARIANTS)('renders the %s variant from the server data', (variant) => {
    const { fetch } = serveBlog();
    const data = makeBlogData(makeBlogAnswer([makePost(1), makePost(2), makePost(3)], 23));
    render(ui({ ...base, variant }, data));
    const section = screen.getByTestId('blog-list');
    expect(section.className).toContain(`sw-blog-list--${variant}`);
    const cards = screen.getAllByTestId('blog-card');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(first.className).toContain(`sw-blog-card--${variant}`);
    expect(within(first).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe(
      '/blog/post-1',
    );
    // SPEC §9: MM-DD-YYYY on cards.
    expect(within(first).getByTestId('blog-card-date').textContent).toBe('02-11-2024');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/demo/blog/p1.svg');
    if (variant === 'split-featured') {
      expect(first.className).toContain('sw-blog-card--featured');
      expect(cards[1]!.className).not.toContain('sw-blog-card--featured');
    }
    expect(within(screen.getByTestId('blog-pagination')).getByText('Page 1 of 3')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hydrates the server's markup unchanged, without fetching", () => {
    const { fetch } = serveBlog();
    const data = makeBlogData(makeBlogAnswer([makePost(1), makePost(2)], 23));
    const html = renderToString(ui(base, data));
    expect(html).toContain('Post 1');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui(base, data), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    expect(fetch).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("shows 'All' first, then the blog's categories; a category filters with IN and 'All' clears", async () => {
    const { calls } = serveBlog();
    render(ui(base, makeBlogData(makeBlogAnswer([makePost(1)], 23), { ownsUrl: true })));
    const chips = screen.getAllByTestId('blog-category');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Travel', 'Craft']);
    expect(chips[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chips[2]!);
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(10));
    expect(listBodies(calls).at(-1)).toEqual({
      p: 0,
      s: 10,
      filters: { category: ['craft'] },
      sort: 'titleAsc',
    });
    expect(window.location.search).toBe('?category=craft');
    expect(screen.getAllByTestId('blog-category')[2]!.getAttribute('aria-pressed')).toBe('true');
    // 11 craft posts: two pages.
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('blog-category')[0]!);
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toEqual({ p: 0, s: 10, sort: 'titleAsc' }),
    );
    expect(window.location.search).toBe('');
  });

  it("keeps only the owner's categories and sends them while 'All' is chosen", async () => {
    const { calls } = serveBlog();
    const config: BlogListConfig = {
      ...base,
      dynamicContentFilter: { ...base.dynamicContentFilter, filters: { category: ['travel'] } },
    };
    render(ui(config));
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(10));
    expect(listBodies(calls)[0]).toEqual({
      p: 0,
      s: 10,
      filters: { category: ['travel'] },
      sort: 'titleAsc',
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('blog-category').map((c) => c.textContent)).toEqual([
        'All',
        'Travel',
      ]),
    );
  });

  it('searches after a pause, once, and writes ?q= to the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveBlog();
    render(ui(base, makeBlogData(makeBlogAnswer([makePost(1)], 23), { ownsUrl: true })));
    const box = screen.getByTestId('blog-search');
    fireEvent.change(box, { target: { value: 'Post 1' } });
    fireEvent.change(box, { target: { value: 'Post 12' } });
    expect(listBodies(calls)).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS + 10);
    });
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(1));
    expect(listBodies(calls)).toEqual([{ p: 0, s: 10, q: 'Post 12', sort: 'titleAsc' }]);
    expect(window.location.search).toBe('?q=Post+12');
  });

  it('pages within bounds with previous and next, pushing ?page= (Back returns)', async () => {
    const { calls } = serveBlog();
    render(ui(base, makeBlogData(makeBlogAnswer([makePost(1)], 23), { ownsUrl: true })));
    const nav = screen.getByTestId('blog-pagination');
    const prev = within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    const push = vi.spyOn(window.history, 'pushState');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(listBodies(calls).at(-1)).toMatchObject({ p: 1, s: 10 });
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?page=2');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 3 of 3')).toBeTruthy());
    // The page's label moves at the click; its cards when the answer comes.
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(3));
    const next = within(nav).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    window.history.replaceState(null, '', '/blog?page=2');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    push.mockRestore();
  });

  it('uses totalCardsToShow without pagination, and keeps the URL alone when it does not own it', async () => {
    const { calls } = serveBlog();
    const config: BlogListConfig = {
      ...base,
      dynamicContentFilter: {
        ...base.dynamicContentFilter,
        showPagination: false,
        totalCardsToShow: 4,
      },
    };
    render(ui(config));
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(4));
    expect(listBodies(calls)[0]).toMatchObject({ p: 0, s: 4 });
    expect(screen.queryByTestId('blog-pagination')).toBeNull();
    fireEvent.click(screen.getAllByTestId('blog-category')[1]!);
    await waitFor(() => expect(listBodies(calls)).toHaveLength(2));
    expect(window.location.search).toBe('');
  });

  it("says 'Blog Not Found' when nothing matches", () => {
    serveBlog();
    render(ui(base, makeBlogData(makeBlogAnswer([], 0))));
    expect(screen.getByTestId('blog-empty').textContent).toContain(BLOG_NOT_FOUND_MESSAGE);
    expect(screen.queryByTestId('blog-pagination')).toBeNull();
  });

  it("stops loading on failure and leaves only 'All' when the categories fail", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveBlog(23, { failList: true, failCategories: true });
    render(ui(base));
    expect(screen.getByTestId('blog-loading')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('blog-failed').textContent).toContain(POSTS_FAILED_TEXT),
    );
    expect(screen.queryByTestId('blog-loading')).toBeNull();
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
    expect(screen.getAllByTestId('blog-category').map((c) => c.textContent)).toEqual(['All']);
    errors.mockRestore();
  });

  it('in the builder, loads real posts for an edited list and reloads when its filter changes', async () => {
    const { calls } = serveBlog();
    const pushSpy = vi.spyOn(window.history, 'replaceState');
    const { rerender } = render(ui(base, undefined, 'builder'));
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(10));
    const edited: BlogListConfig = {
      ...base,
      dynamicContentFilter: { ...base.dynamicContentFilter, filters: { category: ['craft'] } },
    };
    rerender(ui(edited, undefined, 'builder'));
    await waitFor(() =>
      expect(listBodies(calls).at(-1)).toMatchObject({ filters: { category: ['craft'] } }),
    );
    fireEvent.click(screen.getAllByTestId('blog-category')[0]!);
    expect(pushSpy).not.toHaveBeenCalled();
    pushSpy.mockRestore();
  });

  it('shows the posts written by hand when not filled from the blog, and calls nothing', () => {
    const { fetch } = serveBlog();
    const config: BlogListConfig = {
      ...base,
      showDynamicContent: false,
      cards: [
        {
          title: 'Hand made',
          date: '2024-05-06',
          buttonAction: { navigateTo: 'page', page: '/about' },
        },
      ],
    };
    render(ui(config));
    const card = screen.getByTestId('blog-card');
    expect(within(card).getByRole('link', { name: 'Hand made' }).getAttribute('href')).toBe(
      '/about',
    );
    expect(within(card).getByTestId('blog-card-date').textContent).toBe('05-06-2024');
    expect(screen.queryByTestId('blog-search')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
