import { describe, expect, it } from 'vitest';
import { mediaFirstClasses, startsWithMedia } from './page-flags';

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

describe('mediaFirstClasses', () => {
  const hiddenOn = (section: ReturnType<typeof s>, hideOn: ('phone' | 'tablet' | 'desktop')[]) => ({
    ...section,
    style: { hideOn },
  });

  it('flags media first on every device, or none without a picture first', () => {
    expect(mediaFirstClasses([s('hero-slider'), s('faq')])).toEqual(['sw-site--media-first']);
    expect(mediaFirstClasses([s('faq'), s('hero-slider')])).toEqual([]);
  });

  it('keeps the header solid on a device where the opening picture is hidden', () => {
    expect(mediaFirstClasses([hiddenOn(s('hero-slider'), ['phone']), s('faq')])).toEqual([
      'sw-site--media-first',
      'sw-site--solid-phone',
    ]);
    // The picture shown only on phones: solid on tablets and desktops.
    expect(mediaFirstClasses([hiddenOn(s('faq'), ['phone']), s('hero-slider'), s('faq')])).toEqual([
      'sw-site--media-first',
      'sw-site--solid-tablet',
      'sw-site--solid-desktop',
    ]);
    expect(startsWithMedia([hiddenOn(s('hero-slider'), ['phone']), s('faq')], 'phone')).toBe(false);
  });
});
