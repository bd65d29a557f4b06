// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsFeatureSplitConfig,
  orgFeatureSplitConfig,
  platformFeatureSplitConfig,
  shopFeatureSplitConfig,
} from '../../../fixtures/sections/media';
import { featureSplitSchema } from '../../../schemas/sections/feature-split';
import { validateAgainst } from '../../../shared/validate';
import { FeatureSplit } from './FeatureSplit';
import { featureSplit } from './index';

describe('FeatureSplit', () => {
  afterEach(cleanup);

  it('has schema defaults and fixtures that validate', () => {
    for (const config of [
      featureSplit.defaults,
      shopFeatureSplitConfig,
      eventsFeatureSplitConfig,
      orgFeatureSplitConfig,
      platformFeatureSplitConfig,
    ]) {
      expect(validateAgainst(featureSplitSchema, config)).toBeNull();
    }
    render(<FeatureSplit id="d" config={featureSplit.defaults} />);
    expect(screen.getByRole('heading', { name: 'The story behind what we do' })).toBeTruthy();
  });

  it('renders the fixture with its points, button and image side', () => {
    const { container } = render(<FeatureSplit id="e" config={eventsFeatureSplitConfig} />);
    expect(screen.getByText('Wedding planning')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book-now');
    expect(container.querySelector('section')?.className).toContain(
      'sw-feature-split--image-right',
    );
  });

  it('hides the button when disabled and the list when there are no points', () => {
    render(
      <FeatureSplit
        id="n"
        config={{ ...orgFeatureSplitConfig, enableButton: false, points: [] }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders on the server', () => {
    const html = renderToString(<FeatureSplit id="s" config={platformFeatureSplitConfig} />);
    expect(html).toContain('Drag, drop, publish. No code required.');
    expect(html).toContain('loading="lazy"');
  });

  it('gives phones their own image through a <picture> source when there is one', () => {
    const plain = renderToString(<FeatureSplit id="s" config={platformFeatureSplitConfig} />);
    expect(plain).not.toContain('<picture');
    const html = renderToString(
      <FeatureSplit
        id="s"
        config={{ ...platformFeatureSplitConfig, mobileImage: '/uploads/tall.jpg' }}
      />,
    );
    expect(html).toMatch(
      /<picture class="sw-picture"><source media="\(max-width: 767\.98px\)" srcSet="\/uploads\/tall\.jpg"\/><img class="sw-feature-split__img"/,
    );
  });
});
