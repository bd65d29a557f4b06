import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_NAMES } from '../server/payments/config';
import {
  CUSTOMER_QUERY_SCHEMA,
  fieldOfSchemaError,
  type FormSchema,
  formProblems,
  PAYMENT_SETTINGS_SCHEMA,
  SECRET_FIELDS,
  STAFF_REMOVE_SCHEMA,
  STAFF_SCHEMA,
  STORE_SETTINGS_MESSAGES,
  STORE_SETTINGS_SCHEMA,
} from './admin-api';

// The server's reading: strict Ajv without coercion (server/admin/api.ts).
const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: true });

/** The fields Ajv finds wrong, as formProblems names them. */
function ajvFields(schema: FormSchema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return [...new Set((validate.errors ?? []).map((e) => fieldOfSchemaError(e) || '(form)'))].sort();
}

/** Values near a schema: mostly the right shape, with wrong types, lengths and extras mixed in. */
function near(schema: FormSchema): fc.Arbitrary<unknown> {
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
        fc.constantFrom('', ' ', 'a b', 'hello@shop.test', 'x@y', '+91 98765 43210', '12', 'é😀'),
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
      return fc.oneof(fc.array(near(schema.items), { maxLength: 6 }), junk);
  }
}

describe('formProblems', () => {
  const schemas: [string, FormSchema][] = [
    ['store', STORE_SETTINGS_SCHEMA],
    ['payments', PAYMENT_SETTINGS_SCHEMA],
    ['staff', STAFF_SCHEMA],
    ['staff remove', STAFF_REMOVE_SCHEMA],
    ['customer query', CUSTOMER_QUERY_SCHEMA],
  ];

  it.each(schemas)('finds the same wrong fields as Ajv for the %s schema', (_name, schema) => {
    fc.assert(
      fc.property(near(schema), (value) => {
        expect(Object.keys(formProblems(schema, value)).sort()).toEqual(ajvFields(schema, value));
      }),
      { numRuns: 600 },
    );
  });

  it("answers each field's own message, and nothing for good values", () => {
    const good = {
      name: 'Marigold',
      defaultCurrency: 'INR',
      contact: { email: '', phone: '', address: '' },
    };
    expect(formProblems(STORE_SETTINGS_SCHEMA, good, STORE_SETTINGS_MESSAGES)).toEqual({});
    expect(
      formProblems(
        STORE_SETTINGS_SCHEMA,
        { ...good, name: '  ', contact: { ...good.contact, email: 'nope' } },
        STORE_SETTINGS_MESSAGES,
      ),
    ).toEqual({
      name: STORE_SETTINGS_MESSAGES.name,
      'contact.email': STORE_SETTINGS_MESSAGES['contact.email'],
    });
  });
});

describe('SECRET_FIELDS', () => {
  it("are the server's gateway secret names", () => {
    expect([...SECRET_FIELDS].sort()).toEqual(Object.values(GATEWAY_SECRET_NAMES).sort());
  });
});
