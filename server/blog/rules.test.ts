import { describe, expect, it } from 'vitest';
import {
  boundBlogListing,
  isDemoImage,
  isLive,
  postStatus,
  slugFromTitle,
  uniqueSlug,
} from './rules';

const NOW = '2024-06-01T00:00:00.000Z';

describe('blog rules', () => {
  it('shows a post only when published and due', () => {
    expect(isLive({ status: 'published', published_at: '2024-05-31T23:59:59.000Z' }, NOW)).toBe(
      true,
    );
    expect(isLive({ status: 'published', published_at: '2024-06-01T00:00:01.000Z' }, NOW)).toBe(
      false,
    );
    expect(isLive({ status: 'draft', published_at: '2024-01-01T00:00:00.000Z' }, NOW)).toBe(false);
    expect(isLive({ status: 'published', published_at: null }, NOW)).toBe(false);
  });

  it('calls a published post with a future time scheduled', () => {
    expect(postStatus({ status: 'published', published_at: '2099-01-01T00:00:00.000Z' }, NOW)).toBe(
      'scheduled',
    );
    expect(postStatus({ status: 'published', published_at: NOW }, NOW)).toBe('published');
    expect(postStatus({ status: 'draft', published_at: NOW }, NOW)).toBe('draft');
  });

  it('makes slugs from titles and keeps them unique', () => {
    expect(slugFromTitle('Café & Chai: 5 Tips!')).toBe('cafe-and-chai-5-tips');
    expect(uniqueSlug('chai', new Set(['chai', 'chai-2']))).toBe('chai-3');
    expect(uniqueSlug('', new Set())).toBe('post');
  });

  it('bounds the listing and treats ALL as no filter', () => {
    expect(boundBlogListing({})).toEqual({
      page: 0,
      size: 10,
      q: '',
      categories: [],
      sort: 'titleAsc',
    });
    expect(
      boundBlogListing({ s: 500, p: -2, q: '  x ', filters: { category: ['ALL', 'a', 'a'] } }),
    ).toMatchObject({ page: 0, size: 50, q: 'x', categories: ['a'] });
  });

  it('accepts demo images only under /demo/', () => {
    expect(isDemoImage('/demo/blog/a.svg')).toBe(true);
    expect(isDemoImage('/demo/../secret.svg')).toBe(false);
    expect(isDemoImage('https://evil.test/demo/a.svg')).toBe(false);
  });
});
