import type { ErrorObject } from 'ajv';

/** One readable line per schema error: "/slides/0/heading must NOT have fewer than 1 characters". */
export function formatSchemaErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) =>
    `${e.instancePath || '(config)'} ${e.message ?? 'is invalid'}`.trim(),
  );
}
