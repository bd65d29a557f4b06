// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterSchema, type NewsletterConfig } from '../../../schemas/sections/newsletter';
import {
  EMAIL_ALREADY_SUBSCRIBED,
  SUBSCRIBE_SUCCESS,
  UNSUBSCRIBE_SUCCESS,
} from '../../../shared/content';
import {
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  UNSUBSCRIBE_REASON_MESSAGE,
} from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, stubLocation, type FakeReply } from '../../ui/test-fetch';
import { newsletter } from './index';
import { Newsletter, UNSUBSCRIBE_LINK_MISSING } from './Newsletter';

const defaults = newsletter.defaults as NewsletterConfig;
const unsubscribeConfig: NewsletterConfig = { ...defaults, mode: 'unsubscribe', variant: 'card' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(
  opts: {
    config?: NewsletterConfig;
    reply?: FakeReply;
    search?: string;
    mode?: 'public' | 'builder';
  } = {},
) {
  stubLocation({ search: opts.search ?? '' });
  const net = stubFetch(() => opts.reply ?? { body: { data: {}, msg: SUBSCRIBE_SUCCESS } });
  render(
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode: opts.mode ?? 'public' }}>
      <Newsletter id="nl" config={opts.config ?? defaults} />
    </RuntimeProvider>,
  );
  const email = () => screen.getByTestId('newsletter-email') as HTMLInputElement;
  const typeEmail = (value: string) => fireEvent.change(email(), { target: { value } });
  const submit = () =>
    fireEvent.submit(
      screen.getByTestId(
        opts.config?.mode === 'unsubscribe' ? 'unsubscribe-form' : 'newsletter-form',
      ),
    );
  const message = () => screen.getByTestId('newsletter-message').textContent;
  return { ...net, email, typeEmail, submit, message };
}

describe('newsletter', () => {
  it('has defaults that validate, three layouts and an unsubscribe mode', () => {
    expect(validateAgainst(newsletterSchema, newsletter.defaults)).toBeNull();
    expect(validateAgainst(newsletterSchema, unsubscribeConfig)).toBeNull();
    expect(newsletter.variants).toEqual(['inline', 'card', 'split']);
    expect(newsletter.interactive).toBe(true);
  });

  it('server-renders the heading, description, a required email field of email type and the button', () => {
    const html = renderToString(<Newsletter id="nl" config={defaults} />);
    expect(html).toContain(defaults.heading);
    expect(html).toContain(defaults.description!);
    expect(html).toContain('data-testid="newsletter-form"');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""/);
    expect(html).toContain(`>${defaults.buttonText}</button>`);
    expect(html).toContain('data-testid="newsletter-message"');
  });

  it('renders the split layout with its image', () => {
    const html = renderToString(
      <Newsletter
        id="nl"
        config={{ ...defaults, variant: 'split', image: '/demo/x.svg', imageAlt: 'Linen' }}
      />,
    );
    expect(html).toContain('sw-newsletter--split sw-newsletter--with-image');
    expect(html).toContain('alt="Linen"');
  });

  it("subscribes, says 'Subscription successful!' below the form and clears the field", async () => {
    const { typeEmail, submit, calls, message, email } = setup();
    typeEmail(' reader@example.com ');
    submit();
    expect(email().disabled).toBe(true);
    await waitFor(() => expect(message()).toBe(SUBSCRIBE_SUCCESS));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/io/crm/admin/public/newsletter',
        body: { email: 'reader@example.com', status: 'SUBSCRIBED' },
      }),
    ]);
    expect(email().value).toBe('');
    expect(email().disabled).toBe(false);
  });

  it("turns 'Email is not unique' into 'Email is already subscribed', anything else into 'Failed to Subscribe! '", async () => {
    const taken = setup({
      reply: { status: 409, body: { status: 409, msg: 'Email is not unique' } },
    });
    taken.typeEmail('reader@example.com');
    taken.submit();
    await waitFor(() => expect(taken.message()).toBe(EMAIL_ALREADY_SUBSCRIBED));
    expect(taken.email().value).toBe('reader@example.com');
    cleanup();
    const down = setup({
      reply: { status: 429, body: { msg: 'Too many attempts. Please try again in 15 minutes.' } },
    });
    down.typeEmail('reader@example.com');
    down.submit();
    await waitFor(() =>
      expect(down.message()).toBe(
        'Failed to Subscribe! Too many attempts. Please try again in 15 minutes.',
      ),
    );
    cleanup();
    const silent = setup({ reply: { status: 500 } });
    silent.typeEmail('reader@example.com');
    silent.submit();
    await waitFor(() =>
      expect(silent.message()).toBe(
        'Failed to Subscribe! Internal server error. Please try again later.',
      ),
    );
  });

  it('checks the email before sending, and sends nothing in the builder', () => {
    const { typeEmail, submit, calls } = setup();
    submit();
    expect(screen.getByText(EMAIL_REQUIRED)).toBeTruthy();
    typeEmail('not an email');
    submit();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
    cleanup();
    const builder = setup({ mode: 'builder' });
    builder.typeEmail('reader@example.com');
    builder.submit();
    expect(builder.calls).toHaveLength(0);
  });

  it("unsubscribe mode: the link's email prefilled, 'Please enter a reason' when blank, then the change with the link's email and id", async () => {
    const { submit, calls, message, email } = setup({
      config: unsubscribeConfig,
      search: '?email=reader%40example.com&id=sub-1&token=t',
      reply: { body: { data: { status: 'UNSUBSCRIBED' }, msg: UNSUBSCRIBE_SUCCESS } },
    });
    await waitFor(() => expect(email().value).toBe('reader@example.com'));
    expect(screen.getByTestId('unsubscribe-form')).toBeTruthy();
    fireEvent.change(screen.getByTestId('unsubscribe-reason'), { target: { value: '   ' } });
    submit();
    expect(screen.getByText(UNSUBSCRIBE_REASON_MESSAGE)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByTestId('unsubscribe-reason'), {
      target: { value: ' Too many mails ' },
    });
    submit();
    await waitFor(() => expect(message()).toBe(UNSUBSCRIBE_SUCCESS));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/io/crm/admin/public/newsletter/change-status?email=reader%40example.com&id=sub-1',
      body: {
        email: 'reader@example.com',
        unsubscribeReason: 'Too many mails',
        status: 'UNSUBSCRIBED',
      },
    });
  });

  it("unsubscribe mode: 'Failed to Unsubscribe! ' plus the reason; without the link's id nothing is sent", async () => {
    const failing = setup({
      config: unsubscribeConfig,
      search: '?email=reader%40example.com&id=nope',
      reply: { status: 404, body: { msg: 'We could not find this subscription.' } },
    });
    await waitFor(() => expect(failing.email().value).toBe('reader@example.com'));
    fireEvent.change(screen.getByTestId('unsubscribe-reason'), { target: { value: 'Bye' } });
    failing.submit();
    await waitFor(() =>
      expect(failing.message()).toBe('Failed to Unsubscribe! We could not find this subscription.'),
    );
    cleanup();
    const noLink = setup({ config: unsubscribeConfig });
    noLink.typeEmail('reader@example.com');
    fireEvent.change(screen.getByTestId('unsubscribe-reason'), { target: { value: 'Bye' } });
    noLink.submit();
    expect(noLink.message()).toBe(`Failed to Unsubscribe! ${UNSUBSCRIBE_LINK_MISSING}`);
    expect(noLink.calls).toHaveLength(0);
  });
});
