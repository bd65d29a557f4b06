// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orgWorkspace } from '../../../fixtures/org';
import { orgHeaderConfig, orgMenus } from '../../../fixtures/sections/headers-footers';
import { orgHeaderSchema } from '../../../schemas/sections/org-header';
import { POPUP_CLOSE_DELAY_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { orgHeader } from './index';
import { OrgHeader } from './OrgHeader';
import { menusWrapper } from '../_nav/menus-wrapper';

const Menus = menusWrapper(orgMenus, orgWorkspace.settings.contact);

describe('OrgHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has schema defaults and a fixture that validate; the demo menu is the SPEC one', () => {
    expect(validateAgainst(orgHeaderSchema, orgHeader.defaults)).toBeNull();
    expect(validateAgainst(orgHeaderSchema, orgHeaderConfig)).toBeNull();
    const menu = orgMenus.main;
    expect(menu.map((m) => m.label)).toEqual(['Home', 'Media', 'Information', 'Contact']);
    expect(menu[1]?.children?.map((c) => [c.label, c.buttonAction.page])).toEqual([
      ['News & Updates', '/media/news'],
      ['Photo Gallery', '/media/photos'],
    ]);
    expect(menu[2]?.children?.map((c) => c.buttonAction.page)).toEqual([
      '/privacy-policy',
      '/terms-and-conditions',
      '/cancellation-and-refund',
      '/exam-center-and-admit-card',
    ]);
    expect(orgHeader.defaults.registerButton.buttonAction.page).toBe('/exam-form-2024');
  });

  it('renders the fixture: top bar, socials, menu and Register for Exam', () => {
    render(<OrgHeader id="o" config={orgHeaderConfig} />, { wrapper: Menus });
    expect(screen.getByText('2nd Floor, Shanti Bhavan, FC Road, Pune 411004')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(
      screen.getByRole('link', { name: 'hello@brightfutures.org.in' }).getAttribute('href'),
    ).toBe('mailto:hello@brightfutures.org.in');
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.querySelector('svg')).not.toBeNull();
    }
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(nav).getByRole('link', { name: 'Media' }).getAttribute('href')).toBe('/media');
    const info = within(nav).getByRole('button', { name: 'Information' });
    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(nav).getByRole('link', { name: 'Exam Center & Admit Card' }).getAttribute('href'),
    ).toBe('/exam-center-and-admit-card');
    expect(screen.getByRole('link', { name: 'Register for Exam' }).getAttribute('href')).toBe(
      '/exam-form-2024',
    );
  });

  it('server-renders', () => {
    const html = renderToString(
      <Menus>
        <OrgHeader id="o" config={orgHeader.defaults} />
      </Menus>,
    );
    expect(html).toContain('Register for Exam');
    expect(html).toContain('News &amp; Updates');
  });

  it('mobile menu: Media submenu expands, a link closes the panel after 200 ms', () => {
    render(<OrgHeader id="o" config={orgHeaderConfig} />, { wrapper: Menus });
    fireEvent.click(screen.getByTestId('mobile-menu-toggle'));
    const panel = screen.getByTestId('mobile-menu');
    const media = within(panel).getByRole('button', { name: 'Media submenu' });
    fireEvent.click(media);
    expect(media.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(panel).getByRole('link', { name: 'Photo Gallery' }));
    act(() => {
      vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('mobile-menu')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
  });
});
