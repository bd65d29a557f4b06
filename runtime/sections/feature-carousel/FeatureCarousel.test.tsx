// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { shopFeatureCarouselConfig } from '../../../fixtures/sections/content';
import { featureCarouselSchema } from '../../../schemas/sections/feature-carousel';
import { validateAgainst } from '../../../shared/validate';
import { FeatureCarousel, nextStart } from './FeatureCarousel';
import { featureCarousel } from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const count = shopFeatureCarouselConfig.features.length;
const activeCard = () =>
  screen.getAllByRole('group').findIndex((el) => el.getAttribute('data-active') === 'true');
const inView = () =>
  screen
    .getAllByRole('group')
    .map((el, i) => (el.className.includes('is-in-view') ? i : -1))
    .filter((i) => i >= 0);

/** A matchMedia where only the given min-width queries match. */
function stubMatchMedia(matchingMinWidth: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: min <= matchingMinWidth,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

describe('feature-carousel', () => {
  it('has schema defaults that validate and a fixture that validates', () => {
    expect(validateAgainst(featureCarouselSchema, featureCarousel.defaults)).toBeNull();
    expect(validateAgainst(featureCarouselSchema, shopFeatureCarouselConfig)).toBeNull();
  });

  it('renders the fixture cards with their icons', () => {
    const { container } = render(<FeatureCarousel id="fc" config={shopFeatureCarouselConfig} />);
    expect(screen.getByText('Free shipping over ₹999')).toBeTruthy();
    expect(container.querySelectorAll('svg[data-icon]')).toHaveLength(count);
    expect(container.querySelector('svg[data-icon="truck"] path')).not.toBeNull();
  });

  it('wraps from the last card to the first with next, and back with previous (one per view)', () => {
    render(<FeatureCarousel id="fc" config={shopFeatureCarouselConfig} />);
    expect(activeCard()).toBe(0);
    fireEvent.click(screen.getByTestId('fc-prev'));
    expect(activeCard()).toBe(count - 1);
    fireEvent.click(screen.getByTestId('fc-next'));
    expect(activeCard()).toBe(0);
    for (let i = 0; i < count - 1; i++) fireEvent.click(screen.getByTestId('fc-next'));
    expect(activeCard()).toBe(count - 1);
    fireEvent.click(screen.getByTestId('fc-next'));
    expect(activeCard()).toBe(0);
  });

  it('shows three cards on desktop and wraps once the last card is in view', async () => {
    stubMatchMedia(1280);
    render(<FeatureCarousel id="fc" config={shopFeatureCarouselConfig} />);
    await act(async () => {});
    expect(inView()).toEqual([0, 1, 2]);
    for (let i = 0; i < count - 3; i++) fireEvent.click(screen.getByTestId('fc-next'));
    expect(inView()).toEqual([count - 3, count - 2, count - 1]);
    fireEvent.click(screen.getByTestId('fc-next'));
    expect(inView()).toEqual([0, 1, 2]);
  });

  it('moves on a swipe', () => {
    const { container } = render(<FeatureCarousel id="fc" config={shopFeatureCarouselConfig} />);
    const viewport = container.querySelector('.sw-feature-carousel__viewport')!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 }] });
    expect(activeCard()).toBe(1);
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] });
    expect(activeCard()).toBe(1);
  });

  it('computes the next start position', () => {
    expect(nextStart(5, 1, 6, 1)).toBe(0);
    expect(nextStart(0, -1, 6, 3)).toBe(3);
    expect(nextStart(3, 1, 6, 3)).toBe(0);
    expect(nextStart(0, 1, 2, 3)).toBe(0);
  });

  it('server-renders', () => {
    const html = renderToString(<FeatureCarousel id="fc" config={shopFeatureCarouselConfig} />);
    expect(html).toContain('Thoughtful goods, delivered with care');
    expect(html).toContain('aria-label="Next features"');
  });
});
