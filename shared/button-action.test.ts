import { describe, expect, it } from 'vitest';
import { resolveButtonAction } from './button-action';

describe('resolveButtonAction', () => {
  it('links categories under /c/', () => {
    expect(resolveButtonAction({ navigateTo: 'category', category: 'lamps' })).toEqual({
      href: '/c/lamps',
      external: false,
    });
  });

  it('gives products exactly one leading slash whichever way the path was written', () => {
    for (const product of [
      'linen-cushion',
      '/linen-cushion',
      '//linen-cushion',
      'p/linen-cushion',
      '/p/linen-cushion',
    ]) {
      expect(resolveButtonAction({ navigateTo: 'product', product })?.href).toBe(
        '/p/linen-cushion',
      );
    }
  });

  it('maps the root page marker to / and other pages to their path', () => {
    expect(resolveButtonAction({ navigateTo: 'page', page: '/' })?.href).toBe('/');
    expect(resolveButtonAction({ navigateTo: 'page', page: '' })?.href).toBe('/');
    expect(resolveButtonAction({ navigateTo: 'page', page: 'services/games/' })?.href).toBe(
      '/services/games',
    );
  });

  it('marks external links so they open with rel=noopener, and refuses script URLs', () => {
    expect(
      resolveButtonAction({ navigateTo: 'externalLink', externalLink: 'https://example.com/x' }),
    ).toEqual({
      href: 'https://example.com/x',
      external: true,
    });
    expect(
      resolveButtonAction({ navigateTo: 'externalLink', externalLink: 'javascript:alert(1)' }),
    ).toBeNull();
  });

  it('encodes unsafe characters in paths', () => {
    expect(resolveButtonAction({ navigateTo: 'page', page: '/a b/"x"' })?.href).toBe(
      '/a%20b/%22x%22',
    );
  });

  it('returns null without a target', () => {
    expect(resolveButtonAction({ navigateTo: 'category' })).toBeNull();
    expect(resolveButtonAction(undefined)).toBeNull();
  });
});
