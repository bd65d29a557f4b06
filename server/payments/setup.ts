// The payments domain's wiring, as app.ts calls it: the sealed store of the workspaces' gateway
// keys (sealed under a key derived from the server secret) and the payments service over the
// orders repo, built once: checkout, the owner's refunds, settings and the gateways' routes share
// them.
import { createSecrets, secretsKey } from './secrets';
import { createPaymentsService } from './service';

export function createPayments(
  opts: Omit<Parameters<typeof createPaymentsService>[0], 'secrets'> & {
    serverSecret: Buffer | string;
  },
) {
  const { serverSecret, ...service } = opts;
  const secrets = createSecrets(opts.ctx.db, secretsKey(serverSecret));
  return { secrets, payments: createPaymentsService({ ...service, secrets }) };
}
