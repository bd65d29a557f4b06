// What a new owner gets from the palette: every section it offers arrives with placeholder
// content that validates, names no brand of ours or the demo shop's, and whose list items read as
// content in the inspector (not as the icon they show).
import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { SECTION_METAS } from '../../schemas/section-metas';
import { FEATURE_ICONS } from '../../schemas/sections/features';
import type { JsonSchema } from '../../schemas/types';
import { validateAgainst } from '../../shared/validate';
import { summarizeItem } from '../inspector/templates';
import { paletteGroups } from './section-info';

const offered = paletteGroups().flatMap((g) => g.metas.map((m) => m.type));
const metas = SECTION_METAS.filter((m) => offered.includes(m.type));
const ICON_NAMES: readonly string[] = FEATURE_ICONS;

/** Every string in a config, with where it sits. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}/${k}`));
}

/** The inspector's one-line label of every object item in the config's lists, by path. */
function itemLabels(schema: JsonSchema, value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value) && schema.items) {
    const item = schema.items as JsonSchema;
    return value.flatMap((v, i) => [
      ...(v && typeof v === 'object'
        ? [[`${path}/${i}`, summarizeItem(item, v)] as [string, string]]
        : []),
      ...itemLabels(item, v, `${path}/${i}`),
    ]);
  }
  if (!value || typeof value !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([k, sub]) =>
    itemLabels(sub, (value as Record<string, unknown>)[k], `${path}/${k}`),
  );
}

describe('the palette defaults', () => {
  it('covers the content sections a new owner adds', () => {
    expect(offered).toEqual(
      expect.arrayContaining(['hero', 'features', 'cta', 'faq', 'testimonials', 'pricing']),
    );
    expect(metas.length).toBe(offered.length);
  });

  for (const meta of metas) {
    describe(meta.type, () => {
      const config = defaultsFromSchema(meta.schema);

      it('validates against its schema', () => {
        expect(validateAgainst(meta.schema, config)).toBeNull();
      });

      it('names neither Sitewright nor a demo brand', () => {
        for (const [path, text] of texts(config))
          expect(text, `${meta.type}${path}`).not.toMatch(/sitewright|northwind|bright futures/i);
      });

      it('labels its list items by their words, not by an icon name', () => {
        for (const [path, label] of itemLabels(meta.schema, config)) {
          expect(label, `${meta.type}${path}`).not.toBe('');
          expect(ICON_NAMES, `${meta.type}${path}`).not.toContain(label);
        }
      });
    });
  }
});
