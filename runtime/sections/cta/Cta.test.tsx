// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventsCtaConfig,
  orgCtaConfig,
  platformCtaConfig,
} from '../../../fixtures/sections/site-builder';
import { ctaSchema } from '../../../schemas/sections/cta';
import { validateAgainst } from '../../../shared/validate';
import { Cta } from './Cta';
import { cta } from './index';

afterEach(cleanup);

describe('cta', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(ctaSchema, cta.defaults)).toBeNull();
    for (const c of [platformCtaConfig, eventsCtaConfig, orgCtaConfig])
      expect(validateAgainst(ctaSchema, c)).toBeNull();
    expect(validateAgainst(ctaSchema, { ...cta.defaults, heading: '' })).not.toBeNull();
  });

  it('renders the banner fixture with its heading, copy and buttons', () => {
    const { container } = render(<Cta id="c" config={eventsCtaConfig} />);
    expect(container.querySelector('.sw-cta--banner')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Have a date in mind? Let’s make it unforgettable.',
    );
    expect(screen.getByText('Free first consultation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book-now');
    const call = screen.getByRole('link', { name: 'Call +91 98765 43210' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
  });

  it('renders the card variant', () => {
    const { container } = render(<Cta id="c" config={orgCtaConfig} />);
    expect(container.querySelector('.sw-cta--card .sw-cta__box')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Register for Exam' }).getAttribute('href')).toBe(
      '/exam-form-2024',
    );
  });

  it('server-renders', () => {
    expect(renderToString(<Cta id="s" config={platformCtaConfig} />)).toContain(
      'Your store could be live by tonight',
    );
  });
});
