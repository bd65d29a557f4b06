// The built-in test gateway: a payment page on our own server (GET /pay/test/{transactionId})
// that lets a customer pay or fail, so the whole checkout runs locally, in tests and in the demo.
// It behaves like a live gateway: it has its own order ids, payment ids and refund ids, and hands
// the browser back to our verify route with an HMAC-SHA256 signature of `order|payment` (or
// `order|error`) under a key only the server holds, which the verify route checks in constant
// time exactly as Razorpay's is checked. No money moves.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../accounts';
import type { CreatedPayment, GatewayAdapter } from './types';

export const TEST_GATEWAY_NOTICE =
  'This is a test payment: no real money moves. Choose whether the payment succeeds or fails.';

export type TestGateway = {
  adapter(workspaceId: string): GatewayAdapter;
  /** The signature the gateway attaches to its answer about `gatewayOrderId`. */
  sign(workspaceId: string, gatewayOrderId: string, outcome: string): string;
  /** Whether `signature` is the gateway's own for this order and outcome (constant time). */
  verify(workspaceId: string, gatewayOrderId: string, outcome: string, signature: string): boolean;
  /** A new payment id, as a gateway makes one when a payment succeeds. */
  newPaymentId(): string;
};

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createTestGateway(key: Buffer): TestGateway {
  const sign = (workspaceId: string, gatewayOrderId: string, outcome: string) =>
    createHmac('sha256', key).update(`${workspaceId}|${gatewayOrderId}|${outcome}`).digest('hex');
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
