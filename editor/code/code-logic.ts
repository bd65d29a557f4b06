import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../schemas/types';
import { createAjv, formatSchemaErrors } from '../../shared/validate';

/** Checks a value; null when it is valid, else one readable line per problem. */
export type JsonValidate = (value: unknown) => string[] | null;

/** What the code view checks against: a schema, or a validate function for composite values. */
export type CodeSchema = JsonSchema | JsonValidate;

export type ApplyCheck = { ok: true; value: unknown } | { ok: false; reasons: string[] };

let ajv: ReturnType<typeof createAjv> | null = null;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** A validate function for a schema (Ajv, compiled once per schema object) or the function given. */
export function toValidate(schema: CodeSchema): JsonValidate {
  if (typeof schema === 'function') return schema;
  return (value) => {
    let validate = compiled.get(schema);
    if (!validate) {
      ajv ??= createAjv();
      validate = ajv.compile(schema as object);
      compiled.set(schema, validate);
    }
    return validate(value) ? null : formatSchemaErrors(validate.errors);
  };
}

/** The text the code view opens with: the value as indented JSON. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

/** Line and column (1-based) of a character offset in a text. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** Turns JSON.parse's message into one that says where, in lines and columns. */
function parseProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const where = at?.[1] ? ` (${lineAndColumn(text, Number(at[1]))})` : '';
  const what = message
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+/, '');
  return `Not valid JSON${where}: ${what}`;
}

/**
 * What 'Apply' does before anything changes: the text must be JSON and the value must pass the
 * schema. Answers the parsed value, or every reason it was refused.
 */
export function checkCode(text: string, validate: JsonValidate): ApplyCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, reasons: [parseProblem(text, e)] };
  }
  const problems = validate(value);
  return problems && problems.length > 0 ? { ok: false, reasons: problems } : { ok: true, value };
}
