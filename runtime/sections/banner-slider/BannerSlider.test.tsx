// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { orgBannerSliderConfig, shopBannerSliderConfig } from '../../../fixtures/sections/media';
import { bannerSliderSchema } from '../../../schemas/sections/banner-slider';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { BannerSlider } from './BannerSlider';
import { bannerSlider } from './index';

const activeIndex = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => screen.getByTestId(`${id}-slide-${i}`)).findIndex((el) =>
    el.classList.contains('is-active'),
  );

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('BannerSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and fixtures that validate', () => {
    expect(validateAgainst(bannerSliderSchema, bannerSlider.defaults)).toBeNull();
    expect(validateAgainst(bannerSliderSchema, shopBannerSliderConfig)).toBeNull();
    expect(validateAgainst(bannerSliderSchema, orgBannerSliderConfig)).toBeNull();
    render(<BannerSlider id="d" config={bannerSlider.defaults} />);
    expect(
      screen.getByRole('heading', { name: 'Up to 30% off selected items', hidden: true }),
    ).toBeTruthy();
  });

  it('renders the fixture HTML, background and buttons', () => {
    const { container } = render(<BannerSlider id="s" config={shopBannerSliderConfig} />);
    expect(screen.getByText('Free shipping on orders above ₹999').tagName).toBe('H2');
    expect(screen.getByTestId('s-slide-0').className).toContain('sw-banner-slider__slide--image');
    expect(screen.getByTestId('s-slide-1').className).toContain('sw-banner-slider__slide--accent');
    expect(screen.getByTestId('s-slide-2').className).toContain('sw-banner-slider__slide--surface');
    expect(container.querySelector('img.sw-banner-slider__bg')?.getAttribute('src')).toBe(
      '/demo/banner-2.svg',
    );
    expect(screen.getByText('Shop the sale').getAttribute('href')).toBe('/c/sale');
  });

  it('renders on the server', () => {
    const html = renderToString(<BannerSlider id="o" config={orgBannerSliderConfig} />);
    expect(html).toContain('Registrations are open');
    expect(html).toContain('href="/exam-form-2024"');
  });

  it('advances every 5 s and wraps from the last slide to the first', () => {
    render(<BannerSlider id="t" config={shopBannerSliderConfig} />);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(activeIndex('t', 3)).toBe(0);
    tick(1);
    expect(activeIndex('t', 3)).toBe(1);
    tick(CAROUSEL_INTERVAL_MS * 2);
    expect(activeIndex('t', 3)).toBe(0);
  });

  it('jumps with dots and pauses while hovered', () => {
    render(<BannerSlider id="j" config={shopBannerSliderConfig} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(activeIndex('j', 3)).toBe(2);
    fireEvent.mouseEnter(screen.getByTestId('j-banner'));
    tick(CAROUSEL_INTERVAL_MS * 3);
    expect(activeIndex('j', 3)).toBe(2);
  });
});
