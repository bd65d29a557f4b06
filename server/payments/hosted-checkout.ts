// What the Razorpay and Cashfree adapters share: both take the customer to the gateway's hosted
// checkout through a page of ours (/pay/{gateway}/{transactionId}, gateway-kit's handOver) that
// posts a form to it. So creating a payment is creating the gateway's order and sending the
// browser to that page, and a refund is one call answering the gateway's refund id; each
// gateway's file (razorpay.ts, cashfree.ts) says only how its API is asked.
import type { GatewayClientOptions } from './http';
import type { CreatedPayment, CreatePaymentInput, GatewayAdapter, RefundInput } from './types';

/** A gateway whose customers pay on its hosted checkout, handed over from our pay page. */
export type HostedCheckoutGateway<Keys, Client> = {
  id: 'RAZORPAY' | 'CASHFREE';
  /** The gateway's API client with a workspace's keys. */
  client(opts: GatewayClientOptions & Keys): Client;
  /** Creates the gateway's order for our payment: its id and what a client-side checkout needs. */
  createOrder(
    client: Client,
    input: CreatePaymentInput,
    keys: Keys,
  ): Promise<Omit<CreatedPayment, 'redirectUrl'>>;
  /** Refunds part or all of a payment; answers the gateway's id of the refund. */
  refund(client: Client, input: RefundInput): Promise<string>;
};

/** Our page that hands the customer over to a gateway's hosted checkout. */
export function payPagePath(gateway: 'razorpay' | 'cashfree', transactionId: string): string {
  return `/pay/${gateway}/${encodeURIComponent(transactionId)}`;
}

/**
 * The adapter factory of a hosted-checkout gateway: a workspace's keys, where the gateway's API
 * is (a local server in tests) and the fetch to reach it, to a GatewayAdapter.
 */
export function hostedCheckoutAdapter<Keys, Client>(
  gateway: HostedCheckoutGateway<Keys, Client>,
): (keys: Keys, baseUrl: string, fetchFn?: typeof fetch) => GatewayAdapter {
  const page = gateway.id === 'RAZORPAY' ? 'razorpay' : 'cashfree';
  return (keys, baseUrl, fetchFn = fetch) => {
    const client = gateway.client({ baseUrl, ...keys, fetch: fetchFn });
    return {
      id: gateway.id,
      async createPayment(input) {
        const created = await gateway.createOrder(client, input, keys);
        return {
          ...created,
          redirectUrl: `${input.origin}${payPagePath(page, input.transactionId)}`,
        };
      },
      async refund(input) {
        return { refundId: await gateway.refund(client, input) };
      },
    };
  };
}
