// PhonePe Payment Gateway, standard checkout (PG v1, https://developer.phonepe.com/v1): a JSON
// payload sent base64-encoded as { request }, authenticated by
// X-VERIFY = sha256hex(base64Payload + apiPath + saltKey) + '###' + saltIndex (the status check
// signs `/pg/v1/status/{merchantId}/{merchantTransactionId}` alone). Amounts in paise, INR only.
// The server-to-server callback is { response: base64 } with
// X-VERIFY = sha256hex(response + saltKey) + '###' + saltIndex.
import { safeEqual } from '../accounts';
import { createGatewayHttp, type GatewayClientOptions, hasFields, readAnswer } from './http';
import { gatewaySafeId, paidReport, sha256Hex } from './protocol';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type GatewayAdapter,
  GatewayError,
  type GatewayKeys,
  type GatewayReport,
  type RefundInput,
} from './types';

export type PhonePeKeys = NonNullable<GatewayKeys['PHONEPE']>;

export const PHONEPE_PAY_PATH = '/pg/v1/pay';
export const PHONEPE_REFUND_PATH = '/pg/v1/refund';

/** sha256hex(input + saltKey) + '###' + saltIndex: every X-VERIFY is this of some input. */
export function phonePeXVerify(input: string, saltKey: string, saltIndex: string): string {
  return `${sha256Hex(input + saltKey)}###${saltIndex}`;
}

/** X-VERIFY of a POST: the base64 payload followed by the API path (`/pg/v1/pay`). */
export function phonePeRequestChecksum(
  base64Payload: string,
  apiPath: string,
  saltKey: string,
  saltIndex: string,
): string {
  return phonePeXVerify(base64Payload + apiPath, saltKey, saltIndex);
}

export function phonePeStatusPath(merchantId: string, merchantTransactionId: string): string {
  return `/pg/v1/status/${encodeURIComponent(merchantId)}/${encodeURIComponent(merchantTransactionId)}`;
}

/** Whether a callback's X-VERIFY is PhonePe's for this response (constant time). */
export function verifyPhonePeCallback(
  response: string,
  xVerify: string,
  saltKey: string,
  saltIndex: string,
): boolean {
  return safeEqual(phonePeXVerify(response, saltKey, saltIndex), xVerify);
}

/** A status answer, or the decoded S2S callback (the same shape). */
export type PhonePeStatus = {
  success: boolean;
  code: string;
  message?: string;
  data?: {
    merchantId?: string;
    merchantTransactionId?: string;
    transactionId?: string | null;
    amount?: number;
    state?: 'COMPLETED' | 'FAILED' | 'PENDING' | string;
    responseCode?: string | null;
  } | null;
};

export type PhonePePayPayload = {
  merchantId: string;
  merchantTransactionId: string;
  merchantUserId: string;
  amount: number;
  redirectUrl: string;
  redirectMode: 'REDIRECT' | 'POST';
  callbackUrl: string;
  mobileNumber?: string;
  paymentInstrument: { type: 'PAY_PAGE' };
};

export type PhonePeRefundPayload = {
  merchantId: string;
  merchantUserId?: string;
  originalTransactionId: string;
  merchantTransactionId: string;
  amount: number;
  callbackUrl?: string;
};

/** A refund, with what PhonePe's refund call also wants when the caller knows it. */
export type PhonePeRefundInput = RefundInput & { origin?: string; customerId?: string };

export type PhonePeClient = {
  /** Starts a payment; answers the pay page's URL. */
  pay(payload: Omit<PhonePePayPayload, 'merchantId'>): Promise<{ redirectUrl: string }>;
  status(merchantTransactionId: string): Promise<PhonePeStatus>;
  refund(payload: Omit<PhonePeRefundPayload, 'merchantId'>): Promise<PhonePeStatus>;
};

/** baseUrl: https://api.phonepe.com/apis/hermes (or the UAT host), or a local server. */
export type PhonePeClientOptions = GatewayClientOptions & {
  merchantId: string;
  saltKey: string;
  saltIndex: string;
};

const NAME = 'PhonePe';

