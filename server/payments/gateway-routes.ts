// The live gateways' routes (SPEC §7 /api/razorpay/checkout/verify,
// /api/cashfree/checkout/verify/{id}, /api/phonepe/status/{id}, and the gateways' server-to-server
// notifications), and the pages that hand a customer over to Razorpay's and Cashfree's hosted
// checkouts. Each route checks the gateway's signature or asks the gateway itself, then hands a
// report to the payments service, which compares it with the stored payment and changes the
// order at most once. See docs/api.md, "Payment gateways".
import Ajv from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_MESSAGES } from '../../shared/orders';
import { answer, SIGNATURE_MESSAGE } from './answer';
import type { AccountContext } from '../accounts';
import { cashfreeRoutes } from './cashfree-routes';
import { createGatewayKit } from './gateway-kit';
import { GATEWAY_MESSAGES } from './gateway-schemas';
import { phonePeRoutes } from './phonepe-routes';
import { razorpayRoutes } from './razorpay-routes';
import type { PaymentsService } from './service';
import { schemaErrorFormatter } from '../http';

// The refusals' words, for the tests that check them.
export { GATEWAY_MESSAGES } from './gateway-schemas';

export type GatewayRoutesOptions = { ctx: AccountContext; payments: PaymentsService };

const fieldMessages: Record<string, string> = {
  razorpay_order_id: GATEWAY_MESSAGES.razorpayFields,
  razorpay_payment_id: GATEWAY_MESSAGES.razorpayFields,
  razorpay_signature: SIGNATURE_MESSAGE,
  id: GATEWAY_MESSAGES.paymentId,
  transactionId: CHECKOUT_MESSAGES.transaction,
  'x-webhook-signature': GATEWAY_MESSAGES.webhookHeaders,
  'x-webhook-timestamp': GATEWAY_MESSAGES.webhookHeaders,
  'x-verify': GATEWAY_MESSAGES.xVerify,
  response: GATEWAY_MESSAGES.callbackShape,
  type: GATEWAY_MESSAGES.webhookShape,
  data: GATEWAY_MESSAGES.webhookShape,
};

const rawBodies = new WeakMap<FastifyRequest, string>();

function badRequest(message: string) {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** Registers the live gateways' routes; encapsulated (parsers and strict validation inside). */
export async function gatewayRoutes(app: FastifyInstance, opts: GatewayRoutesOptions) {
  // No type coercion, readable messages (as the bag's routes).
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: false,
    strict: true,
    allowMatchingProperties: true,
  });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter(schemaErrorFormatter(fieldMessages));
  app.removeContentTypeParser('text/plain');
  // Signatures are over the exact bytes received: keep the raw text beside the parsed body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (req, body, done) => {
      rawBodies.set(req, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The body is not valid JSON.'), undefined);
      }
    },
  );
  // Razorpay's checkout posts its callback as a plain form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // The gateways' routes get `answer` and the signature message through the kit, so this file is
  // the only one of them that imports the checkout's routes.
  const kit = createGatewayKit({
    ...opts,
    answer,
    signatureMessage: SIGNATURE_MESSAGE,
    rawBody: (req) => rawBodies.get(req) ?? '',
  });
  razorpayRoutes(app, kit);
  cashfreeRoutes(app, kit);
  phonePeRoutes(app, kit);
}
