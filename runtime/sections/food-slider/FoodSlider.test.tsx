// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventsCateringSliderConfig, shopFoodSliderConfig } from '../../../fixtures/sections/media';
import { foodSliderSchema } from '../../../schemas/sections/food-slider';
import { CAROUSEL_INTERVAL_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { FoodSlider } from './FoodSlider';
import { foodSlider } from './index';

const activeIndex = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => screen.getByTestId(`${id}-slide-${i}`)).findIndex((el) =>
    el.classList.contains('is-active'),
  );

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('FoodSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and fixtures that validate', () => {
    for (const config of [foodSlider.defaults, shopFoodSliderConfig, eventsCateringSliderConfig]) {
      expect(validateAgainst(foodSliderSchema, config)).toBeNull();
    }
    render(<FoodSlider id="d" config={foodSlider.defaults} />);
    expect(screen.getByText('Dal Makhani, family bowl')).toBeTruthy();
  });

  it('shows the product card with price, struck-through higher mrp, discount and stars', () => {
    render(<FoodSlider id="f" config={shopFoodSliderConfig} />);
    const card = within(screen.getByTestId('f-product-0'));
    expect(card.getByText('Cardamom Millet Granola, 500 g')).toBeTruthy();
    expect(card.getByText('₹449')).toBeTruthy();
    expect(screen.getByTestId('f-product-0').querySelector('s')?.textContent).toBe('Was ₹525');
    expect(card.getByText('14% off')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Add to bag' }).getAttribute('href')).toBe(
      '/p/cardamom-millet-granola',
    );
    // No mrp on the second product: nothing struck through.
    expect(screen.getByTestId('f-product-1').querySelector('s')).toBeNull();
  });

  it('uses the runtime currency symbol', () => {
    render(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, currencySymbol: '$' }}>
        <FoodSlider id="u" config={shopFoodSliderConfig} />
      </RuntimeProvider>,
    );
    expect(within(screen.getByTestId('u-product-0')).getByText('$449')).toBeTruthy();
  });

  it('advances every 5 s, wraps, and jumps with dots', () => {
    render(<FoodSlider id="t" config={shopFoodSliderConfig} />);
    tick(CAROUSEL_INTERVAL_MS - 1);
    expect(activeIndex('t', 2)).toBe(0);
    tick(1);
    expect(activeIndex('t', 2)).toBe(1);
    tick(CAROUSEL_INTERVAL_MS);
    expect(activeIndex('t', 2)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(activeIndex('t', 2)).toBe(1);
  });

  it('renders on the server', () => {
    const html = renderToString(<FoodSlider id="s" config={eventsCateringSliderConfig} />);
    expect(html).toContain('Menus your guests will talk about');
    expect(html).toContain('₹1,250');
  });
});
