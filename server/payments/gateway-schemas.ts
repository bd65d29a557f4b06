// The live gateways' routes' paths, messages and request schemas (gateway-routes.ts registers
// the routes; razorpay-routes.ts, cashfree-routes.ts and phonepe-routes.ts answer them).
export const CASHFREE_VERIFY_PATH = '/api/cashfree/checkout/verify';
export const CASHFREE_WEBHOOK_PATH = '/api/cashfree/webhook';
export const PHONEPE_STATUS_PATH = '/api/phonepe/status';
export const PHONEPE_CALLBACK_PATH = '/api/phonepe/callback';

export const GATEWAY_MESSAGES = {
  notSetUp: (name: string) => `This shop does not take payments by ${name}.`,
  razorpayFields:
    'Please send razorpay_order_id, razorpay_payment_id and razorpay_signature as Razorpay gave them.',
  razorpayErrorOrder: 'Razorpay’s error report does not say which order it is about.',
  otherOrder: 'This payment belongs to another order: nothing was changed.',
  webhookSignature: 'The notification signature does not match: nothing was changed.',
  webhookStale:
    'This notification is more than 5 minutes old (or from the future): it was refused as a possible replay.',
  webhookShape: 'This notification does not say which order and payment it is about.',
  callbackShape: 'This callback is not a PhonePe payment answer.',
  unreadableAmount: 'The gateway reported an amount we could not read: nothing was changed.',
  paymentId: 'Please say which payment (the id the gateway has for it).',
  webhookHeaders: 'The notification must carry x-webhook-signature and x-webhook-timestamp.',
  xVerify: 'The callback must carry PhonePe’s X-VERIFY header.',
  nothingToPay: 'There is nothing to pay on this order now.',
  notificationQueued: 'Notification received: it will be applied to the order shortly.',
} as const;

const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

// Razorpay's callback: the three signed fields on success, error[...] fields on failure. Other
// fields of those two families are let through (Razorpay adds some, e.g. error[field]) but
// nothing else is.
export const razorpayFields = {
  type: 'object',
  properties: {
    razorpay_order_id: id,
    razorpay_payment_id: id,
    razorpay_signature: { type: 'string', pattern: '^[0-9a-fA-F]{1,128}$' },
    'error[metadata]': text(2000),
  },
  patternProperties: { '^(razorpay_[a-z_]+|error\\[[a-z_]+\\])$': text(2000) },
  additionalProperties: false,
} as const;

// What a gateway appends to our return URL is ignored, but must look like a query string value.
export const anyQuery = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 500 },
} as const;
export const idParams = {
  type: 'object',
  properties: { id },
  required: ['id'],
  additionalProperties: false,
} as const;
export const txnParams = {
  type: 'object',
  properties: { transactionId: id },
  required: ['transactionId'],
  additionalProperties: false,
} as const;

export const cashfreeWebhookHeaders = {
  type: 'object',
  properties: {
    'x-webhook-signature': { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,200}$' },
    'x-webhook-timestamp': { type: 'string', pattern: '^\\d{1,16}$' },
  },
  required: ['x-webhook-signature', 'x-webhook-timestamp'],
} as const;
// Cashfree's payload grows with its versions and is signed: its top level is checked here, the
// parts we use in the handler, after the signature.
export const cashfreeWebhookBody = {
  type: 'object',
  properties: { type: text(100), data: { type: 'object' }, event_time: { type: 'string' } },
  required: ['type', 'data'],
} as const;

export const phonePeCallbackHeaders = {
  type: 'object',
  properties: { 'x-verify': { type: 'string', pattern: '^[0-9a-fA-F]{64}###\\d{1,4}$' } },
  required: ['x-verify'],
} as const;
export const phonePeCallbackBody = {
  type: 'object',
  properties: { response: { type: 'string', pattern: '^[A-Za-z0-9+/=]{1,20000}$' } },
  required: ['response'],
  additionalProperties: false,
} as const;
