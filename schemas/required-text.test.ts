import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from './section-metas';
import type { JsonSchema } from './types';

/** The required headings of a schema, at any depth, with their paths. */
function requiredHeadings(schema: JsonSchema, path = ''): [string, JsonSchema][] {
  const own = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => [
    ...(key === 'heading' && sub.type === 'string' && schema.required?.includes(key)
      ? [[`${path}/${key}`, sub] as [string, JsonSchema]]
      : []),
    ...requiredHeadings(sub, `${path}/${key}`),
  ]);
  const items = schema.type === 'array' && schema.items ? (schema.items as JsonSchema) : null;
  return items ? [...own, ...requiredHeadings(items, `${path}/*`)] : own;
}

describe('required headings', () => {
  const all = SECTION_METAS.flatMap((m) =>
    requiredHeadings(m.schema).map(([path, sub]) => ({ type: m.type, path, sub })),
  );

  it('are found in the content sections (FAQ, features, testimonials…)', () => {
    const types = all.map((h) => h.type);
    for (const type of ['faq', 'features', 'testimonials', 'timeline', 'team-grid'])
      expect(types).toContain(type);
  });

  // A required heading that may be "" passes the schema and publishes a section with no heading.
  it('must not be empty, nor empty by default', () => {
    for (const { type, path, sub } of all) {
      expect(sub.minLength, `${type}${path}`).toBeGreaterThanOrEqual(1);
      if (sub.default !== undefined) expect(sub.default, `${type}${path}`).not.toBe('');
    }
  });
});
