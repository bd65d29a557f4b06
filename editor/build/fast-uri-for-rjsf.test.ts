import { describe, expect, it } from 'vitest';
import { pageSettingsSchema } from '../../schemas/documents';
import { SECTION_METAS } from '../../schemas/section-metas';
import { themeSchema } from '../../schemas/theme';
import uri from './fast-uri-for-rjsf';

/** Every key path in `value` named `$ref` or `$id`. */
function refs(value: unknown, path = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(k === '$ref' || k === '$id' ? [`${path}/${k}`] : []),
    ...refs(v, `${path}/${k}`),
  ]);
}

describe("the editor's stand-in for fast-uri in @rjsf/utils", () => {
  it('is never needed: no form schema has a $ref or an $id', () => {
    const schemas = [
      ...SECTION_METAS.map((m) => [m.type, m.schema] as const),
      ['theme', themeSchema] as const,
      ['page settings', pageSettingsSchema] as const,
    ];
    for (const [name, schema] of schemas) expect(refs(schema), name).toEqual([]);
  });

  it('resolves and compares as the URL standard does', () => {
    expect(uri.resolve('https://x.test/a/b.json', 'c.json')).toBe('https://x.test/a/c.json');
    expect(uri.resolve('https://x.test/a/b.json', '#/defs/x')).toBe(
      'https://x.test/a/b.json#/defs/x',
    );
    expect(uri.resolve(undefined, '#/defs/x')).toBe('#/defs/x');
    expect(uri.equal('HTTPS://X.test/a', 'https://x.test/a')).toBe(true);
    expect(uri.equal('https://x.test/a', 'https://x.test/b')).toBe(false);
    expect(uri.equal('#a', '#a')).toBe(true);
  });
});
