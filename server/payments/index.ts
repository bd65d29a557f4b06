// The public face of server/payments: what other domains may use of it.
export { answer, page, SIGNATURE_MESSAGE } from './answer';
export { codOf, type PaymentSettings, paymentSettingsOf } from './config';
export { HANDOVER_SCRIPT } from './gateway-kit';
export { gatewayRoutes } from './gateway-routes';
export { type Secrets } from './secrets';
export { type PaymentsService } from './service';
export { createPayments } from './setup';
export {
  TEST_GATEWAY_NOTICE,
  TEST_GATEWAY_OFF_MESSAGE,
  TEST_OUTCOME_MESSAGE,
  type TestOutcome,
} from './test-gateway';
export { GatewayError, type GatewayUrls } from './types';
