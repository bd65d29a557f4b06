// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsFeatureTabsConfig,
  platformFeatureTabsConfig,
} from '../../../fixtures/sections/content';
import { featureTabsSchema } from '../../../schemas/sections/feature-tabs';
import { validateAgainst } from '../../../shared/validate';
import { FeatureTabs, tabIndexForKey } from './FeatureTabs';
import { featureTabs } from './index';

afterEach(cleanup);

const selected = () =>
  screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected') === 'true');
const visiblePanels = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[role="tabpanel"]')).map((p) => !(p as HTMLElement).hidden);

describe('feature-tabs', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(featureTabsSchema, featureTabs.defaults)).toBeNull();
    expect(validateAgainst(featureTabsSchema, platformFeatureTabsConfig)).toBeNull();
    expect(validateAgainst(featureTabsSchema, eventsFeatureTabsConfig)).toBeNull();
  });

  it('renders the fixture with the first tab selected and its panel shown', () => {
    const { container } = render(<FeatureTabs id="ft" config={eventsFeatureTabsConfig} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(selected()).toEqual([true, false, false, false, false]);
    expect(visiblePanels(container)).toEqual([true, false, false, false, false]);
    const tab = screen.getByTestId('feature-tab-0');
    expect(tab.getAttribute('aria-controls')).toBe('ft-panel-0');
    expect(container.querySelector('#ft-panel-0')?.getAttribute('aria-labelledby')).toBe(
      'ft-tab-0',
    );
    expect(screen.getByRole('link', { name: 'Plan your wedding' }).getAttribute('href')).toBe(
      '/services/wedding-planner',
    );
  });

  it('switches tabs on click', () => {
    const { container } = render(<FeatureTabs id="ft" config={platformFeatureTabsConfig} />);
    fireEvent.click(screen.getByTestId('feature-tab-2'));
    expect(selected()).toEqual([false, false, true]);
    expect(visiblePanels(container)).toEqual([false, false, true]);
    expect(screen.getByTestId('feature-tab-2').tabIndex).toBe(0);
    expect(screen.getByTestId('feature-tab-0').tabIndex).toBe(-1);
  });

  it('moves between tabs with arrow keys, wrapping at both ends, and focuses the new tab', () => {
    render(<FeatureTabs id="ft" config={platformFeatureTabsConfig} />);
    const first = screen.getByTestId('feature-tab-0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selected()).toEqual([false, true, false]);
    expect(document.activeElement).toBe(screen.getByTestId('feature-tab-1'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toEqual([true, false, false]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toEqual([false, false, true]);
    expect(document.activeElement).toBe(screen.getByTestId('feature-tab-2'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toEqual([true, false, false]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selected()).toEqual([false, false, true]);
    fireEvent.keyDown(document.activeElement!, { key: 'a' });
    expect(selected()).toEqual([false, false, true]);
  });

  it('maps keys to tab indexes', () => {
    expect(tabIndexForKey('ArrowDown', 4, 5)).toBe(0);
    expect(tabIndexForKey('ArrowUp', 0, 5)).toBe(4);
    expect(tabIndexForKey('Enter', 2, 5)).toBeNull();
  });

  it('server-renders every panel, only the first visible', () => {
    const html = renderToString(<FeatureTabs id="ft" config={platformFeatureTabsConfig} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Newsletter sign-ups built in');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });
});
