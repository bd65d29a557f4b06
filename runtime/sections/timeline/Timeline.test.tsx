// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { eventsTimelineConfig, orgTimelineConfig } from '../../../fixtures/sections/content';
import { timelineSchema } from '../../../schemas/sections/timeline';
import { validateAgainst } from '../../../shared/validate';
import { timeline } from './index';
import { Timeline } from './Timeline';

afterEach(cleanup);

describe('timeline', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(timelineSchema, timeline.defaults)).toBeNull();
    expect(validateAgainst(timelineSchema, orgTimelineConfig)).toBeNull();
    expect(validateAgainst(timelineSchema, eventsTimelineConfig)).toBeNull();
  });

  it('renders milestones in order as an ordered list', () => {
    const { container } = render(<Timeline id="t" config={orgTimelineConfig} />);
    const items = container.querySelectorAll('ol.sw-timeline__list > li');
    expect(items).toHaveLength(orgTimelineConfig.items.length);
    expect(items[0]?.querySelector('.sw-timeline__date')?.textContent).toBe('1 July 2024');
    expect(screen.getByRole('heading', { level: 3, name: 'Exam day' })).toBeTruthy();
  });

  it('alternates sides', () => {
    const { container } = render(<Timeline id="t" config={eventsTimelineConfig} />);
    const sides = Array.from(container.querySelectorAll('.sw-timeline__item')).map((li) =>
      li.className.includes('--start') ? 'start' : 'end',
    );
    expect(sides).toEqual(['start', 'end', 'start', 'end', 'start']);
  });

  it('server-renders', () => {
    expect(renderToString(<Timeline id="t" config={eventsTimelineConfig} />)).toContain(
      'Discovery call',
    );
  });
});
