import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextStamp, PAGE_KIND, sameDocument, SITE_KIND } from './document-store';

describe('nextStamp', () => {
  afterEach(() => vi.useRealTimers());

  it('is now, or 1 ms after the last stamp when now is not later', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00.000Z') });
    expect(nextStamp(undefined)).toBe('2026-11-28T10:00:00.000Z');
    expect(nextStamp('2026-11-28T09:59:59.999Z')).toBe('2026-11-28T10:00:00.000Z');
    expect(nextStamp('2026-11-28T10:00:00.000Z')).toBe('2026-11-28T10:00:00.001Z');
    expect(nextStamp('2026-11-28T10:00:05.000Z')).toBe('2026-11-28T10:00:05.001Z');
  });
});

describe('sameDocument', () => {
  it('does not count key order as a change, and an unpublished document is never the same', () => {
    expect(sameDocument('{"a":1,"b":{"c":2,"d":3}}', '{"b":{"d":3,"c":2},"a":1}')).toBe(true);
    expect(sameDocument('{"a":[1,2]}', '{"a":[2,1]}')).toBe(false);
    expect(sameDocument('{"a":1}', null)).toBe(false);
  });
});

describe('document kinds', () => {
  it('puts a page live as migrated and the site as it was written', () => {
    const page = '{ "title": "Home", "sections": [] }';
    expect(PAGE_KIND.live(PAGE_KIND.parse(page), page)).toBe(JSON.stringify(PAGE_KIND.parse(page)));
    const site = '{ "theme": {} }';
    expect(SITE_KIND.live(SITE_KIND.parse(site), site)).toBe(site);
  });
});
