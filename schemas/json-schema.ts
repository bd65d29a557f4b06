// The JSON Schema shape our schemas are written in, and the config type a schema infers.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** JSON Schema object as we write it (draft-07 subset); kept loose so schemas stay plain data. */
export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  additionalProperties?: boolean | JsonSchema;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  $id?: string;
  $schema?: string;
  [keyword: `x-${string}`]: unknown;
};

/**
 * A section's config type, inferred from its schema (a `const`): what validating against the
 * schema guarantees, so a property with a `default` that is not `required` may be missing.
 */
export type ConfigOf<S extends JSONSchema> = Closed<
  FromSchema<S, { keepDefaultedPropertiesOptional: true }>
>;

/**
 * The type without the `[x: string]: unknown` (other index signatures stay) FromSchema gives an object that does not say
 * `additionalProperties: false`: with it, `Omit` and `Pick` of a config type lose every known
 * property and a misspelt one reads as `unknown` instead of failing.
 */
type Closed<T> = T extends readonly (infer U)[]
  ? Closed<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Closed<T[K]> }
    : T;
