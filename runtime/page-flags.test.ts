import { describe, expect, it } from 'vitest';
import { startsWithMedia } from './page-flags';

const s = (type: string, config: Record<string, unknown> = {}, hidden = false) => ({
  id: type,
  type,
  config,
  hidden,
});

describe('startsWithMedia', () => {
  it('is true for a page opening with a full-bleed picture', () => {
    expect(startsWithMedia([s('hero-slider')])).toBe(true);
    expect(startsWithMedia([s('hero', { variant: 'background' })])).toBe(true);
    expect(startsWithMedia([s('image-carousel', { variant: 'banner' })])).toBe(true);
  });

  it('is false for text-first pages and card carousels, and skips hidden sections', () => {
    expect(startsWithMedia([s('hero', { variant: 'centered' })])).toBe(false);
    expect(startsWithMedia([s('image-carousel', { variant: 'card' })])).toBe(false);
    expect(startsWithMedia([s('customer-login')])).toBe(false);
    expect(startsWithMedia([s('hero-slider', {}, true), s('faq')])).toBe(false);
    expect(startsWithMedia([])).toBe(false);
  });
});
