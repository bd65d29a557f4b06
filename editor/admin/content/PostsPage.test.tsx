// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_PATHS, type AdminPostRow } from '../../../shared/admin-content';
import { AdminApp } from '../App';
import { createFakeApi, TEST_BOOT } from '../test-support';

afterEach(cleanup);

const row = (over: Partial<AdminPostRow>): AdminPostRow => ({
  _id: 'p1',
  title: 'Brewing green tea',
  slug: 'brewing-green-tea',
  status: 'published',
  publishedAt: '2025-03-01T09:00:00.000Z',
  category: { key: 'news', value: 'News' },
  image: null,
  comments: 2,
  updated: '2025-03-02T09:00:00.000Z',
  ...over,
});

function api(total = 2) {
  return createFakeApi({
    [`POST ${ADMIN_CONTENT_PATHS.posts}`]: {
      data: [
        row({}),
        row({ _id: 'p2', title: 'Spring menu', status: 'scheduled', category: null }),
      ],
      total,
    },
    [`GET ${ADMIN_CONTENT_PATHS.categories}`]: {
      data: [{ _id: 'k1', key: 'news', title: 'News', position: 0, posts: 1 }],
    },
  });
}

describe('the blog posts list', () => {
  it('lists posts with status, category, comments and links to their editor', async () => {
    const fake = api();
    render(<AdminApp boot={TEST_BOOT} api={fake} initialPath="/admin/blog" />);
    const table = await screen.findByTestId('posts-table');
    expect(
      within(table).getByRole('link', { name: 'Brewing green tea' }).getAttribute('href'),
    ).toBe('/admin/blog/p1');
    expect(table.textContent).toContain('Published');
    expect(table.textContent).toContain('Scheduled');
    expect(table.textContent).toContain('News');
    expect(screen.getByTestId('post-new').getAttribute('href')).toBe('/admin/blog/new');
    expect(fake.calls[0]!.body).toEqual({ p: 0, s: 20 });
  });

  it('filters by status tab, category and search, and pages', async () => {
    const fake = api(45);
    render(<AdminApp boot={TEST_BOOT} api={fake} initialPath="/admin/blog?q=tea" />);
    await screen.findByTestId('posts-table');
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    await waitFor(() =>
      expect(fake.calls.at(-1)!.body).toEqual({ status: 'draft', q: 'tea', p: 0, s: 20 }),
    );
    await waitFor(() => expect(screen.getByTestId('posts-category').textContent).toContain('News'));
    fireEvent.change(screen.getByTestId('posts-category'), { target: { value: 'news' } });
    await waitFor(() =>
      expect(fake.calls.at(-1)!.body).toEqual({
        status: 'draft',
        category: 'news',
        q: 'tea',
        p: 0,
        s: 20,
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fake.calls.at(-1)!.body).toMatchObject({ p: 1, s: 20 }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
