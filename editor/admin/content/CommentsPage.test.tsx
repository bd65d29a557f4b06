// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_PATHS, type AdminComment } from '../../../shared/admin-content';
import { AdminApp } from '../App';
import { createFakeApi, type Recorded, TEST_BOOT } from '../test-support';

afterEach(cleanup);

function comment(over: Partial<AdminComment> = {}): AdminComment {
  return {
    _id: 'c1',
    comment: '<img src=x onerror=alert(1)> Lovely tea!',
    status: 'visible',
    created: '2025-03-14T10:00:00.000Z',
    author: { name: 'Asha Rao', thumb: null, email: 'asha@example.com' },
    post: { _id: 'p1', title: 'Brewing green tea', slug: 'brewing-green-tea' },
    ...over,
  };
}

function comments(rows: AdminComment[]) {
  const store = rows.map((r) => ({ ...r }));
  const api = createFakeApi({
    [`POST ${ADMIN_CONTENT_PATHS.comments}`]: (req: Recorded) => {
      const body = req.body as { status?: string };
      const data = store.filter((c) => !body.status || c.status === body.status);
      return { data, total: data.length };
    },
    [`POST ${ADMIN_CONTENT_PATHS.moderateComment}`]: (req: Recorded) => {
      const row = store.find((c) => c._id === req.params?.id)!;
      row.status = (req.body as { status: 'visible' | 'hidden' }).status;
      return { data: row };
    },
    [`POST ${ADMIN_CONTENT_PATHS.deleteComment}`]: (req: Recorded) => {
      store.splice(
        store.findIndex((c) => c._id === req.params?.id),
        1,
      );
      return { data: { _id: req.params?.id } };
    },
  });
  return { api, store };
}

describe('comment moderation', () => {
  it('lists comments as text with their post, author and status', async () => {
    const { api } = comments([comment()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/comments" />);
    const table = await screen.findByTestId('comments-table');
    expect(within(table).getByTestId('comment-text').textContent).toBe(
      '<img src=x onerror=alert(1)> Lovely tea!',
    );
    expect(table.querySelector('img')).toBeNull();
    expect(
      within(table).getByRole('link', { name: 'Brewing green tea' }).getAttribute('href'),
    ).toBe('/blog/brewing-green-tea');
    expect(table.textContent).toContain('asha@example.com');
    expect(table.textContent).toContain('Visible');
  });

  it('hides and shows a comment', async () => {
    const { api, store } = comments([comment()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/comments" />);
    fireEvent.click(await screen.findByTestId('comment-toggle-c1'));
    await waitFor(() => expect(store[0]!.status).toBe('hidden'));
    expect(await screen.findByText('Comment hidden from the blog.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('comment-toggle-c1').textContent).toBe('Show'));
    fireEvent.click(screen.getByTestId('comment-toggle-c1'));
    await waitFor(() => expect(store[0]!.status).toBe('visible'));
  });

  it('deletes only after the confirmation', async () => {
    const { api, store } = comments([comment()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/comments" />);
    fireEvent.click(await screen.findByTestId('comment-delete-c1'));
    const dialog = screen.getByTestId('swa-confirm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store).toHaveLength(1);
    fireEvent.click(screen.getByTestId('comment-delete-c1'));
    fireEvent.click(
      within(screen.getByTestId('swa-confirm')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(store).toHaveLength(0));
    expect(await screen.findByText('No comments yet')).toBeTruthy();
  });

  it('filters hidden comments and searches, in the URL and the request', async () => {
    const { api } = comments([comment()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/comments?q=tea&page=2" />);
    await screen.findByTestId('comments-table');
    expect(api.calls[0]!.body).toEqual({ q: 'tea', p: 1, s: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Hidden' }));
    await waitFor(() =>
      expect(api.calls.at(-1)!.body).toEqual({ status: 'hidden', q: 'tea', p: 0, s: 20 }),
    );
  });
});
