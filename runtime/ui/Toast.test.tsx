// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { makeToast, Toast } from './Toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ text, tone }: { text: string; tone: 'success' | 'error' }) {
  const [toast, setToast] = useState(() => makeToast(text, tone));
  return (
    <>
      <button onClick={() => setToast(makeToast(text, tone))}>again</button>
      <Toast toast={toast} onClose={() => setToast(null as never)} />
    </>
  );
}

describe('Toast', () => {
  it('closes itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Harness text="Saved" tone="success" />);
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    });
    expect(screen.queryByTestId('sw-toast')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('sw-toast')).toBeNull();
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
  });

  it('is an alert for errors and closes on its button', () => {
    render(<Harness text="Failed" tone="error" />);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('sw-toast')).toBeNull();
  });
});
