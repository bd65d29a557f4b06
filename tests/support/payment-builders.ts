// Typed builders for what checkout hands a payment gateway's adapter (server/payments tests).
import type { CreatePaymentInput } from '../../server/payments/types';

/** A payment of order o1 in rupees, from shop.localhost:3000, by Asha Rao; `overrides` win. */
export function makePaymentInput(
  overrides: Pick<CreatePaymentInput, 'transactionId' | 'amount'> & Partial<CreatePaymentInput>,
): CreatePaymentInput {
  return {
    orderId: 'o1',
    currency: 'INR',
    customer: { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    origin: 'http://shop.localhost:3000',
    ...overrides,
  };
}
