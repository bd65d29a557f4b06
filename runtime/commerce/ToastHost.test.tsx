// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import './lazy-ui';
import { COMMERCE_ROOT_ID, ensureCommerceUi } from './ui';
import { ToastHost } from './ToastHost';
import { MAX_TOASTS, showToast, toastStore } from './toast-store';

afterEach(() => {
  cleanup();
  toastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('stacks toasts bottom right, at most three, each closing after 5000 ms', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 1; i++) showToast(`Toast ${i}`, 'success');
    });
    expect(screen.getAllByTestId('sw-toast').map((t) => t.textContent)).toEqual([
      expect.stringContaining('Toast 2'),
      expect.stringContaining('Toast 3'),
      expect.stringContaining('Toast 4'),
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getAllByTestId('sw-toast')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    });
    expect(screen.queryByTestId('toast-stack')).toBeNull();
  });
});

describe('ensureCommerceUi', () => {
  it('mounts the panel and the toasts into one container on document.body, once', async () => {
    await Promise.all([ensureCommerceUi(), ensureCommerceUi()]);
    expect(document.querySelectorAll(`#${COMMERCE_ROOT_ID}`)).toHaveLength(1);
    act(() => showToast('Hello', 'error'));
    await waitFor(() =>
      expect(document.getElementById(COMMERCE_ROOT_ID)?.textContent).toContain('Hello'),
    );
  });
});
