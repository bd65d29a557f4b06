// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsHeaderConfig, eventsMenus } from '../../../fixtures/sections/headers-footers';
import { eventsHeaderSchema } from '../../../schemas/sections/events-header';
import { BOOK_NOW_PATH, POPUP_CLOSE_DELAY_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { EventsHeader } from './EventsHeader';
import { eventsHeader } from './index';
import { menusWrapper } from '../_nav/menus-wrapper';

const Menus = menusWrapper(eventsMenus);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const SERVICE_PATHS = [
  '/services/wedding-planner',
  '/services/corporate-events',
  '/services/theme-party-planner',
  '/services/games',
  '/services/artist-and-anchor',
];

describe('EventsHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and a fixture that validate', () => {
    expect(validateAgainst(eventsHeaderSchema, eventsHeader.defaults)).toBeNull();
    expect(validateAgainst(eventsHeaderSchema, eventsHeaderConfig)).toBeNull();
    expect(eventsHeader.defaults.phones).toHaveLength(2);
    expect(eventsMenus.main[1]?.children?.map((s) => s.buttonAction.page)).toEqual(SERVICE_PATHS);
    expect(
      validateAgainst(eventsHeaderSchema, {
        ...eventsHeaderConfig,
        phones: [...eventsHeaderConfig.phones, { number: '1234' }],
      }),
    ).not.toBeNull();
    render(<EventsHeader id="d" config={eventsHeader.defaults} />, { wrapper: Menus });
    expect(screen.getByRole('link', { name: /\+91 98765 43210/ }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
  });

  it('renders the fixture: phone links, Home, Services dropdown and Book Now', () => {
    render(<EventsHeader id="e" config={eventsHeaderConfig} />, { wrapper: Menus });
    const top = screen.getByTestId('e-topbar');
    const phones = within(top).getAllByRole('link');
    expect(phones.map((a) => a.getAttribute('href'))).toEqual([
      'tel:+919876543210',
      'tel:+919123456780',
      'tel:+919988776655',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const services = within(nav).getByRole('button', { name: 'Services' });
    fireEvent.mouseEnter(services.closest('li')!);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/', ...SERVICE_PATHS]);
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(BOOK_NOW_PATH);
    expect(
      screen.getByText('Planning celebrations across Mumbai, Pune & Goa since 2012'),
    ).toBeTruthy();
  });

  it('server-renders', () => {
    const html = renderToString(
      <Menus>
        <EventsHeader id="e" config={eventsHeaderConfig} />
      </Menus>,
    );
    expect(html).toContain('Marigold Events');
    expect(html).toContain('href="/book-now"');
    expect(html).not.toContain('is-collapsed');
  });

  it('collapses the top bar only after scrolling more than 50 px', () => {
    render(<EventsHeader id="e" config={eventsHeaderConfig} />, { wrapper: Menus });
    const top = screen.getByTestId('e-topbar');
    expect(top.classList.contains('is-collapsed')).toBe(false);
    scrollTo(49);
    expect(top.classList.contains('is-collapsed')).toBe(false);
    scrollTo(50);
    expect(top.classList.contains('is-collapsed')).toBe(false);
    scrollTo(51);
    expect(top.classList.contains('is-collapsed')).toBe(true);
    scrollTo(10);
    expect(top.classList.contains('is-collapsed')).toBe(false);
  });

  it('has a mobile menu with the services submenu, Book Now and phones', () => {
    render(<EventsHeader id="e" config={eventsHeaderConfig} />, { wrapper: Menus });
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    const panel = screen.getByTestId('mobile-menu');
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(true);
    const services = within(panel).getByTestId('mobile-submenu-toggle-1');
    expect(services.textContent).toContain('Services');
    expect(within(panel).queryByRole('link', { name: 'Games' })).toBeNull();
    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe(
      '/services/games',
    );
    expect(within(panel).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe(
      '/book-now',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS);
    });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
    expect(document.documentElement.classList.contains('sw-scroll-locked')).toBe(false);
  });
});
