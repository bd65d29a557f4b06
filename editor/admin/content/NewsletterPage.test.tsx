// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_PATHS, type AdminSubscriber } from '../../../shared/admin-content';
import { AdminApp } from '../App';
import { createFakeApi, type Recorded, TEST_BOOT } from '../test-support';

afterEach(cleanup);

const subscriber = (over: Partial<AdminSubscriber> = {}): AdminSubscriber => ({
  _id: 's1',
  email: 'asha@example.com',
  status: 'SUBSCRIBED',
  unsubscribeReason: '',
  subscribedAt: '2025-03-01T09:00:00.000Z',
  unsubscribedAt: null,
  ...over,
});

function newsletterApi(subscribed = 2) {
  const sent: unknown[] = [];
  const api = createFakeApi({
    [`POST ${ADMIN_CONTENT_PATHS.subscribers}`]: (req: Recorded) => {
      const body = req.body as { status?: string };
      if (body.status === 'SUBSCRIBED') return { data: [], total: subscribed };
      return {
        data: [
          subscriber(),
          subscriber({
            _id: 's2',
            email: 'ravi@example.com',
            status: 'UNSUBSCRIBED',
            unsubscribeReason: 'Too many mails',
            unsubscribedAt: '2025-03-05T09:00:00.000Z',
          }),
        ],
        total: 2,
      };
    },
    [`GET ${ADMIN_CONTENT_PATHS.broadcasts}`]: () => ({
      data: sent.length
        ? [
            {
              _id: 'b1',
              subject: 'Spring news',
              recipients: subscribed,
              created: '2025-03-06T09:00:00.000Z',
            },
          ]
        : [],
    }),
    [`POST ${ADMIN_CONTENT_PATHS.broadcast}`]: (req: Recorded) => {
      sent.push(req.body);
      return {
        data: { recipients: subscribed },
        msg: `Your newsletter is on its way to ${subscribed} subscribers.`,
      };
    },
  });
  return { api, sent };
}

describe('the newsletter screen', () => {
  it('lists subscribers with status and reason, filters, and links the CSV export', async () => {
    const { api } = newsletterApi();
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/newsletter" />);
    const table = await screen.findByTestId('subscribers-table');
    expect(table.textContent).toContain('ravi@example.com');
    expect(table.textContent).toContain('“Too many mails”');
    expect(screen.getByTestId('subscribers-csv').getAttribute('href')).toBe(
      ADMIN_CONTENT_PATHS.subscribersCsv,
    );
    fireEvent.change(screen.getByTestId('subscribers-status'), {
      target: { value: 'UNSUBSCRIBED' },
    });
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === ADMIN_CONTENT_PATHS.subscribers).at(-1)!.body,
      ).toEqual({ status: 'UNSUBSCRIBED', p: 0, s: 20 }),
    );
    expect(screen.getByTestId('subscribers-csv').getAttribute('href')).toBe(
      `${ADMIN_CONTENT_PATHS.subscribersCsv}?status=UNSUBSCRIBED`,
    );
    expect(await screen.findByText('No newsletter sent yet.')).toBeTruthy();
  });

  it('checks, confirms with the recipient count, sends and shows the result', async () => {
    const { api, sent } = newsletterApi(2);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/newsletter" />);
    fireEvent.click(await screen.findByTestId('newsletter-compose'));
    fireEvent.change(screen.getByTestId('newsletter-subject'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('newsletter-send'));
    expect(screen.getByText('Please enter a subject (at most 200 characters).')).toBeTruthy();
    expect(
      screen.getByText('Please write the newsletter (at most 20,000 characters).'),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('newsletter-subject'), {
      target: { value: 'Spring news' },
    });
    fireEvent.change(screen.getByLabelText('Message (markdown)'), {
      target: { value: 'New **teas** are in.' },
    });
    expect(screen.getByTestId('newsletter-preview').innerHTML).toContain('<strong>teas</strong>');
    fireEvent.click(screen.getByTestId('newsletter-send'));
    const confirm = await screen.findByTestId('swa-confirm');
    expect(confirm.textContent).toContain('Send “Spring news” to 2 subscribers?');
    expect(sent).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(sent).toEqual([{ subject: 'Spring news', bodyMarkdown: 'New **teas** are in.' }]),
    );
    expect((await screen.findByTestId('newsletter-result')).textContent).toBe(
      'Your newsletter is on its way to 2 subscribers.',
    );
    expect(await screen.findByTestId('broadcasts-table')).toBeTruthy();
  });

  it('does not offer to send when no one is subscribed, and hides sending from staff', async () => {
    const { api, sent } = newsletterApi(0);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/newsletter" />);
    fireEvent.click(await screen.findByTestId('newsletter-compose'));
    fireEvent.change(screen.getByTestId('newsletter-subject'), { target: { value: 'Hi' } });
    fireEvent.change(screen.getByLabelText('Message (markdown)'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('newsletter-send'));
    expect(
      await screen.findByText('No one is subscribed yet, so there is no one to send this to.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('swa-confirm')).toBeNull();
    expect(sent).toHaveLength(0);
    cleanup();
    const staff = { ...TEST_BOOT, user: { ...TEST_BOOT.user, role: 'STAFF' as const } };
    render(<AdminApp boot={staff} api={newsletterApi().api} initialPath="/admin/newsletter" />);
    expect(
      await screen.findByText('Only the owner of this shop can send a newsletter.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('newsletter-compose')).toBeNull();
  });
});
