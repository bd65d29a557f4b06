// The built-in test gateway: a payment page on our own server (GET /pay/test/{transactionId})
// that lets a customer pay or fail, so the whole checkout runs locally, in tests and in the demo.
// It behaves like a live gateway: it has its own order ids, payment ids and refund ids, and hands
// the browser back to our verify route with an HMAC-SHA256 signature under a key only the server
// holds, which the verify route checks in constant time exactly as Razorpay's is checked. The
// signature covers the workspace, the order, the outcome and the payment id (or error) as
// separate fields, so a decline's signature can never pass for a payment. No money moves.
// In production it is off unless the owner turns it on (settings.payments.testMode).
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../accounts';
import type { CreatedPayment, GatewayAdapter } from './types';

/** Refused: the test gateway in production without the owner's say-so. */
export const TEST_GATEWAY_OFF_MESSAGE = 'The test gateway is off in this shop.';
/** Refused: a test gateway answer that says it was paid and declined at once (or neither). */
export const TEST_OUTCOME_MESSAGE =
  'A test payment answer carries either test_payment_id or test_error, not both.';

export const TEST_GATEWAY_NOTICE =
  'This is a test payment: no real money moves. Choose whether the payment succeeds or fails.';

/** What the test gateway says became of a payment: paid (with its id) or failed (with why). */
export type TestOutcome =
  { outcome: 'paid'; paymentId: string } | { outcome: 'failed'; error: string };

export type TestGateway = {
  adapter(workspaceId: string): GatewayAdapter;
  /** The signature the gateway attaches to its answer about `gatewayOrderId`. */
  sign(workspaceId: string, gatewayOrderId: string, outcome: TestOutcome): string;
  /** Whether `signature` is the gateway's own for this order and outcome (constant time). */
  verify(
    workspaceId: string,
    gatewayOrderId: string,
    outcome: TestOutcome,
    signature: string,
  ): boolean;
  /** A new payment id, as a gateway makes one when a payment succeeds. */
  newPaymentId(): string;
};

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createTestGateway(key: Buffer): TestGateway {
  // A JSON array keeps the fields apart: no value can run into the next one.
  const sign = (workspaceId: string, gatewayOrderId: string, o: TestOutcome) =>
    createHmac('sha256', key)
      .update(
        JSON.stringify([
          workspaceId,
          gatewayOrderId,
          o.outcome,
          o.outcome === 'paid' ? o.paymentId : o.error,
        ]),
      )
      .digest('hex');
  return {
    adapter(workspaceId) {
      return {
        id: 'TEST',
        async createPayment(input): Promise<CreatedPayment> {
          void workspaceId;
          return {
            gatewayOrderId: id('test_order'),
            redirectUrl: `/pay/test/${encodeURIComponent(input.transactionId)}`,
          };
        },
        async refund() {
          return { refundId: id('test_rfnd') };
        },
      };
    },
    sign,
    verify(workspaceId, gatewayOrderId, outcome, signature) {
      return safeEqual(sign(workspaceId, gatewayOrderId, outcome), signature);
    },
    newPaymentId: () => id('test_pay'),
  };
}
