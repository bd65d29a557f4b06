// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsStatsConfig,
  orgStatsConfig,
  platformStatsConfig,
  shopStatsConfig,
} from '../../../fixtures/sections/content';
import { statsSchema } from '../../../schemas/sections/stats';
import { validateAgainst } from '../../../shared/validate';
import { stats } from './index';
import { Stats } from './Stats';

afterEach(cleanup);

describe('stats', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(statsSchema, stats.defaults)).toBeNull();
    for (const c of [platformStatsConfig, shopStatsConfig, eventsStatsConfig, orgStatsConfig]) {
      expect(validateAgainst(statsSchema, c)).toBeNull();
    }
  });

  it('renders each value with its label as a term/definition pair', () => {
    const { container } = render(<Stats id="s" config={orgStatsConfig} />);
    const pairs = Array.from(container.querySelectorAll('.sw-stats__item')).map((el) => [
      el.querySelector('dt')?.textContent,
      el.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual(orgStatsConfig.items.map((s) => [s.key, s.value]));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('A decade of opening doors');
  });

  it('switches between the band and cards layouts', () => {
    const band = render(<Stats id="b" config={platformStatsConfig} />);
    expect(band.container.querySelector('section')?.className).toContain('sw-stats--band');
    band.unmount();
    const cards = render(<Stats id="c" config={shopStatsConfig} />);
    expect(cards.container.querySelector('section')?.className).toContain('sw-stats--cards');
  });

  it('labels a band without a heading and sizes the grid to the item count', () => {
    const { container } = render(
      <Stats
        id="e"
        config={{ ...eventsStatsConfig, items: eventsStatsConfig.items.slice(0, 3) }}
      />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('section')?.getAttribute('aria-label')).toBe('Key figures');
    expect(container.querySelector('.sw-stats__list--cols-3')).not.toBeNull();
  });

  it('server-renders', () => {
    expect(renderToString(<Stats id="s" config={platformStatsConfig} />)).toContain('99.98%');
  });
});
