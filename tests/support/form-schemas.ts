// Property-test helpers for the admin's form schemas: what the server's strict Ajv finds wrong,
// named as formProblems names it, and values near a schema to hold the two to each other.
import Ajv from 'ajv';
import fc from 'fast-check';
import { fieldOfSchemaError, type FormSchema } from '../../shared/admin-api';

// The server's reading: strict Ajv without coercion (server/http/admin-api.ts).
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: true });

/** The fields Ajv finds wrong, as formProblems names them. */
export function ajvFields(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return [...new Set((validate.errors ?? []).map((e) => fieldOfSchemaError(e) || '(form)'))].sort();
}

/**
 * Values near a schema: mostly the right shape, with wrong types, lengths and extras mixed in;
 * `samples` are strings worth trying for this family of forms, `maxItems` bounds arrays.
 */
export function nearSchema(
  schema: FormSchema,
  opts: { samples: string[]; maxItems: number },
): fc.Arbitrary<unknown> {
  const near = (s: FormSchema) => nearSchema(s, opts);
  const junk = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.boolean(),
    fc.string(),
    fc.constant([]),
  );
  switch (schema.type) {
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(schema.properties).map(([k, s]) => [k, near(s)]),
      );
      const base = fc.record(props, { requiredKeys: [] });
      return fc.oneof(
        { weight: 8, arbitrary: base },
        { weight: 1, arbitrary: base.map((o) => ({ ...o, extra: 1 })) },
        { weight: 1, arbitrary: junk },
      );
    }
    case 'string': {
      const choices = [
        ...(schema.enum ?? []).map((v) => fc.constant(v)),
        fc.string({ maxLength: (schema.maxLength ?? 20) + 3 }),
        // Right at the bounds, where an off-by-one would show.
        fc
          .integer({
            min: Math.max(0, (schema.minLength ?? 0) - 1),
            max: (schema.minLength ?? 0) + 1,
          })
          .map((n) => 'k'.repeat(n)),
        ...(schema.maxLength === undefined
          ? []
          : [
              fc
                .integer({ min: schema.maxLength - 1, max: schema.maxLength + 1 })
                .map((n) => '7'.repeat(n)),
            ]),
        fc.constantFrom(...opts.samples),
      ];
      return fc.oneof(
        { weight: 9, arbitrary: fc.oneof(...choices) },
        { weight: 1, arbitrary: junk },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), junk);
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.double(), fc.constant('1'), junk);
    case 'array':
      return fc.oneof(fc.array(near(schema.items), { maxLength: opts.maxItems }), junk);
  }
}
