// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventsRichSectionConfig,
  orgRichSectionConfig,
} from '../../../fixtures/sections/site-builder';
import {
  RICH_BLOCK_KINDS,
  richSectionSchema,
  type RichSectionConfig,
} from '../../../schemas/sections/rich-section';
import { sanitizeBySchema, schemaHasHtml } from '../../../shared/sanitize';
import { validateAgainst } from '../../../shared/validate';
import { richSection } from './index';
import { RichSection } from './RichSection';

afterEach(cleanup);

describe('rich-section', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(richSectionSchema, richSection.defaults)).toBeNull();
    expect(validateAgainst(richSectionSchema, orgRichSectionConfig)).toBeNull();
    expect(validateAgainst(richSectionSchema, eventsRichSectionConfig)).toBeNull();
  });

  it('rejects unknown kinds and bad heading levels', () => {
    const base = richSection.defaults;
    expect(
      validateAgainst(richSectionSchema, { ...base, blocks: [{ kind: 'video', src: '/x.mp4' }] }),
    ).not.toBeNull();
    expect(
      validateAgainst(richSectionSchema, {
        ...base,
        blocks: [{ kind: 'heading', text: 'Hi', level: 'h7' }],
      }),
    ).not.toBeNull();
    expect(
      validateAgainst(richSectionSchema, { ...base, blocks: [{ kind: 'message' }] }),
    ).not.toBeNull();
  });

  it('renders all nine block kinds from the fixture', () => {
    const { container } = render(<RichSection id="r" config={orgRichSectionConfig} />);
    const kinds = new Set(
      Array.from(container.querySelectorAll('[data-kind]')).map((el) =>
        el.getAttribute('data-kind'),
      ),
    );
    expect([...kinds].sort()).toEqual([...RICH_BLOCK_KINDS].sort());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'About the Scholarship Exam 2024',
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Who can apply');
    expect(screen.getByText(/top band receive full tuition support/)).toBeTruthy();
    expect(screen.getByText('Family income below ₹6,00,000 a year')).toBeTruthy();
    expect(screen.getByText(/first engineer in my family/).closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Rohit Meshram')).toBeTruthy();
    const img = screen.getByAltText(
      'Volunteers helping students find their seats at an exam centre',
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1200');
    expect(screen.getByText('Exam day 2023 at our Nagpur centre.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register for Exam' }).getAttribute('href')).toBe(
      '/exam-form-2024',
    );
    expect(screen.getByText('Scholars supported').nextElementSibling?.textContent).toBe('2,400+');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(container.querySelector('.sw-rich__message strong')?.textContent).toBe('Important:');
  });

  it('renders a heading without a level as h2, and honours a given level', () => {
    const config: RichSectionConfig = {
      width: 'wide',
      alignment: 'center',
      blocks: [
        { kind: 'heading', text: 'Default level' },
        { kind: 'heading', text: 'Small print', level: 'h5' },
      ],
    };
    const { container } = render(<RichSection id="r" config={config} />);
    expect(container.querySelector('h2')?.textContent).toBe('Default level');
    expect(container.querySelector('h5')?.textContent).toBe('Small print');
    expect(container.querySelector('.sw-rich--wide.sw-rich--center')).not.toBeNull();
  });

  it('marks only the message block as HTML, so the server sanitizes it', () => {
    expect(schemaHasHtml(richSectionSchema)).toBe(true);
    const clean = (html: string) => `[clean]${html}`;
    const out = sanitizeBySchema(
      orgRichSectionConfig,
      richSectionSchema,
      clean,
    ) as RichSectionConfig;
    const message = out.blocks.find((b) => b.kind === 'message');
    const quote = out.blocks.find((b) => b.kind === 'quote');
    expect(message && 'html' in message && message.html.startsWith('[clean]')).toBe(true);
    expect(quote && 'message' in quote && quote.message.startsWith('[clean]')).toBe(false);
  });

  it('server-renders', () => {
    const html = renderToString(<RichSection id="s" config={eventsRichSectionConfig} />);
    expect(html).toContain('Wedding planning, start to finish');
    expect(html).toContain('<blockquote>');
  });
});
