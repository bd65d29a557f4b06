// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  platformPricingConfig,
  platformPricingTableConfig,
} from '../../../fixtures/sections/site-builder';
import { pricingSchema, type PricingConfig } from '../../../schemas/sections/pricing';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { pricing } from './index';
import { cardPoints, comparisonGroups, planCell, Pricing } from './Pricing';

afterEach(cleanup);

const price = (i: number) => screen.getByTestId(`pricing-price-${i}`).textContent;

describe('pricing', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(pricingSchema, pricing.defaults)).toBeNull();
    expect(validateAgainst(pricingSchema, platformPricingConfig)).toBeNull();
    expect(validateAgainst(pricingSchema, platformPricingTableConfig)).toBeNull();
    expect(pricing.defaults.plans.length).toBeGreaterThan(1);
    expect(validateAgainst(pricingSchema, { ...pricing.defaults, variant: 'list' })).not.toBeNull();
  });

  it('renders the fixture plans with Monthly selected by default', () => {
    render(<Pricing id="p" config={platformPricingConfig} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Plans for every stage of your business',
    );
    expect(screen.getByText('Growth')).toBeTruthy();
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Talk to sales' }).getAttribute('href')).toBe(
      '/contact',
    );
    const group = screen.getByRole('group', { name: 'Billing period' });
    expect(within(group).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('pricing-toggle-monthly').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pricing-toggle-annually').getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(price(0)).toBe('$12/month');
    expect(price(1)).toBe('$29/month');
  });

  it('toggles Monthly → Annually → Monthly, swapping price and period text', () => {
    render(<Pricing id="p" config={platformPricingConfig} />);
    fireEvent.click(screen.getByTestId('pricing-toggle-annually'));
    expect(screen.getByTestId('pricing-toggle-annually').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pricing-toggle-monthly').getAttribute('aria-pressed')).toBe('false');
    expect(price(0)).toBe('$115/year');
    expect(price(2)).toBe('$758/year');
    fireEvent.click(screen.getByTestId('pricing-toggle-monthly'));
    expect(screen.getByTestId('pricing-toggle-monthly').getAttribute('aria-pressed')).toBe('true');
    expect(price(0)).toBe('$12/month');
    expect(price(2)).toBe('$79/month');
  });

  it('falls back to the site currency when a plan has none, with Indian grouping for ₹', () => {
    const config: PricingConfig = {
      ...platformPricingConfig,
      plans: platformPricingConfig.plans.map((p) => ({
        ...p,
        currencySymbol: '',
        priceMonthly: 1499,
        priceYearly: 149900,
      })),
    };
    render(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, currencySymbol: '₹' }}>
        <Pricing id="p" config={config} />
      </RuntimeProvider>,
    );
    expect(price(0)).toBe('₹1,499/month');
    fireEvent.click(screen.getByTestId('pricing-toggle-annually'));
    expect(price(0)).toBe('₹1,49,900/year');
  });

  it('shows a tick, a cross or the custom text per plan in the comparison table', () => {
    const { container } = render(<Pricing id="t" config={platformPricingTableConfig} />);
    const table = screen.getByRole('table');
    // Group headings become rows of their own.
    expect(within(table).getByRole('columnheader', { name: 'Commerce' })).toBeTruthy();
    const cells = (point: string) => {
      const row = within(table).getByRole('rowheader', { name: point }).closest('tr');
      return Array.from(row?.querySelectorAll('td') ?? []);
    };
    const blog = cells('Blog with comments');
    expect(blog.map((td) => td.getAttribute('data-cell'))).toEqual(['no', 'yes', 'yes']);
    expect(blog[0]?.querySelector('.sw-pricing__cross')).not.toBeNull();
    expect(blog[0]?.textContent).toBe('Not included in Starter');
    expect(blog[1]?.querySelector('.sw-pricing__tick')).not.toBeNull();
    const team = cells('Team members');
    expect(team.map((td) => td.textContent)).toEqual(['1', 'Up to 5', 'Unlimited']);
    expect(team.every((td) => td.getAttribute('data-cell') === 'custom')).toBe(true);
    expect(cells('Dedicated success manager').map((td) => td.getAttribute('data-cell'))).toEqual([
      'no',
      'no',
      'yes',
    ]);
    // Prices live in the column heads and follow the toggle too.
    expect(price(1)).toBe('$29/month');
    fireEvent.click(screen.getByTestId('pricing-toggle-annually'));
    expect(price(1)).toBe('$278/year');
    expect(container.querySelector('.sw-pricing__cards')).toBeNull();
    expect(
      screen.getByText('Need something bigger? We offer custom plans for agencies and franchises.'),
    ).toBeTruthy();
  });

  it('lists limit-only custom texts first on a card, then the points', () => {
    const plan = platformPricingConfig.plans[1]!;
    expect(cardPoints(plan).slice(0, 3)).toEqual(['Team members', 'Products', 'Custom domain']);
    render(<Pricing id="p" config={platformPricingConfig} />);
    expect(screen.getByText('· Up to 5,000', { exact: false })).toBeTruthy();
  });

  it('builds one Features group from the plans when no groups are set', () => {
    const groups = comparisonGroups(platformPricingConfig);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe('Features');
    expect(groups[0]?.points).toContain('Dedicated success manager');
    expect(new Set(groups[0]?.points).size).toBe(groups[0]?.points.length);
  });

  it('prefers custom text over the tick', () => {
    const plan = platformPricingConfig.plans[0]!;
    expect(
      planCell({ ...plan, pointCustomText: { 'Online store': 'Basic' } }, 'Online store'),
    ).toEqual({ kind: 'custom', text: 'Basic' });
    expect(planCell(plan, 'Online store')).toEqual({ kind: 'yes' });
    expect(planCell(plan, 'Newsletter')).toEqual({ kind: 'no' });
  });

  it('server-renders both variants', () => {
    const cards = renderToString(<Pricing id="s" config={platformPricingConfig} />);
    expect(cards).toContain('$12');
    expect(cards).toContain('aria-pressed="true"');
    const table = renderToString(<Pricing id="s" config={platformPricingTableConfig} />);
    expect(table).toContain('<table');
    expect(table).toContain('Every feature, side by side');
  });
});
