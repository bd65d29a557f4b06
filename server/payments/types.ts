// What every payment gateway adapter offers the checkout and the verify routes. The adapters
// (server/payments/{test,razorpay,cashfree,phonepe}.ts) know their gateway's protocol; the
// service (server/payments/service.ts) knows our orders. Money is minor units with currency.
import type { PaymentMode } from '../../shared/orders';

export type GatewayId = PaymentMode;

/** The keys of each gateway a workspace may set (secrets are stored sealed, never sent back). */
export type GatewayKeys = {
  RAZORPAY?: { keyId: string; keySecret: string; webhookSecret?: string };
  CASHFREE?: { clientId: string; clientSecret: string };
  PHONEPE?: { merchantId: string; saltKey: string; saltIndex: string };
};

/** Where each live gateway's API is; tests point these at local servers speaking the protocol. */
export type GatewayUrls = {
  razorpay: string;
  cashfree: string;
  phonepe: string;
};

export const LIVE_GATEWAY_URLS: GatewayUrls = {
  razorpay: 'https://api.razorpay.com',
  cashfree: 'https://api.cashfree.com',
  phonepe: 'https://api.phonepe.com/apis/hermes',
};

/** What checkout hands a gateway when it creates the payment for an order. */
export type CreatePaymentInput = {
  orderId: string;
  /** Our reference, unique: the gateway's receipt / merchant order / merchant transaction id. */
  transactionId: string;
  amount: number;
  currency: string;
  customer: { id: string; name: string; email: string; phone: string };
  /** Absolute origin of the workspace (http://shop.localhost:3000), for return and callback URLs. */
  origin: string;
};

export type CreatedPayment = {
  /** The gateway's id of this payment attempt (Razorpay order_…, Cashfree order_id, PhonePe merchantTransactionId). */
  gatewayOrderId: string;
  /** Where the customer's browser goes to pay. */
  redirectUrl: string;
  /** Fields a client-side checkout needs (Razorpay key id and order id, Cashfree session id). */
  clientFields?: Record<string, string | number>;
};

/** What a gateway says about a payment, after its signature or status rule was checked. */
export type GatewayReport =
  | {
      outcome: 'paid';
      gatewayOrderId: string;
      gatewayPaymentId: string;
      /** As the gateway reports them; the service compares them with the stored order. */
      amount: number;
      currency: string;
    }
  | { outcome: 'failed'; gatewayOrderId: string; reason: string }
  | { outcome: 'pending'; gatewayOrderId: string };

export type RefundInput = {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amount: number;
  currency: string;
  /** Our idempotency reference for the refund. */
  refundReference: string;
};

export interface GatewayAdapter {
  readonly id: GatewayId;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** An HTTP call to a gateway failed or answered something we cannot read. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
