// Where a schema says a string is HTML, and a value's copy with those strings cleaned by a given
// sanitizer. Apart from shared/sanitize.ts (DOMPurify), so the builder preview can check a section
// without loading DOMPurify until a section with HTML appears.
import type { JsonSchema } from '../schemas/types';

/** Cleans one HTML string. */
export type HtmlSanitizer = (html: string) => string;

/**
 * Returns a copy of `value` in which every string the schema marks as HTML
 * (`contentMediaType: text/html`) has been sanitized. Walks objects and arrays by the schema.
 */
export function sanitizeBySchema(
  value: unknown,
  schema: JsonSchema,
  clean: HtmlSanitizer,
): unknown {
  if (typeof value === 'string') {
    return schema.contentMediaType === 'text/html' ? clean(value) : value;
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return items ? value.map((v) => sanitizeBySchema(v, items, clean)) : value;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const subs: JsonSchema[] = [
      schema,
      ...(schema.oneOf ?? []),
      ...(schema.anyOf ?? []),
      ...(schema.allOf ?? []),
    ];
    for (const [key, v] of Object.entries(value)) {
      const sub = subs.map((s) => s.properties?.[key]).find(Boolean);
      out[key] = sub ? sanitizeBySchema(v, sub, clean) : v;
    }
    return out;
  }
  return value;
}

/** True when a schema contains any HTML field, so pages without HTML skip the walk. */
export function schemaHasHtml(schema: JsonSchema): boolean {
  if (schema.contentMediaType === 'text/html') return true;
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.allOf ?? []),
  ];
  return children.some(schemaHasHtml);
}
