// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  eventsTeamConfig,
  orgTeamConfig,
  platformTeamConfig,
} from '../../../fixtures/sections/content';
import { teamGridSchema } from '../../../schemas/sections/team-grid';
import { validateAgainst } from '../../../shared/validate';
import { teamGrid } from './index';
import { TeamGrid } from './TeamGrid';

afterEach(cleanup);

describe('team-grid', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(teamGridSchema, teamGrid.defaults)).toBeNull();
    for (const c of [eventsTeamConfig, orgTeamConfig, platformTeamConfig]) {
      expect(validateAgainst(teamGridSchema, c)).toBeNull();
    }
  });

  it('renders photo cards with name, role, bio and social links', () => {
    const { container } = render(<TeamGrid id="t" config={eventsTeamConfig} />);
    expect(container.querySelector('.sw-team-grid__list--cards')).not.toBeNull();
    const img = screen.getByAltText('Vikram Joshi') as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(
      screen.getByText('Runs conferences and offsites for teams of 50 to 5,000.'),
    ).toBeTruthy();
    const insta = screen.getByRole('link', { name: 'Vikram Joshi on Instagram' });
    expect(insta.getAttribute('href')).toBe('https://www.instagram.com/');
    expect(insta.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Divya Krishnan on Email' }).getAttribute('href')).toBe(
      'mailto:plan@marigoldevents.in',
    );
  });

  it('renders the compact variant as avatars with name and role only', () => {
    const { container } = render(<TeamGrid id="t" config={platformTeamConfig} />);
    expect(container.querySelector('.sw-team-grid__list--compact')).not.toBeNull();
    expect(container.querySelectorAll('.sw-team-grid__person')).toHaveLength(
      platformTeamConfig.people.length,
    );
    expect(screen.getByText('Head of Design')).toBeTruthy();
    expect(container.querySelector('.sw-team-grid__bio')).toBeNull();
  });

  it('shows initials when a person has no photo', () => {
    const { container } = render(
      <TeamGrid
        id="t"
        config={{
          variant: 'compact',
          heading: 'Team',
          people: [{ name: 'Maya Iyer', role: 'Volunteer' }],
        }}
      />,
    );
    expect(container.querySelector('.sw-team-grid__photo--initials')?.textContent).toBe('MI');
  });

  it('server-renders', () => {
    expect(renderToString(<TeamGrid id="t" config={orgTeamConfig} />)).toContain('Dr. Radhika Sen');
  });
});
