import type { JsonSchema } from './types';

/**
 * Builds a config from a schema's `default` values: an object's own default wins, else each
 * property's default; arrays default to their `default` or []. The schema stays the single truth.
 */
export function defaultsFromSchema(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.type === 'object' && schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema.properties)) {
      const value = defaultsFromSchema(sub);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (schema.type === 'array') return [];
  return undefined;
}
