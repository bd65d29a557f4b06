// PhonePe's routes: the status route its pay page sends the browser back to (we ask PhonePe), and
// its signed server-to-server callback.
import type { FastifyInstance } from 'fastify';
import { type GatewayKit } from './gateway-kit';
import {
  anyQuery,
  GATEWAY_MESSAGES,
  idParams,
  PHONEPE_CALLBACK_PATH,
  PHONEPE_STATUS_PATH,
  phonePeCallbackBody,
  phonePeCallbackHeaders,
} from './gateway-schemas';
import {
  createPhonePeClient,
  decodePhonePeResponse,
  phonePeReport,
  verifyPhonePeCallback,
} from './phonepe';

export function phonePeRoutes(app: FastifyInstance, kit: GatewayKit): void {
  const { refuse } = kit;

  app.get(
    `${PHONEPE_STATUS_PATH}/:id`,
    { schema: { params: idParams, querystring: anyQuery } },
    kit.guarded(async (req, reply) => {
      const found = await kit.returned(req, reply, 'PHONEPE');
      if (!found) return reply;
      const { ws, keys, id: merchantTransactionId } = found;
      const client = createPhonePeClient({ ...kit.clientOptions('phonepe'), ...keys });
      const report = phonePeReport(
        await client.status(merchantTransactionId),
        keys.merchantId,
        merchantTransactionId,
      );
      if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      return kit.settle(req, reply, ws, 'PHONEPE', report);
    }),
  );

  app.post(
    PHONEPE_CALLBACK_PATH,
    {
      // Signed by PhonePe, sent by its servers: no session rides on it.
      config: { selfProving: true },
      schema: { headers: phonePeCallbackHeaders, body: phonePeCallbackBody },
    },
    async (req, reply) => {
      const found = await kit.setUp(req, reply, 'PHONEPE');
      if (!found) return reply;
      const { ws, keys } = found;
      const { response } = req.body as { response: string };
      const xVerify = req.headers['x-verify'] as string;
      if (!verifyPhonePeCallback(response, xVerify, keys.saltKey, keys.saltIndex))
        return refuse(req, reply, 400, kit.signatureMessage);
      const decoded = decodePhonePeResponse(response);
      const merchantTransactionId = decoded?.data?.merchantTransactionId;
      if (!decoded || typeof merchantTransactionId !== 'string')
        return refuse(req, reply, 400, GATEWAY_MESSAGES.callbackShape);
      const stored = await kit.stored(req, reply, ws, 'PHONEPE', merchantTransactionId);
      if (!stored) return reply;
      const report = phonePeReport(decoded, keys.merchantId, merchantTransactionId);
      if (!report) return refuse(req, reply, 400, GATEWAY_MESSAGES.otherOrder);
      return kit.notified(req, reply, ws, 'PHONEPE', report);
    },
  );
}
