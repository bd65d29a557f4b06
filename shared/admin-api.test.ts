import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ajvFields, nearSchema } from '../tests/support/form-schemas';
import { GATEWAY_SECRET_NAMES } from '../server/payments/config';
import {
  CUSTOMER_QUERY_SCHEMA,
  type FormSchema,
  formProblems,
  PAYMENT_SETTINGS_SCHEMA,
  SECRET_FIELDS,
  STAFF_REMOVE_SCHEMA,
  STAFF_SCHEMA,
  STORE_SETTINGS_MESSAGES,
  STORE_SETTINGS_SCHEMA,
} from './admin-api';

const SAMPLES = ['', ' ', 'a b', 'hello@shop.test', 'x@y', '+91 98765 43210', '12', 'é😀'];
const near = (schema: FormSchema) => nearSchema(schema, { samples: SAMPLES, maxItems: 6 });

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
