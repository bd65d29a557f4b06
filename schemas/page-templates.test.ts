import { describe, expect, it } from 'vitest';
import { validateAgainst } from '../shared/validate';
import { PAGE_TEMPLATES, templateSections, templateTypes } from './page-templates';
import { SECTION_METAS } from './section-metas';

const schemaOf = (type: string) => {
  const meta = SECTION_METAS.find((m) => m.type === type);
  if (!meta) throw new Error(`no section type ${type}`);
  return meta.schema;
};

describe('page templates', () => {
  it('offers the issue’s templates, each with a distinct key', () => {
    expect(PAGE_TEMPLATES.map((t) => t.key)).toEqual([
      'blank',
      'about',
      'contact',
      'landing',
      'faq',
      'policy',
      'collection',
      'blog',
    ]);
  });

  it.each(PAGE_TEMPLATES.map((t) => [t.key, t] as const))(
    '%s: every section validates against its type’s schema and gets its own id',
    (_key, template) => {
      let n = 0;
      const sections = templateSections(template, schemaOf, () => `s${++n}`);
      expect(sections.map((s) => s.type)).toEqual(template.sections.map((s) => s.type));
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
      for (const s of sections) expect(validateAgainst(schemaOf(s.type), s.config)).toBeNull();
      expect(templateTypes(template).every((t) => SECTION_METAS.some((m) => m.type === t))).toBe(
        true,
      );
    },
  );

  it('says none of Sitewright’s own marketing in the text it sets', () => {
    const text = JSON.stringify(PAGE_TEMPLATES);
    expect(text).not.toMatch(/Sitewright|sell online/i);
  });
});
