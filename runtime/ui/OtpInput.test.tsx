// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('|');

describe('OtpInput', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('renders six labelled numeric boxes, the first with one-time-code autofill', () => {
    render(<OtpInput id="o" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) {
      expect(box(n).getAttribute('inputmode')).toBe('numeric');
    }
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('takes one digit per box, ignores non-digits and moves focus on', () => {
    const onChange = vi.fn();
    render(<OtpInput id="o" onChange={onChange} />);
    fireEvent.change(box(1), { target: { value: '4' } });
    expect(box(1).value).toBe('4');
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(box(2).value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('4');
    // typing over a filled box keeps the new digit only
    fireEvent.change(box(1), { target: { value: '47' } });
    expect(box(1).value).toBe('7');
  });

  it('backspace clears the box, then moves back and clears the previous one', () => {
    render(<OtpInput id="o" />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(values()).toBe('|||||');
  });

  it('a paste keeps the first six digits and submits itself once full', () => {
    const onComplete = vi.fn();
    render(<OtpInput id="o" onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'code: 12-34 5678' } });
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('empties the boxes and focuses the first when clearSignal changes (a wrong code)', () => {
    const onComplete = vi.fn();
    const { rerender } = render(<OtpInput id="o" onComplete={onComplete} clearSignal={0} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '111111' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    rerender(<OtpInput id="o" onComplete={onComplete} clearSignal={1} />);
    expect(values()).toBe('|||||');
    expect(document.activeElement).toBe(box(1));
    // A new code typed from the start submits only once it is whole again.
    fireEvent.change(box(1), { target: { value: '2' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('a short paste fills from the first box and does not submit', () => {
    const onComplete = vi.fn();
    render(<OtpInput id="o" onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '98' } });
    expect(values()).toBe('9|8||||');
    expect(document.activeElement).toBe(box(3));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('auto-submits when the sixth digit is typed', () => {
    const onComplete = vi.fn();
    render(<OtpInput id="o" onComplete={onComplete} />);
    '65432'.split('').forEach((d, i) => fireEvent.change(box(i + 1), { target: { value: d } }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(6), { target: { value: '1' } });
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('counts down 30 s, then shows Resend code, which restarts the countdown', () => {
    const onResend = vi.fn();
    render(<OtpInput id="o" onResend={onResend} />);
    expect(screen.getByText('0:30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('0:20')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(19_000);
    });
    expect(screen.getByText('0:01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    fireEvent.change(box(1), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(values()).toBe('|||||');
    expect(screen.getByText('0:30')).toBeTruthy();
  });

  it('shows no resend line without onResend, and an error tied to the boxes', () => {
    render(<OtpInput id="o" error="Please enter valid otp" />);
    expect(screen.queryByText(/resend/i)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid otp');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
  });

  it('server-renders empty boxes', () => {
    const html = renderToString(<OtpInput id="o" onResend={() => undefined} />);
    expect(html).toContain('aria-label="Digit 6 of 6"');
    expect(html).toContain('0:30');
  });
});
