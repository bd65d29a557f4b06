import { describe, expect, it } from 'vitest';
import { formProblems, PAYMENT_SETTINGS_SCHEMA } from '../../../shared/admin-api';
import { paymentsBody } from './PaymentsForm';

const publics = {
  RAZORPAY: { keyId: ' rzp_test_1 ' },
  CASHFREE: { clientId: '' },
  PHONEPE: { merchantId: 'M1', saltIndex: '2' },
  testMode: true,
};

describe('paymentsBody', () => {
  it('sends typed secrets, leaves kept ones out and lists removals', () => {
    const body = paymentsBody(publics, {
      'RAZORPAY.keySecret': { mode: 'replace', value: 'sk_new' },
      'RAZORPAY.webhookSecret': { mode: 'keep' },
      'CASHFREE.clientSecret': { mode: 'remove' },
      // Replace pressed but nothing typed: the stored secret stays.
      'PHONEPE.saltKey': { mode: 'replace', value: '' },
    });
    expect(body).toEqual({
      RAZORPAY: { keyId: 'rzp_test_1', keySecret: 'sk_new' },
      CASHFREE: { clientId: '' },
      PHONEPE: { merchantId: 'M1', saltIndex: '2' },
      testMode: true,
      remove: ['CASHFREE.clientSecret'],
    });
    expect(formProblems(PAYMENT_SETTINGS_SCHEMA, body)).toEqual({});
  });
});
