// Strict body validation with readable messages: no type coercion, no extra fields, JSON only.
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifyInstance } from 'fastify';

/** The JSON Schema of an object with these properties and no others. */
export const strictObject = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required, additionalProperties: false }) as const;

/** Refused: a body that is not a JSON object. */
export const JSON_OBJECT_MESSAGE = 'Please send the fields as a JSON object.';

/**
 * Validation without the app's type coercion: `true`, `"3"` or `[3]` is not a quantity, and a
 * price or any other extra field is refused rather than ignored. Registered inside the bag's and
 * the wishlist's plugins only. Query strings are strings already and need no coercion. Bodies
 * must be JSON (anything else: 415).
 */
export function applyStrictValidation(app: FastifyInstance, fieldMessages: Record<string, string>) {
  // JSON only: text/plain is the one body type another site's form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: true });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  app.setSchemaErrorFormatter(schemaErrorFormatter(fieldMessages));
}

/** A schema error formatter (plugin-wide, or one route's) with these fields' messages. */
export function schemaErrorFormatter(fieldMessages: Record<string, string>) {
  return (errors: readonly Partial<ErrorObject>[], dataVar: string) =>
    new Error(readableErrors(errors, dataVar, fieldMessages));
}

/** One line per problem, the field's own message where there is one. */
export function readableErrors(
  errors: readonly Partial<ErrorObject>[],
  dataVar: string,
  fieldMessages: Record<string, string>,
): string {
  const lines = new Set<string>();
  for (const e of errors) {
    const params = (e.params ?? {}) as Record<string, unknown>;
    if (e.keyword === 'additionalProperty' || e.keyword === 'additionalProperties') {
      lines.add(`"${String(params.additionalProperty)}" is not expected here.`);
      continue;
    }
    const field =
      e.keyword === 'required'
        ? String(params.missingProperty)
        : (e.instancePath ?? '').split('/')[1];
    if (!field) {
      lines.add(dataVar === 'body' ? JSON_OBJECT_MESSAGE : `The ${dataVar} is not valid.`);
      continue;
    }
    const fallback =
      e.keyword === 'required'
        ? `${field} is required.`
        : `${field} ${e.message ?? 'is not valid'}.`;
    lines.add(fieldMessages[field] ?? fallback);
  }
  return [...lines].join('\n') || `The ${dataVar} is not valid.`;
}
