// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLY_TEXT, DiscountField, DISCOUNT_LABEL_TEXT, REMOVE_TEXT } from './DiscountField';

afterEach(cleanup);

describe('DiscountField', () => {
  it('applies the trimmed code, and shows why the last one did not apply', () => {
    const onApply = vi.fn();
    render(
      <DiscountField
        applied={null}
        error="This code has expired"
        busy={false}
        onApply={onApply}
        onRemove={() => undefined}
      />,
    );
    const input = screen.getByLabelText(DISCOUNT_LABEL_TEXT);
    expect(screen.getByRole('alert').textContent).toBe('This code has expired');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const apply = screen.getByRole('button', { name: APPLY_TEXT }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '  save10 ' } });
    fireEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('save10');
  });

  it('shows the code in use with a way to remove it', () => {
    const onRemove = vi.fn();
    render(
      <DiscountField
        applied="SAVE10"
        error={null}
        busy={false}
        onApply={() => undefined}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByTestId('discount-applied').textContent).toContain('SAVE10 applied');
    fireEvent.click(screen.getByRole('button', { name: REMOVE_TEXT }));
    expect(onRemove).toHaveBeenCalled();
  });
});
