// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  shopPaymentFailureConfig,
  shopPaymentSuccessConfig,
} from '../../../fixtures/sections/site-builder';
import { paymentStatusSchema } from '../../../schemas/sections/payment-status';
import { validateAgainst } from '../../../shared/validate';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { paymentStatus } from './index';
import { PaymentStatus } from './PaymentStatus';

afterEach(cleanup);

describe('payment-status', () => {
  it('has defaults and fixtures that validate against the schema', () => {
    expect(validateAgainst(paymentStatusSchema, paymentStatus.defaults)).toBeNull();
    expect(validateAgainst(paymentStatusSchema, shopPaymentSuccessConfig)).toBeNull();
    expect(validateAgainst(paymentStatusSchema, shopPaymentFailureConfig)).toBeNull();
    expect(
      validateAgainst(paymentStatusSchema, { ...paymentStatus.defaults, amount: -1 }),
    ).not.toBeNull();
  });

  it('shows the success screen with amount, transaction id and link button', () => {
    const { container } = render(<PaymentStatus id="ps" config={shopPaymentSuccessConfig} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful');
    expect(screen.getByText('Thank you for shopping with Northwind Goods.')).toBeTruthy();
    expect(screen.getByTestId('ps-amount').textContent).toBe('₹3,497');
    expect(screen.getByTestId('ps-transaction-id').textContent).toBe('pay_NWG8x4K2QfT9Lm');
    expect(screen.getByText('Transaction ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(
      container.querySelector('.sw-payment-status--success .sw-payment-status__icon'),
    ).not.toBeNull();
  });

  it('never shows the transaction id on the failure screen', () => {
    const { container } = render(<PaymentStatus id="ps" config={shopPaymentFailureConfig} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment failed');
    expect(screen.getByTestId('ps-amount').textContent).toBe('₹3,497');
    expect(screen.queryByTestId('ps-transaction-id')).toBeNull();
    expect(screen.queryByText('Transaction ID')).toBeNull();
    expect(container.textContent).not.toContain(shopPaymentFailureConfig.transactionId);
    expect(container.querySelector('.sw-payment-status--failure')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/setting/overview',
    );
  });

  it('uses the site currency when the config has none', () => {
    render(
      <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, currencySymbol: '$' }}>
        <PaymentStatus
          id="ps"
          config={{ ...shopPaymentSuccessConfig, currencySymbol: undefined, amount: 1250.5 }}
        />
      </RuntimeProvider>,
    );
    expect(screen.getByTestId('ps-amount').textContent).toBe('$1,250.50');
  });

  it('server-renders', () => {
    const html = renderToString(<PaymentStatus id="s" config={shopPaymentSuccessConfig} />);
    expect(html).toContain('Payment successful');
    expect(html).toContain('pay_NWG8x4K2QfT9Lm');
  });
});
