// What the builder's route files share: where its API lives, body limits, strict schemas of
// ids, stamps and versions, and the publish refusal.
import type { FastifyReply } from 'fastify';
import { MAX_LISTED_PROBLEMS, type PublishProblem } from './checks';

/** Where the admin API lives: what shared/api-client makes of `/admin/website/…`. */
export const API = '/api/io/crm/admin/website';

/** A draft of a 300-section page is about 300 KB; room for big ones, still a limit. */
export const DRAFT_BODY_LIMIT = 2 * 1024 * 1024;
export const SMALL_BODY_LIMIT = 64 * 1024;

export const PUBLISH_REFUSED_MESSAGE = 'Fix these problems before publishing:';

export const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
export const stamp = { type: 'string', minLength: 1, maxLength: 40 } as const;
export const version = { type: 'integer', minimum: 1, maximum: 1_000_000_000 } as const;

export const strictObject = (properties: Record<string, unknown>, required: string[]) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;

/** The publish refusal: every problem, each naming its section and field for the editor. */
export function refusePublish(reply: FastifyReply, problems: PublishProblem[]) {
  const shown = problems.slice(0, MAX_LISTED_PROBLEMS);
  const more = problems.length - shown.length;
  const errors: (PublishProblem | { defaultMessage: string })[] = [...shown];
  if (more > 0) errors.push({ defaultMessage: `…and ${more} more problems.` });
  return reply.status(400).send({ status: 400, msg: PUBLISH_REFUSED_MESSAGE, errors });
}
