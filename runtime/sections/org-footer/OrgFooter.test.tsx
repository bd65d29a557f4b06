// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { orgWorkspace } from '../../../fixtures/org';
import { orgFooterConfig, orgMenus } from '../../../fixtures/sections/headers-footers';
import { orgFooterSchema } from '../../../schemas/sections/org-footer';
import { validateAgainst } from '../../../shared/validate';
import { orgFooter } from './index';
import { OrgFooter } from './OrgFooter';
import { menusWrapper } from '../_nav/menus-wrapper';

const Menus = menusWrapper(orgMenus, orgWorkspace.settings.contact);

describe('OrgFooter', () => {
  afterEach(cleanup);

  it('has schema defaults and a fixture that validate', () => {
    expect(validateAgainst(orgFooterSchema, orgFooter.defaults)).toBeNull();
    expect(validateAgainst(orgFooterSchema, orgFooterConfig)).toBeNull();
    expect(
      validateAgainst(orgFooterSchema, {
        ...orgFooterConfig,
        registrations: [{ label: '', value: 'x' }],
      }),
    ).not.toBeNull();
  });

  it('renders the fixture: about, contact, registrations, quick links, socials, copyright', () => {
    render(<OrgFooter id="f" config={orgFooterConfig} />, { wrapper: Menus });
    expect(screen.getByText(/annual Bright Futures Scholarship Exam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByText('CSR-1 No.')).toBeTruthy();
    expect(screen.getByText('CSR00012345')).toBeTruthy();
    expect(screen.getByText('Section 8, Companies Act 2013')).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick).getByRole('link', { name: 'Register for Exam' }).getAttribute('href'),
    ).toBe('/exam-form-2024');
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(within(info).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toBeTruthy();
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} Bright Futures Foundation. All rights reserved.`,
      ),
    ).toBeTruthy();
  });

  it('server-renders the defaults', () => {
    const html = renderToString(
      <Menus>
        <OrgFooter id="f" config={orgFooter.defaults} />
      </Menus>,
    );
    expect(html).toContain('Registered under');
    expect(html).toContain('/exam-center-and-admit-card');
  });
});
