// The owner's discount form checked beyond its schema (plain functions): the value's range by
// kind, the dates and their order, a scope with something in it. Answers the row to write or
// each field's problem.
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_FORM_MESSAGES as M,
  DISCOUNT_KINDS,
  DISCOUNT_LIMITS,
  DISCOUNT_SCOPES,
  type DiscountInput,
  type DiscountTerms,
} from '../../shared/discounts';

const int = (minimum: number, maximum = 2_000_000_000) =>
  ({ type: 'integer', minimum, maximum }) as const;
const nullableInt = (minimum: number) =>
  ({ anyOf: [{ type: 'integer', minimum, maximum: 1_000_000_000 }, { type: 'null' }] }) as const;
const date = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** The save body's schema (strict: no coercion, no other fields). */
export const DISCOUNT_INPUT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    code: { anyOf: [{ type: 'string', pattern: DISCOUNT_CODE_PATTERN }, { type: 'null' }] },
    title: { type: 'string', maxLength: DISCOUNT_LIMITS.title },
    kind: { type: 'string', enum: [...DISCOUNT_KINDS] },
    value: int(1, DISCOUNT_LIMITS.fixedMax),
    minSubtotal: int(0),
    startsAt: date,
    endsAt: { anyOf: [date, { type: 'null' }] },
    usageLimit: nullableInt(1),
    perCustomerLimit: nullableInt(1),
    scope: { type: 'string', enum: [...DISCOUNT_SCOPES] },
    scopeIds: {
      type: 'array',
      maxItems: DISCOUNT_LIMITS.scopeIds,
      items: { type: 'string', minLength: 1, maxLength: 64 },
    },
    firstOrderOnly: { type: 'boolean' },
    paused: { type: 'boolean' },
  },
  required: ['kind', 'value'],
  additionalProperties: false,
} as const;

/** A checked discount, every field present, ready for the repo. */
export type CheckedDiscount = DiscountTerms & { id?: string };

/** The form's cross-field rules over a body its schema passed; `nowIso` is the default start. */
export function checkDiscountInput(
  input: DiscountInput,
  nowIso: string,
): { ok: true; discount: CheckedDiscount } | { ok: false; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const code = input.code ? input.code.trim() : null;
  const title = (input.title ?? '').trim() || code || '';
  if (!title) problems.title = M.title;
  if (input.kind === 'percent' && input.value > 100) problems.value = M.value;
  const startsMs = input.startsAt === undefined ? Date.parse(nowIso) : Date.parse(input.startsAt);
  if (Number.isNaN(startsMs)) problems.startsAt = M.startsAt;
  const endsMs = input.endsAt ? Date.parse(input.endsAt) : null;
  if (endsMs !== null && (Number.isNaN(endsMs) || endsMs <= startsMs)) problems.endsAt = M.endsAt;
  const scope = input.scope ?? 'all';
  const scopeIds = [...new Set(input.scopeIds ?? [])];
  if (scope !== 'all' && scopeIds.length === 0) problems.scopeIds = M.scopeIds;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    discount: {
      ...(input.id ? { id: input.id } : {}),
      code,
      title,
      kind: input.kind,
      value: input.value,
      minSubtotal: input.minSubtotal ?? 0,
      startsAt: new Date(startsMs).toISOString(),
      endsAt: endsMs === null ? null : new Date(endsMs).toISOString(),
      usageLimit: input.usageLimit ?? null,
      perCustomerLimit: input.perCustomerLimit ?? null,
      scope,
      scopeIds: scope === 'all' ? [] : scopeIds,
      firstOrderOnly: input.firstOrderOnly ?? false,
      paused: input.paused ?? false,
    },
  };
}