/** A small client of PhonePe's PG v1 API (pay, status, refund). */
export function createPhonePeClient(opts: PhonePeClientOptions): PhonePeClient {
  const http = createGatewayHttp({
    ...opts,
    name: NAME,
    refusal: (data) => (data as { message?: unknown } | null)?.message,
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    xVerify: string,
    body?: unknown,
  ): Promise<unknown> {
    const data = await http(method, path, {
      body,
      headers: {
        'x-verify': xVerify,
        ...(method === 'GET' ? { 'x-merchant-id': opts.merchantId } : {}),
      },
    });
    return readAnswer<PhonePeStatus>(NAME, data, PHONEPE_ANSWER);
  }

  async function post(path: string, payload: object): Promise<PhonePeStatus> {
    const request = Buffer.from(JSON.stringify(payload)).toString('base64');
    const xVerify = phonePeRequestChecksum(request, path, opts.saltKey, opts.saltIndex);
    return (await call('POST', path, xVerify, { request })) as PhonePeStatus;
  }

  return {
    async pay(payload) {
      const answer = (await post(PHONEPE_PAY_PATH, {
        merchantId: opts.merchantId,
        ...payload,
      })) as PhonePeStatus & {
        data?: { instrumentResponse?: { redirectInfo?: { url?: unknown } } };
      };
      const url = answer.data?.instrumentResponse?.redirectInfo?.url;
      if (!answer.success || typeof url !== 'string')
        throw new GatewayError(
          `${NAME} did not start the payment: ${answer.message ?? answer.code}`,
        );
      return { redirectUrl: url };
    },
    async status(merchantTransactionId) {
      const path = phonePeStatusPath(opts.merchantId, merchantTransactionId);
      return (await call(
        'GET',
        path,
        phonePeXVerify(path, opts.saltKey, opts.saltIndex),
      )) as PhonePeStatus;
    },
    async refund(payload) {
      const answer = await post(PHONEPE_REFUND_PATH, { merchantId: opts.merchantId, ...payload });
      if (!answer.success)
        throw new GatewayError(`${NAME} refused the refund: ${answer.message ?? answer.code}`);
      return answer;
    },
  };
}

// Every PhonePe answer (and callback) says whether it succeeded and why.
const PHONEPE_ANSWER = { success: 'boolean', code: 'string' } as const;

/** The callback's base64 response decoded, or null when it is not a PhonePe answer. */
export function decodePhonePeResponse(response: string): PhonePeStatus | null {
  try {
    const data = JSON.parse(Buffer.from(response, 'base64').toString('utf8')) as unknown;
    return hasFields(data, PHONEPE_ANSWER) ? (data as PhonePeStatus) : null;
  } catch {
    return null;
  }
}

// PhonePe asks merchants to check again later on these, not to give up on the payment.
const STILL_PENDING = new Set(['PAYMENT_PENDING', 'INTERNAL_SERVER_ERROR']);

/**
 * What a status answer (or callback) says about our merchant transaction: PAYMENT_SUCCESS with
 * state COMPLETED is paid (PhonePe's transactionId, its amount in paise, INR); PAYMENT_PENDING
 * (and INTERNAL_SERVER_ERROR, which PhonePe says to check again) is pending; anything else is
 * failed. Null when the answer is about another merchant or transaction.
 */
export function phonePeReport(
  status: PhonePeStatus,
  merchantId: string,
  merchantTransactionId: string,
): GatewayReport | null {
  const data = status.data ?? null;
  if (data?.merchantId !== undefined && data.merchantId !== merchantId) return null;
  if (
    data?.merchantTransactionId !== undefined &&
    data.merchantTransactionId !== merchantTransactionId
  )
    return null;
  const gatewayOrderId = merchantTransactionId;
  if (status.code === 'PAYMENT_SUCCESS' && data?.state === 'COMPLETED') {
    if (typeof data.transactionId !== 'string' || !Number.isSafeInteger(data.amount)) return null;
    return paidReport({
      gatewayOrderId,
      gatewayPaymentId: data.transactionId,
      amount: data.amount as number,
      currency: 'INR',
    });
  }
  if (
    STILL_PENDING.has(status.code) ||
    (status.code === 'PAYMENT_SUCCESS' && data?.state === 'PENDING')
  )
    return { outcome: 'pending', gatewayOrderId };
  return {
    outcome: 'failed',
    gatewayOrderId,
    reason: status.message || `PhonePe: ${status.code}`,
  };
}

/** PhonePe ids allow letters, digits, '_' and '-' (merchantUserId under 36 characters). */
const userId = (id: string) => gatewaySafeId(id, 35);

/** The PhonePe adapter of a workspace's keys. */
export function createPhonePeAdapter(
  keys: PhonePeKeys,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): GatewayAdapter {
  const client = createPhonePeClient({ baseUrl, ...keys, fetch: fetchFn });
  return {
    id: 'PHONEPE',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.currency !== 'INR')
        throw new GatewayError('PhonePe takes payments in Indian rupees (INR) only.', 400);
      const mobile = /^[5-9]\d{9}$/.test(input.customer.phone) ? input.customer.phone : undefined;
      const { redirectUrl } = await client.pay({
        merchantTransactionId: input.transactionId,
        merchantUserId: userId(input.customer.id),
        amount: input.amount,
        redirectUrl: `${input.origin}/api/phonepe/status/${encodeURIComponent(input.transactionId)}`,
        // REDIRECT: PhonePe sends the browser back with a plain GET to redirectUrl.
        redirectMode: 'REDIRECT',
        callbackUrl: `${input.origin}/api/phonepe/callback`,
        ...(mobile ? { mobileNumber: mobile } : {}),
        paymentInstrument: { type: 'PAY_PAGE' },
      });
      return { gatewayOrderId: input.transactionId, redirectUrl };
    },
    async refund(input: PhonePeRefundInput) {
      // RefundInput carries neither the shop's origin nor the customer; PhonePe's optional
      // callbackUrl and merchantUserId are sent when the caller passes them.
      const answer = await client.refund({
        ...(input.customerId ? { merchantUserId: userId(input.customerId) } : {}),
        originalTransactionId: input.gatewayOrderId,
        merchantTransactionId: input.refundReference,
        amount: input.amount,
        ...(input.origin ? { callbackUrl: `${input.origin}/api/phonepe/callback` } : {}),
      });
      return { refundId: answer.data?.transactionId ?? input.refundReference };
    },
  };
}
