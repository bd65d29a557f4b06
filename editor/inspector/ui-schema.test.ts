import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from '../../schemas/section-metas';
import { faqSchema } from '../../schemas/sections/faq';
import { logoGridSchema } from '../../schemas/sections/logo-grid';
import { productGridSchema } from '../../schemas/sections/product-grid';
import { productListSchema } from '../../schemas/sections/product-list';
import { teamGridSchema } from '../../schemas/sections/team-grid';
import { testimonialsSchema } from '../../schemas/sections/testimonials';
import type { JsonSchema } from '../../schemas/types';
import { fieldGroupsFor, uiSchemaFor, variantsOf } from './ui-schema';

/** Every [path, x-variants] pair under a schema, through properties, items and oneOf options. */
function annotated(schema: JsonSchema, path = ''): [string, readonly string[]][] {
  const out: [string, readonly string[]][] = [];
  const v = variantsOf(schema);
  if (v) out.push([path || '(root)', v]);
  for (const [k, sub] of Object.entries(schema.properties ?? {})) {
    out.push(...annotated(sub, `${path}/${k}`));
  }
  if (schema.items) out.push(...annotated(schema.items, `${path}/items`));
  for (const o of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    out.push(...annotated(o, path));
  }
  return out;
}

describe('x-variants annotations', () => {
  it('name only real variants of their section', () => {
    let count = 0;
    for (const meta of SECTION_METAS) {
      const variantEnum = meta.schema.properties?.variant?.enum ?? [];
      const real = new Set<unknown>([...(meta.variants ?? []), ...variantEnum]);
      for (const [path, variants] of annotated(meta.schema)) {
        count++;
        expect(variants.length, `${meta.type} ${path}`).toBeGreaterThan(0);
        for (const v of variants) {
          expect(real.has(v), `${meta.type} ${path}: "${v}" is not a variant`).toBe(true);
        }
      }
    }
    // the annotations exist (faq, hero, logo grid, payment status, pricing, team grid)
    expect(count).toBeGreaterThanOrEqual(7);
  });
});

describe('uiSchemaFor', () => {
  it('hides a field for the variants it does not apply to', () => {
    expect(uiSchemaFor(faqSchema, { variant: 'accordion' }).openFirst).toBeUndefined();
    expect(uiSchemaFor(faqSchema, { variant: 'list' }).openFirst).toEqual({
      'ui:widget': 'hidden',
    });
  });

  it('reaches fields inside array items', () => {
    const compact = uiSchemaFor(teamGridSchema, { variant: 'compact' });
    expect(compact.people).toEqual({
      items: { bio: { 'ui:widget': 'hidden' }, socials: { 'ui:widget': 'hidden' } },
    });
    expect(uiSchemaFor(teamGridSchema, { variant: 'cards' }).people).toBeUndefined();
    expect(uiSchemaFor(logoGridSchema, { variant: 'grid' }).logos).toEqual({
      items: { caption: { 'ui:widget': 'hidden' } },
    });
  });

  it('answers the same object for the same schema and variant', () => {
    const a = uiSchemaFor(faqSchema, { variant: 'list', heading: 'a' });
    const b = uiSchemaFor(faqSchema, { variant: 'list', heading: 'b' });
    expect(a).toBe(b);
    expect(uiSchemaFor(faqSchema, { variant: 'accordion' })).not.toBe(a);
  });

  it("tells a listing's filter group when its switch is off, keeping one object per state", () => {
    const on = uiSchemaFor(productListSchema, { variant: 'cards', showDynamicContent: true });
    // a list has no filter controls: no side filter either
    expect(on.dynamicContentFilter).toEqual({ 'ui:options': { sideFilter: false } });
    expect(
      uiSchemaFor(productGridSchema, { showDynamicContent: true }).dynamicContentFilter,
    ).toBeUndefined();
    expect(uiSchemaFor(productListSchema, { variant: 'cards', showDynamicContent: true })).toBe(on);
    const off = uiSchemaFor(productListSchema, { variant: 'cards', showDynamicContent: false });
    expect(off.dynamicContentFilter).toEqual({
      'ui:options': { switchedOffBy: 'Fill from the catalogue', sideFilter: false },
    });
    expect(off['ui:groups']).toEqual(on['ui:groups']);
    expect(uiSchemaFor(productListSchema, { variant: 'cards', heading: 'x' })).toBe(off);
    expect(
      uiSchemaFor(productListSchema, { variant: 'reviews', showDynamicContent: false }),
    ).not.toBe(off);
  });

  it('groups long forms: content, then layout, then style', () => {
    expect(fieldGroupsFor(testimonialsSchema)).toEqual([
      {
        title: 'Content',
        fields: ['eyebrow', 'heading', 'description', 'items', 'enableButton', 'button'],
      },
      { title: 'Layout', fields: ['variant'] },
      { title: 'Style', fields: ['starColor'] },
    ]);
    // a short form needs no headings
    const short: JsonSchema = { type: 'object', properties: { a: {}, variant: {} } };
    expect(fieldGroupsFor(short)).toBeNull();
  });
});
