// @vitest-environment jsdom
import { demoSrcSet } from '../../../shared/demo-images';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopWorkspace } from '../../../fixtures/shop';
import type { HeroSliderConfig } from '../../../schemas/sections/hero-slider';
import { heroSliderSchema } from '../../../schemas/sections/hero-slider';
import { HERO_SLIDER_INTERVAL_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { HeroSlider } from './HeroSlider';
import { heroSlider } from './index';

const config = shopWorkspace.pages[0]!.doc.sections[0]!.config as HeroSliderConfig;
const count = config.slides.length;

const active = () =>
  Array.from({ length: count }, (_, i) => screen.getByTestId(`h-slide-${i}`)).findIndex((el) =>
    el.classList.contains('is-active'),
  );

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('HeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and a shop fixture that validate', () => {
    expect(validateAgainst(heroSliderSchema, heroSlider.defaults)).toBeNull();
    expect(validateAgainst(heroSliderSchema, config)).toBeNull();
  });

  it('renders every slide of the fixture, the first heading as the page h1', () => {
    render(<HeroSlider id="h" config={config} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(config.slides[0]!.heading);
    for (const slide of config.slides) expect(screen.getByText(slide.heading)).toBeTruthy();
  });

  it('advances every 5 s and wraps from the last slide to the first', () => {
    render(<HeroSlider id="h" config={config} />);
    expect(active()).toBe(0);
    tick(HERO_SLIDER_INTERVAL_MS - 1);
    expect(active()).toBe(0);
    tick(1);
    expect(active()).toBe(1);
    tick(HERO_SLIDER_INTERVAL_MS * (count - 1));
    expect(active()).toBe(0);
  });

  it('jumps with the dots and marks the current dot', () => {
    render(<HeroSlider id="h" config={config} />);
    fireEvent.click(screen.getByRole('button', { name: `Show slide ${count}` }));
    expect(active()).toBe(count - 1);
    expect(
      screen.getByRole('button', { name: `Show slide ${count}` }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('pauses while hovered and resumes after', () => {
    render(<HeroSlider id="h" config={config} />);
    const root = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(root);
    tick(HERO_SLIDER_INTERVAL_MS * 2);
    expect(active()).toBe(0);
    fireEvent.mouseLeave(root);
    tick(HERO_SLIDER_INTERVAL_MS);
    expect(active()).toBe(1);
  });

  it('stops while out of view or hidden on this device, and resumes when shown', () => {
    // jsdom has no IntersectionObserver: a stand-in that lets the test say what the browser
    // would report for the slider's root.
    let report: (visible: boolean) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          report = (visible) => act(() => cb([{ isIntersecting: visible }]));
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    try {
      render(<HeroSlider id="h" config={config} />);
      expect(observed).toEqual([screen.getByRole('region', { name: 'Featured' })]);
      report(false);
      tick(HERO_SLIDER_INTERVAL_MS * 2);
      expect(active()).toBe(0);
      report(true);
      tick(HERO_SLIDER_INTERVAL_MS);
      expect(active()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not advance when autoplay is off', () => {
    render(<HeroSlider id="h" config={{ ...config, autoplay: false }} />);
    tick(HERO_SLIDER_INTERVAL_MS * 3);
    expect(active()).toBe(0);
  });

  it('uses the mobile image below 768 px (the phone) and renders on the server', () => {
    const html = renderToString(<HeroSlider id="h" config={config} />);
    expect(html).toContain(
      `<source media="(max-width: 767.98px)" srcSet="${demoSrcSet(config.slides[0]!.mobileImage)}" sizes="100vw"/>`,
    );
    expect(html).toContain('is-active');
  });
});
