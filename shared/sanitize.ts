import createDOMPurify from 'dompurify';
import type { JsonSchema } from '../schemas/types';

export type HtmlSanitizer = (html: string) => string;

/** A DOMPurify sanitizer bound to a window: the browser's, or jsdom's on the server. */
export function createHtmlSanitizer(window: unknown): HtmlSanitizer {
  const purify = createDOMPurify(window as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Owner links that open a new tab must not hand the opener to the target.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Owner HTML changes rarely and DOMPurify costs ~0.5 ms a field on jsdom: remember results.
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const clean = purify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form'],
    });
    if (memo.size >= 500) memo.delete(memo.keys().next().value as string);
    memo.set(html, clean);
    return clean;
  };
}

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
