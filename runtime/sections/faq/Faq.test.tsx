// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import {
  orgFaqConfig,
  orgFaqListConfig,
  platformFaqConfig,
  shopFaqConfig,
} from '../../../fixtures/sections/content';
import { faqSchema } from '../../../schemas/sections/faq';
import { validateAgainst } from '../../../shared/validate';
import { Faq } from './Faq';
import { faq } from './index';

afterEach(cleanup);

describe('faq', () => {
  it('has schema defaults that validate and fixtures that validate', () => {
    expect(validateAgainst(faqSchema, faq.defaults)).toBeNull();
    expect(faq.defaults.items.length).toBeGreaterThan(0);
    for (const config of [platformFaqConfig, shopFaqConfig, orgFaqConfig, orgFaqListConfig]) {
      expect(validateAgainst(faqSchema, config)).toBeNull();
    }
  });

  it('renders the accordion as one details/summary per item', () => {
    const { container } = render(<Faq id="f" config={platformFaqConfig} />);
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(platformFaqConfig.items.length);
    details.forEach((d, i) => {
      const summary = d.querySelector(':scope > summary');
      expect(summary?.textContent).toBe(platformFaqConfig.items[i]?.question);
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Questions owners ask us');
  });

  it('opens only the first answer when openFirst is set', () => {
    const { container, rerender } = render(<Faq id="f" config={platformFaqConfig} />);
    const open = () => Array.from(container.querySelectorAll('details')).map((d) => d.open);
    expect(open()).toEqual(platformFaqConfig.items.map((_, i) => i === 0));
    rerender(<Faq id="f" config={{ ...platformFaqConfig, openFirst: false }} />);
    expect(open().some(Boolean)).toBe(false);
  });

  it('splits answers into paragraphs at blank lines', () => {
    const { container } = render(<Faq id="f" config={platformFaqConfig} />);
    const answer = container.querySelectorAll('details')[3]?.querySelectorAll('.sw-faq__answer p');
    expect(answer).toHaveLength(2);
  });

  it('lays the column variants out in 2 and 3 columns with every answer visible', () => {
    const two = render(<Faq id="two" config={shopFaqConfig} />);
    expect(two.container.querySelector('.sw-faq__grid--2')).not.toBeNull();
    expect(two.container.querySelector('.sw-faq__grid--3')).toBeNull();
    expect(two.container.querySelector('details')).toBeNull();
    expect(screen.getByText(shopFaqConfig.items[0]!.answer)).toBeTruthy();
    two.unmount();

    const three = render(<Faq id="three" config={orgFaqConfig} />);
    expect(three.container.querySelector('.sw-faq__grid--3')).not.toBeNull();
    expect(three.container.querySelector('.sw-faq__grid--2')).toBeNull();
    expect(three.container.querySelectorAll('.sw-faq__entry')).toHaveLength(
      orgFaqConfig.items.length,
    );
  });

  it('renders the list variant as question headings with answers', () => {
    const { container } = render(<Faq id="l" config={orgFaqListConfig} />);
    expect(container.querySelector('.sw-faq--list .sw-faq__list')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      orgFaqListConfig.items.map((i) => i.question),
    );
  });

  it('server-renders', () => {
    const html = renderToString(<Faq id="f" config={platformFaqConfig} />);
    expect(html).toContain('<details');
    expect(html).toContain('Do I need to know how to code?');
  });
});
