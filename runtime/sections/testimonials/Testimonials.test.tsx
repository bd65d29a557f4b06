// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsTestimonialsConfig,
  orgTestimonialsConfig,
  platformTestimonialsConfig,
  shopTestimonialsConfig,
} from '../../../fixtures/sections/content';
import {
  testimonialsSchema,
  type TestimonialsConfig,
} from '../../../schemas/sections/testimonials';
import { validateAgainst } from '../../../shared/validate';
import { testimonials } from './index';
import { Testimonials } from './Testimonials';

afterEach(cleanup);

function one(rating: number, extra: Partial<TestimonialsConfig> = {}): TestimonialsConfig {
  return {
    variant: 'grid',
    heading: 'Reviews',
    items: [{ description: 'Lovely.', name: 'Asha Rao', rating }],
    ...extra,
  };
}

/** The part of the five stars drawn filled (the stylesheet's --stars). */
const filled = (root: ParentNode) =>
  root.querySelector<HTMLElement>('.sw-stars')?.style.getPropertyValue('--stars');

describe('testimonials', () => {
  it('has schema defaults that validate, with gold stars, and fixtures that validate', () => {
    expect(validateAgainst(testimonialsSchema, testimonials.defaults)).toBeNull();
    expect(testimonials.defaults.starColor).toBe('#f5b301');
    for (const c of [
      platformTestimonialsConfig,
      shopTestimonialsConfig,
      eventsTestimonialsConfig,
      orgTestimonialsConfig,
    ]) {
      expect(validateAgainst(testimonialsSchema, c)).toBeNull();
    }
  });

  it('renders the fixture quotes, names and designations', () => {
    render(<Testimonials id="t" config={shopTestimonialsConfig} />);
    for (const item of shopTestimonialsConfig.items) {
      expect(screen.getByText(item.description)).toBeTruthy();
      expect(screen.getByText(item.name)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Shop bestsellers' }).getAttribute('href')).toBe(
      '/c/bestsellers',
    );
  });

  it('shows half a star for 4.5, in gold when no colour is set', () => {
    const { container } = render(<Testimonials id="t" config={one(4.5)} />);
    expect(filled(container)).toBe('0.9');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    // Gold is the stylesheet's colour of stars: none set on the element.
    expect(container.querySelector<HTMLElement>('.sw-stars')?.style.color).toBe('');
  });

  it('uses the owner star colour', () => {
    const { container } = render(<Testimonials id="t" config={one(3, { starColor: '#e11d48' })} />);
    expect(container.querySelector<HTMLElement>('.sw-stars')?.style.color).toBe('rgb(225, 29, 72)');
    expect(filled(container)).toBe('0.6');
  });

  it('caps a rating above 5 at five stars', () => {
    const { container } = render(<Testimonials id="t" config={one(7)} />);
    expect(filled(container)).toBe('1');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it('puts the first quote in the spotlight and the rest beneath', () => {
    const { container } = render(<Testimonials id="t" config={platformTestimonialsConfig} />);
    const spot = container.querySelector('.sw-testimonials__card--spotlight');
    expect(spot?.textContent).toContain(platformTestimonialsConfig.items[0]!.name);
    expect(
      container.querySelectorAll('.sw-testimonials__grid .sw-testimonials__card'),
    ).toHaveLength(platformTestimonialsConfig.items.length - 1);
  });

  it('shows the button only when enabled', () => {
    const { rerender } = render(<Testimonials id="t" config={eventsTestimonialsConfig} />);
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book-now');
    rerender(<Testimonials id="t" config={{ ...eventsTestimonialsConfig, enableButton: false }} />);
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull();
  });

  it('omits stars when a testimonial has no rating', () => {
    const { container } = render(<Testimonials id="t" config={orgTestimonialsConfig} />);
    expect(container.querySelector('.sw-stars')).toBeNull();
  });

  it('server-renders', () => {
    const html = renderToString(<Testimonials id="t" config={platformTestimonialsConfig} />);
    expect(html).toContain('Owners who made the switch');
    expect(html).toContain('sw-stars');
  });
});
