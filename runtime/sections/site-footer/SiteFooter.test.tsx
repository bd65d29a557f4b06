// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventsFooterConfig,
  platformFooterConfig,
  shopFooterConfig,
  shopMenus,
} from '../../../fixtures/sections/headers-footers';
import { shopWorkspace } from '../../../fixtures/shop';
import { siteFooterSchema } from '../../../schemas/sections/site-footer';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { siteFooter } from './index';
import { SiteFooter } from './SiteFooter';
import { menusWrapper } from '../_nav/menus-wrapper';

// The demo shop's contact details are its settings' (Settings), which its footer shows.
const Menus = menusWrapper(shopMenus, shopWorkspace.settings.contact);

describe('SiteFooter', () => {
  afterEach(cleanup);

  it('has schema defaults and fixtures that validate', () => {
    expect(validateAgainst(siteFooterSchema, siteFooter.defaults)).toBeNull();
    for (const config of [shopFooterConfig, eventsFooterConfig, platformFooterConfig]) {
      expect(validateAgainst(siteFooterSchema, config)).toBeNull();
    }
    expect(
      validateAgainst(siteFooterSchema, { ...shopFooterConfig, variant: 'striped' }),
    ).not.toBeNull();
    expect(siteFooter.variants).toEqual(['dark', 'light']);
  });

  it('shows the store’s contact details from Settings where its own are empty, its own where filled', () => {
    const own = { ...shopFooterConfig, email: 'orders@own.test' };
    const { container } = render(<SiteFooter id="f" config={own} />, { wrapper: Menus });
    const contact = container.querySelector('.sw-site-footer__contact')!;
    expect(contact.textContent).toContain('orders@own.test');
    expect(contact.textContent).not.toContain('care@northwindgoods.in');
    expect(contact.textContent).toContain('14 Hawa Mahal Road, Jaipur 302002');
    cleanup();
    // No store details and none of its own: no contact list at all.
    const bare = render(<SiteFooter id="f" config={shopFooterConfig} />, {
      wrapper: menusWrapper(shopMenus),
    });
    expect(bare.container.querySelector('.sw-site-footer__contact')).toBeNull();
  });

  it('renders the shop fixture: brand, columns, contact, socials, copyright', () => {
    const { container } = render(<SiteFooter id="f" config={shopFooterConfig} />, {
      wrapper: Menus,
    });
    expect(container.querySelector('.sw-site-footer--dark')).not.toBeNull();
    expect(screen.getByText('Northwind Goods')).toBeTruthy();
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(
      within(help).getByRole('link', { name: 'Returns & exchanges' }).getAttribute('href'),
    ).toBe('/returns');
    expect(screen.getByRole('link', { name: 'Apparel' }).getAttribute('href')).toBe('/c/apparel');
    expect(screen.getByRole('link', { name: 'care@northwindgoods.in' }).getAttribute('href')).toBe(
      'mailto:care@northwindgoods.in',
    );
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Northwind Goods. All rights reserved.`),
    ).toBeTruthy();
  });

  it('uses the light variant and the runtime site name when the name is not overridden', () => {
    const { container } = render(
      <RuntimeProvider
        value={{ ...DEFAULT_RUNTIME_CONTEXT, menus: shopMenus, siteName: 'Marigold Events' }}
      >
        <SiteFooter id="f" config={{ ...eventsFooterConfig, variant: 'light', siteName: '' }} />
      </RuntimeProvider>,
    );
    expect(container.querySelector('.sw-site-footer--light')).not.toBeNull();
    expect(screen.getByText(/© \d{4} Marigold Events\./)).toBeTruthy();
  });

  it('server-renders', () => {
    const html = renderToString(
      <Menus>
        <SiteFooter id="f" config={platformFooterConfig} />
      </Menus>,
    );
    expect(html).toContain('alt="Sitewright"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('Made for people who sell and serve.');
  });
});
