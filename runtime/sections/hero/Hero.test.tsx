// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventsHeroConfig,
  orgHeroConfig,
  platformHeroConfig,
  shopHeroConfig,
} from '../../../fixtures/sections/site-builder';
import { heroSchema, type HeroConfig } from '../../../schemas/sections/hero';
import { validateAgainst } from '../../../shared/validate';
import { Hero } from './Hero';
import { hero } from './index';

afterEach(cleanup);

describe('hero', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(heroSchema, hero.defaults)).toBeNull();
    for (const c of [platformHeroConfig, shopHeroConfig, eventsHeroConfig, orgHeroConfig]) {
      expect(validateAgainst(heroSchema, c)).toBeNull();
    }
    expect(hero.defaults.variant).toBe('split');
    expect(validateAgainst(heroSchema, { ...hero.defaults, variant: 'diagonal' })).not.toBeNull();
  });

  it('renders the fixture: h1 heading, pill text and link, buttons and image', () => {
    render(<Hero id="h" config={platformHeroConfig} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Build the store your customers deserve',
    );
    expect(screen.getByText('New')).toBeTruthy();
    const pill = screen.getByRole('link', { name: 'Theme editor with live preview' });
    expect(pill.getAttribute('href')).toBe('/features');
    expect(screen.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/register');
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/demo/screen-1.svg');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.closest('.sw-hero__media')).not.toBeNull();
  });

  it('hides the pill link when titleButtonEnabled is false but keeps the pill text', () => {
    render(<Hero id="h" config={{ ...platformHeroConfig, titleButtonEnabled: false }} />);
    expect(screen.queryByRole('link', { name: 'Theme editor with live preview' })).toBeNull();
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('places the image per variant: below the text when centred, behind it as background', () => {
    const { container, unmount } = render(<Hero id="c" config={shopHeroConfig} />);
    const text = container.querySelector('.sw-hero__text');
    const media = container.querySelector('.sw-hero__media');
    expect(container.querySelector('.sw-hero--centered')).not.toBeNull();
    expect(
      text && media && text.compareDocumentPosition(media) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    unmount();

    const bg = render(<Hero id="b" config={eventsHeroConfig} />);
    const img = bg.container.querySelector('img');
    expect(img?.closest('.sw-hero__bg')).not.toBeNull();
    expect(img?.getAttribute('alt')).toBe('');
    expect(bg.container.querySelector('.sw-hero__media')).toBeNull();
  });

  it('renders without an image', () => {
    const config: HeroConfig = { ...eventsHeroConfig, image: undefined };
    const { container } = render(<Hero id="n" config={config} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.sw-hero--no-image')).not.toBeNull();
  });

  it('server-renders', () => {
    const html = renderToString(<Hero id="s" config={orgHeroConfig} />);
    expect(html).toContain('Every bright mind deserves a fair chance');
    expect(html).toContain('href="/exam-form-2024"');
  });
});
