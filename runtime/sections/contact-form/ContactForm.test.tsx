// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactFormSchema, type ContactFormConfig } from '../../../schemas/sections/contact-form';
import { ENQUIRY_SENT_MESSAGE } from '../../../shared/content';
import {
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  MESSAGE_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  MOBILE_NUMBER_REQUIRED,
  NAME_REQUIRED,
} from '../../../shared/messages';
import { TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, type FakeReply } from '../../ui/test-fetch';
import { ContactForm } from './ContactForm';
import { contactForm } from './index';
import { isSafeHref, Markdown } from './markdown';

const defaults = contactForm.defaults as ContactFormConfig;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(
  reply: FakeReply = { status: 201, body: { data: {}, msg: ENQUIRY_SENT_MESSAGE } },
  mode: 'public' | 'builder' = 'public',
) {
  const net = stubFetch(() => reply);
  render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode }}>
      <ContactForm id="cf" config={defaults} />
    </RuntimeProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const fill = () => {
    type('Name', ' Asha Rao ');
    type('Mobile', '9876543210');
    type('Email', 'asha@example.com');
    type('Message', 'Do you ship to Pune?');
  };
  const submit = () => fireEvent.click(screen.getByTestId('contact-submit'));
  return { ...net, field, type, fill, submit };
}

describe('contact-form', () => {
  it('has defaults that validate', () => {
    expect(validateAgainst(contactFormSchema, contactForm.defaults)).toBeNull();
    expect(contactForm.interactive).toBe(true);
  });

  it('server-renders the markdown description beside the four fields', () => {
    const html = renderToString(<ContactForm id="cf" config={defaults} />);
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(html).toContain('<strong>Email:</strong>');
    expect(html).toMatch(/<ul><li>/);
    expect(html).toContain('data-testid="contact-form"');
    expect(html).toMatch(
      /<input[^>]*id="cf-mobile"[^>]*inputMode="numeric"|<input[^>]*inputMode="numeric"[^>]*id="cf-mobile"/i,
    );
    expect(html).toMatch(/type="email"/);
  });

  it('shows HTML in the description as text and drops unsafe links', () => {
    const source =
      '<script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3)) [ok](https://example.com) [page](/about) [bad](//evil.test)';
    const html = renderToString(<Markdown source={source} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="/about">page</a>');
    expect(html).not.toContain('href="//evil.test"');
    expect(isSafeHref('tel:+911234')).toBe(true);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });

  it('renders headings, ordered lists, emphasis, code and line breaks', () => {
    const html = renderToString(
      <Markdown
        source={'# Visit us\nLine one\nLine *two*\n\n1. First `a`\n2. Second\n\n- x\n  more'}
      />,
    );
    expect(html).toContain('<h3>Visit us</h3>');
    expect(html).toContain('<p>Line one<br/>Line <em>two</em></p>');
    expect(html).toContain('<ol><li>First <code>a</code></li><li>Second</li></ol>');
    expect(html).toContain('<ul><li>x more</li></ul>');
  });

  it('checks every field at submit with the SPEC §5 messages and sends nothing', () => {
    const { submit, calls, type } = setup();
    submit();
    for (const text of [NAME_REQUIRED, MOBILE_NUMBER_REQUIRED, EMAIL_REQUIRED, MESSAGE_REQUIRED])
      expect(screen.getByText(text)).toBeTruthy();
    type('Mobile', '4876543210');
    type('Email', 'asha@');
    submit();
    expect(screen.getByText(MOBILE_NUMBER_MESSAGE)).toBeTruthy();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('keeps the mobile field to digits', () => {
    const { type, field } = setup();
    type('Mobile', '98765-43210 12');
    expect(field('Mobile').value).toBe('9876543210');
    expect(field('Mobile').getAttribute('inputmode')).toBe('numeric');
  });

  it('sends the enquiry with inputs disabled, then the toast and cleared fields', async () => {
    const { fill, submit, calls, field } = setup();
    fill();
    submit();
    expect(field('Name').disabled).toBe(true);
    expect(field('Message').disabled).toBe(true);
    expect((screen.getByTestId('contact-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByTestId('sw-toast')).textContent).toContain(ENQUIRY_SENT_MESSAGE);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/io/crm/admin/public/enquiry',
      body: {
        customerName: 'Asha Rao',
        customerContact: '9876543210',
        customerEmail: 'asha@example.com',
        message: 'Do you ship to Pune?',
      },
    });
    for (const label of ['Name', 'Mobile', 'Email', 'Message']) expect(field(label).value).toBe('');
    expect(field('Name').disabled).toBe(false);
  });

  it('closes the toast after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fill, submit } = setup();
    fill();
    submit();
    await screen.findByTestId('sw-toast');
    // The toast's timer starts in an effect: let it run before the clock moves.
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 100);
    });
    expect(screen.queryByTestId('sw-toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('sw-toast')).toBeNull();
  });

  it('on failure re-enables the form with no message and keeps the values (SPEC §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, submit, field, calls } = setup({ status: 500, body: { msg: 'Boom' } });
    fill();
    submit();
    await waitFor(() => expect(field('Name').disabled).toBe(false));
    expect(calls).toHaveLength(1);
    expect(screen.queryByTestId('sw-toast')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Boom')).toBeNull();
    expect(field('Message').value).toBe('Do you ship to Pune?');
  });

  it('says when to try again after a rate limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, submit } = setup({
      status: 429,
      body: { msg: 'Too many attempts. Please try again in 60 minutes.' },
    });
    fill();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please try again in 60 minutes.',
    );
  });

  it('sends nothing in the builder', () => {
    const { fill, submit, calls } = setup(undefined, 'builder');
    fill();
    submit();
    expect(calls).toHaveLength(0);
  });
});
