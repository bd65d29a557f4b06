// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsLogoCardsConfig,
  orgPartnersLogoGridConfig,
  platformLogoGridConfig,
  shopLogoStripConfig,
} from '../../../fixtures/sections/media';
import { logoGridSchema, type LogoGridConfig } from '../../../schemas/sections/logo-grid';
import { validateAgainst } from '../../../shared/validate';
import { logoGrid } from './index';
import { LogoGrid } from './LogoGrid';

describe('LogoGrid', () => {
  afterEach(cleanup);

  it('has schema defaults and fixtures that validate', () => {
    for (const config of [
      logoGrid.defaults,
      shopLogoStripConfig,
      eventsLogoCardsConfig,
      orgPartnersLogoGridConfig,
      platformLogoGridConfig,
    ]) {
      expect(validateAgainst(logoGridSchema, config)).toBeNull();
    }
    render(<LogoGrid id="d" config={logoGrid.defaults} />);
    expect(screen.getByRole('heading', { name: 'Trusted by people you know' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it.each([
    ['strip', 4],
    ['grid', 5],
    ['cards', 4],
  ] as const)('lays out the %s variant %i per row', (variant, perRow) => {
    render(<LogoGrid id="v" config={{ ...platformLogoGridConfig, variant }} />);
    const list = screen.getByTestId('v-logo-list');
    expect(list.className).toContain(`sw-logo-grid--per-row-${perRow}`);
    expect(list.className).not.toContain(`sw-logo-grid--per-row-${perRow === 4 ? 5 : 4}`);
  });

  it('shows captions only in the cards variant', () => {
    render(<LogoGrid id="c" config={eventsLogoCardsConfig} />);
    expect(screen.getByText('Annual day for 1,200 guests')).toBeTruthy();
    cleanup();
    const asGrid: LogoGridConfig = { ...eventsLogoCardsConfig, variant: 'grid' };
    render(<LogoGrid id="g" config={asGrid} />);
    expect(screen.queryByText('Annual day for 1,200 guests')).toBeNull();
  });

  it('links a logo through its buttonAction and renders on the server', () => {
    const config: LogoGridConfig = {
      ...shopLogoStripConfig,
      logos: [
        {
          image: '/demo/logo-1.svg',
          alt: 'Craft Weekly',
          buttonAction: { navigateTo: 'externalLink', externalLink: 'https://example.com' },
        },
      ],
    };
    render(<LogoGrid id="l" config={config} />);
    const link = screen.getByRole('link', { name: 'Craft Weekly' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('rel')).toContain('noopener');
    const html = renderToString(<LogoGrid id="s" config={shopLogoStripConfig} />);
    expect(html).toContain('As featured in');
    expect(html).toContain(`alt="${shopLogoStripConfig.logos[1]!.alt}"`);
  });
});
