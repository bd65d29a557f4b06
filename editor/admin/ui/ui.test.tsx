// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { ConfirmDialog } from './Dialog';
import { Money, CurrencyContext } from './Money';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PagedTable } from './PagedTable';
import { Pager } from './Pager';
import { EmptyState } from './States';
import type { Resource } from './use-resource';
import { pageParam, useListParams } from './use-list-params';
import { SearchBox } from './SearchBox';
import { ToastProvider, useToast } from './Toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the admin UI kit', () => {
  it('closes a toast after 5000 ms, bottom-right', () => {
    vi.useFakeTimers();
    function Show() {
      const toast = useToast();
      return <button onClick={() => toast('Saved')}>show</button>;
    }
    render(
      <ToastProvider>
        <Show />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => void vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('searches once typing pauses, and at once on Enter', () => {
    vi.useFakeTimers();
    const searches: string[] = [];
    render(<SearchBox label="Search" value="" onSearch={(q) => searches.push(q)} delayMs={300} />);
    const input = screen.getByLabelText('Search');
    fireEvent.change(input, { target: { value: 'as' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'asha' } });
    act(() => void vi.advanceTimersByTime(299));
    expect(searches).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(searches).toEqual(['asha']);
    fireEvent.change(input, { target: { value: 'asha r' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(searches).toEqual(['asha', 'asha r']);
    act(() => void vi.advanceTimersByTime(1000));
    expect(searches).toEqual(['asha', 'asha r']);
  });

  it('pages with page number and total pages', () => {
    const pages: number[] = [];
    render(<Pager page={1} pageSize={20} total={41} onPage={(n) => pages.push(n)} noun="orders" />);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('41 orders')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pages).toEqual([2]);
  });

  it('keeps a list in the URL: a filter goes back to page 1, the pager keeps the filters', () => {
    type Row = { id: string };
    const ready = (rows: Row[], total: number): Resource<{ data: Row[]; total: number }> => ({
      status: 'ready',
      data: { data: rows, total },
      error: null,
      reload: () => undefined,
    });
    function List({ res }: { res: Resource<{ data: Row[]; total: number }> }) {
      const { page, setParam, setPage, clear } = useListParams();
      return (
        <>
          <output data-testid="url">{useLocation().search}</output>
          <button type="button" onClick={() => setParam('q', 'tea')}>
            Search
          </button>
          <button type="button" onClick={clear}>
            Clear
          </button>
          <PagedTable
            resource={res}
            empty={<EmptyState title="Nothing" />}
            caption="Rows"
            testId="rows"
            columns={[{ key: 'id', header: 'Id', cell: (r: Row) => r.id }]}
            rowKey={(r) => r.id}
            page={page}
            pageSize={1}
            noun="rows"
            onPage={setPage}
          />
        </>
      );
    }
    const { rerender } = render(
      <MemoryRouter initialEntries={['/?status=PAID&page=2']}>
        <List res={ready([{ id: 'b' }], 3)} />
      </MemoryRouter>,
    );
    const url = () => screen.getByTestId('url').textContent;
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(url()).toBe('?status=PAID&page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(url()).toBe('?status=PAID&q=tea');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(url()).toBe('');
    rerender(
      <MemoryRouter>
        <List res={ready([], 0)} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing')).toBeTruthy();
    expect(screen.queryByTestId('rows')).toBeNull();
    expect(pageParam(new URLSearchParams('page=0'))).toBe(1);
    expect(pageParam(new URLSearchParams('page=x'))).toBe(1);
  });

  it('formats minor units in the workspace currency', () => {
    render(
      <CurrencyContext.Provider value="USD">
        <Money amount={123_450} />
        <Money amount={250_000_00} currency="INR" />
      </CurrencyContext.Provider>,
    );
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('₹2,50,000')).toBeTruthy();
  });

  it('asks in a dialog that Escape cancels and the confirm button answers with the note', () => {
    const seen: string[] = [];
    let cancelled = 0;
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Remove Sam?"
        confirmLabel="Remove"
        destructive
        withNote
        onConfirm={(note) => seen.push(note)}
        onCancel={() => (cancelled += 1)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(cancelled).toBe(1);
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' left ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(seen).toEqual(['left']);
    rerender(
      <ConfirmDialog
        open={false}
        title="Remove Sam?"
        confirmLabel="Remove"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
