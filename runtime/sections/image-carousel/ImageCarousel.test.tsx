// @vitest-environment jsdom
import { demoSrcSet } from '../../../shared/demo-images';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  shopCategoryCarouselConfig,
  shopImageCarouselConfig,
} from '../../../fixtures/sections/media';
import {
  imageCarouselSchema,
  type ImageCarouselConfig,
} from '../../../schemas/sections/image-carousel';
import { CAROUSEL_CARD_INTERVAL_MS, CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { imageCarousel } from './index';
import { ImageCarousel } from './ImageCarousel';

const activeIndex = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => screen.getByTestId(`${id}-slide-${i}`)).findIndex((el) =>
    el.classList.contains('is-active'),
  );

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ImageCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults that validate and render', () => {
    expect(validateAgainst(imageCarouselSchema, imageCarousel.defaults)).toBeNull();
    render(<ImageCarousel id="d" config={imageCarousel.defaults} />);
    expect(screen.getByText('Your new collection')).toBeTruthy();
  });

  it('validates and renders its demo fixtures', () => {
    expect(validateAgainst(imageCarouselSchema, shopImageCarouselConfig)).toBeNull();
    expect(validateAgainst(imageCarouselSchema, shopCategoryCarouselConfig)).toBeNull();
    render(<ImageCarousel id="c" config={shopCategoryCarouselConfig} />);
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toBeTruthy();
    expect(screen.getByText('Cushions & throws')).toBeTruthy();
  });

  it('renders on the server with a mobile image source below 768 px (the phone)', () => {
    const html = renderToString(<ImageCarousel id="s" config={shopImageCarouselConfig} />);
    expect(html).toContain('The Summer Living edit');
    expect(html).toMatch(
      /<source media="\(max-width: 767\.98px\)" srcSet="\/demo\/w\/320\/carousel-mobile-1\.webp 320w, /,
    );
  });

  it('uses the mobile image only where one is set', () => {
    const config: ImageCarouselConfig = {
      ...shopImageCarouselConfig,
      slides: [{ image: '/demo/banner-1.svg', alt: 'A' }, shopImageCarouselConfig.slides[1]!],
    };
    const { container } = render(<ImageCarousel id="m" config={config} />);
    // The WebP phone source (its AVIF one comes before it).
    const sources = container.querySelectorAll('source[media="(max-width: 767.98px)"]:not([type])');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.getAttribute('srcset')).toBe(demoSrcSet('/demo/carousel-mobile-2.svg'));
  });

  it('advances a banner every 5 s and wraps from the last slide to the first', () => {
    render(<ImageCarousel id="b" config={shopImageCarouselConfig} />);
    expect(activeIndex('b', 3)).toBe(0);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(activeIndex('b', 3)).toBe(0);
    tick(1);
    expect(activeIndex('b', 3)).toBe(1);
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex('b', 3)).toBe(2);
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex('b', 3)).toBe(0);
  });

  it('moves the card row one card every 3 s and wraps', () => {
    const n = shopCategoryCarouselConfig.slides.length;
    render(<ImageCarousel id="k" config={shopCategoryCarouselConfig} />);
    tick(CAROUSEL_CARD_INTERVAL_MS - 1);
    expect(activeIndex('k', n)).toBe(0);
    tick(1);
    expect(activeIndex('k', n)).toBe(1);
    tick(CAROUSEL_CARD_INTERVAL_MS * (n - 1));
    expect(activeIndex('k', n)).toBe(0);
  });

  it('stops the card row when the last card is flush and then wraps (4 cards in view)', () => {
    const spy = vi.spyOn(window, 'getComputedStyle').mockReturnValue({
      getPropertyValue: (name: string) => (name === '--sw-ic-per-view' ? '4' : ''),
    } as CSSStyleDeclaration);
    const n = shopCategoryCarouselConfig.slides.length;
    render(<ImageCarousel id="w" config={shopCategoryCarouselConfig} />);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(n - 3);
    expect(screen.getByTestId('w-slide-3').getAttribute('aria-hidden')).toBe('false');
    expect(screen.getByTestId('w-slide-4').getAttribute('aria-hidden')).toBe('true');
    tick(CAROUSEL_CARD_INTERVAL_MS * (n - 4));
    expect(activeIndex('w', n)).toBe(n - 4);
    tick(CAROUSEL_CARD_INTERVAL_MS);
    expect(activeIndex('w', n)).toBe(0);
    spy.mockRestore();
  });

  it('does not advance when autoplay is off or while hovered', () => {
    const { unmount } = render(
      <ImageCarousel id="o" config={{ ...shopImageCarouselConfig, autoplay: false }} />,
    );
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(activeIndex('o', 3)).toBe(0);
    unmount();
    render(<ImageCarousel id="h" config={shopImageCarouselConfig} />);
    fireEvent.mouseEnter(screen.getByTestId('h-carousel'));
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(activeIndex('h', 3)).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('h-carousel'));
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex('h', 3)).toBe(1);
  });

  it('jumps with dots and wraps with previous and next', () => {
    render(<ImageCarousel id="n" config={shopImageCarouselConfig} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(activeIndex('n', 3)).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByTestId('n-next'));
    expect(activeIndex('n', 3)).toBe(0);
    fireEvent.click(screen.getByTestId('n-prev'));
    expect(activeIndex('n', 3)).toBe(2);
  });

  it('links a slide through its buttonAction', () => {
    render(<ImageCarousel id="l" config={shopImageCarouselConfig} />);
    const link = screen.getByText('Made for the morning chai').closest('a');
    expect(link?.getAttribute('href')).toBe('/c/kitchen-dining');
  });
});
