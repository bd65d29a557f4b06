import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../schemas/defaults';
import { SECTION_METAS } from '../schemas/section-metas';
import {
  editorSectionTypes,
  loadedSectionMeta,
  loadedSectionType,
  loadSectionType,
  SECTION_INFO,
  SECTION_META_LOADERS,
} from './section-types';

describe("the editor's section types", () => {
  it('load each type by itself, from a list of exactly the section types', async () => {
    expect(Object.keys(SECTION_META_LOADERS)).toEqual(SECTION_METAS.map((m) => m.type));
    for (const meta of SECTION_METAS) expect(await SECTION_META_LOADERS[meta.type]!()).toBe(meta);
  });

  it('know every slot at once and a schema once it has loaded', async () => {
    expect(loadedSectionType('faq')).toBeUndefined();
    expect(editorSectionTypes.get('faq')).toBe(SECTION_INFO.get('faq'));
    expect(editorSectionTypes.get('shop-header')?.placement).toBe('header');
    const loaded = await loadSectionType('faq');
    const faq = SECTION_METAS.find((m) => m.type === 'faq')!;
    expect(loaded?.meta).toBe(faq);
    expect(loaded?.validators.validate(defaultsFromSchema(faq.schema))).toBe(true);
    expect(loaded?.validators.validate({})).toBe(false);
    expect(loadedSectionType('faq')).toBe(loaded);
    expect(loadedSectionMeta('faq')).toBe(faq);
    expect(editorSectionTypes.get('faq')).toBe(faq);
    expect(await loadSectionType('no-such-type')).toBeUndefined();
    expect(editorSectionTypes.get('no-such-type')).toBeUndefined();
  });
});
