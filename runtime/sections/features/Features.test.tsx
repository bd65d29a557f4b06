// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { orgFeaturesConfig, platformFeaturesConfig } from '../../../fixtures/sections/content';
import { FEATURE_ICONS, featuresSchema } from '../../../schemas/sections/features';
import { validateAgainst } from '../../../shared/validate';
import { FeatureIcon } from '../_shared/FeatureIcon';
import { Features } from './Features';
import { features } from './index';

afterEach(cleanup);

describe('features', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(featuresSchema, features.defaults)).toBeNull();
    expect(validateAgainst(featuresSchema, platformFeaturesConfig)).toBeNull();
    expect(validateAgainst(featuresSchema, orgFeaturesConfig)).toBeNull();
  });

  it('renders the cards in a 3- or 4-column grid', () => {
    const three = render(<Features id="f3" config={platformFeaturesConfig} />);
    expect(three.container.querySelector('.sw-features__grid--grid-3')).not.toBeNull();
    expect(three.container.querySelectorAll('.sw-feature-card')).toHaveLength(
      platformFeaturesConfig.features.length,
    );
    expect(screen.getByText('Pages from sections')).toBeTruthy();
    three.unmount();
    const four = render(<Features id="f4" config={orgFeaturesConfig} />);
    expect(four.container.querySelector('.sw-features__grid--grid-4')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Support that goes beyond one exam',
    );
  });

  it('draws every icon of the set, and falls back to the spark for unknown names', () => {
    for (const name of FEATURE_ICONS) {
      const { container, unmount } = render(<FeatureIcon name={name} />);
      expect(container.querySelectorAll('path').length).toBeGreaterThan(0);
      unmount();
    }
    const spark = render(<FeatureIcon name="spark" />).container.innerHTML.replace(
      'data-icon="spark"',
      '',
    );
    cleanup();
    const unknown = render(<FeatureIcon name="nope" />).container.innerHTML.replace(
      'data-icon="nope"',
      '',
    );
    expect(unknown).toBe(spark);
  });

  it('server-renders', () => {
    expect(renderToString(<Features id="f" config={orgFeaturesConfig} />)).toContain(
      'One-to-one mentors',
    );
  });
});
