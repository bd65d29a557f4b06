// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_CONTENT_PATHS,
  type AdminEnquiry,
  type EnquiryStatus,
} from '../../../shared/admin-content';
import { ApiError } from '../../../shared/api-client';
import { AdminApp } from '../App';
import { createFakeApi, type Recorded, TEST_BOOT } from '../test-support';

afterEach(cleanup);

function enquiry(over: Partial<AdminEnquiry> = {}): AdminEnquiry {
  return {
    _id: 'e1',
    customerName: 'Asha Rao',
    customerContact: '9876543210',
    customerEmail: 'asha@example.com',
    message: 'Do you ship to Pune?\n<b>Thanks</b>',
    status: 'NEW',
    created: '2025-03-14T10:00:00.000Z',
    ...over,
  };
}

/** A fake inbox: the list filters by status like the server, and status changes stick. */
function inbox(rows: AdminEnquiry[]) {
  const store = rows.map((r) => ({ ...r }));
  const api = createFakeApi({
    [`POST ${ADMIN_CONTENT_PATHS.enquiries}`]: (req: Recorded) => {
      const body = req.body as { status?: EnquiryStatus; p: number; s: number };
      const data = store.filter((e) => !body.status || e.status === body.status);
      return { data: data.slice(body.p * body.s, body.p * body.s + body.s), total: data.length };
    },
    [`POST ${ADMIN_CONTENT_PATHS.enquiryStatus}`]: (req: Recorded) => {
      const row = store.find((e) => e._id === req.params?.id);
      if (!row) return new ApiError(404, { msg: 'No enquiry with this id in this shop.' }, '');
      row.status = (req.body as { status: EnquiryStatus }).status;
      return { data: row };
    },
  });
  return { api, store };
}

describe('the enquiries inbox', () => {
  it('lists enquiries with new ones in bold and the message as text', async () => {
    const { api } = inbox([
      enquiry(),
      enquiry({ _id: 'e2', customerName: 'Ravi', status: 'HANDLED' }),
    ]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/enquiries" />);
    const table = await screen.findByTestId('enquiries-table');
    expect(within(table).getByText('Asha Rao').tagName).toBe('STRONG');
    expect(within(table).getByText('Ravi').tagName).toBe('BUTTON');
    expect(table.textContent).toContain('Do you ship to Pune? <b>Thanks</b>');
    expect(table.querySelector('b')).toBeNull();
    expect(api.calls[0]).toMatchObject({ body: { p: 0, s: 20 } });
    expect(screen.getAllByText('2 enquiries').length).toBe(2);
  });

  it('filters by status and search in the request, and offers to clear an empty result', async () => {
    const { api } = inbox([enquiry()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/enquiries?q=pune" />);
    await screen.findByTestId('enquiries-table');
    expect(api.calls.at(-1)!.body).toEqual({ q: 'pune', p: 0, s: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No enquiries match')).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({ status: 'HANDLED', q: 'pune', p: 0, s: 20 });
    fireEvent.click(screen.getByRole('button', { name: 'Show all enquiries' }));
    await screen.findByTestId('enquiries-table');
    expect(api.calls.at(-1)!.body).toEqual({ p: 0, s: 20 });
  });

  it('marks an enquiry read when opened, then handled or new again, with reply links', async () => {
    const { api, store } = inbox([enquiry()]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/enquiries" />);
    fireEvent.click(await screen.findByTestId('enquiry-open-e1'));
    const dialog = screen.getByTestId('enquiry-dialog');
    await waitFor(() => expect(store[0]!.status).toBe('READ'));
    const statusCall = api.calls.find((c) => c.path === ADMIN_CONTENT_PATHS.enquiryStatus)!;
    expect(statusCall.params).toEqual({ id: 'e1' });
    expect(statusCall.body).toEqual({ status: 'READ' });
    expect(within(dialog).getByTestId('enquiry-message').textContent).toBe(
      'Do you ship to Pune?\n<b>Thanks</b>',
    );
    expect(within(dialog).getByTestId('enquiry-mailto').getAttribute('href')).toBe(
      'mailto:asha@example.com?subject=Re%3A%20your%20message%20to%20Northwind%20Goods',
    );
    expect(within(dialog).getByTestId('enquiry-tel').getAttribute('href')).toBe('tel:9876543210');
    await waitFor(() => expect(within(dialog).getByText('Read')).toBeTruthy());

    fireEvent.click(within(dialog).getByTestId('enquiry-handled'));
    await waitFor(() => expect(store[0]!.status).toBe('HANDLED'));
    expect(await screen.findByText('Marked as handled.')).toBeTruthy();
    expect(within(dialog).queryByTestId('enquiry-handled')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('enquiry-new'));
    await waitFor(() => expect(store[0]!.status).toBe('NEW'));
  });

  it('does not mark an enquiry already read again', async () => {
    const { api } = inbox([enquiry({ status: 'READ' })]);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/enquiries" />);
    fireEvent.click(await screen.findByTestId('enquiry-open-e1'));
    expect(screen.getByTestId('enquiry-dialog')).toBeTruthy();
    expect(api.calls.some((c) => c.path === ADMIN_CONTENT_PATHS.enquiryStatus)).toBe(false);
  });

  it('shows the server’s reason with Retry when the list fails', async () => {
    let fail = true;
    const api = createFakeApi({
      [`POST ${ADMIN_CONTENT_PATHS.enquiries}`]: () =>
        fail
          ? new ApiError(400, { msg: 'Please keep the search under 100 characters.' }, '')
          : { data: [], total: 0 },
    });
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/enquiries" />);
    const error = await screen.findByTestId('swa-error');
    expect(error.textContent).toContain('Please keep the search under 100 characters.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No enquiries yet')).toBeTruthy();
  });
});
