import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SectionMeta } from '../schemas/types';
import { createRegistry, type SectionDefinition } from '../runtime/define-section';
import { ISLAND_LOADERS } from '../runtime/generated/island-loaders';
import { SECTION_DEFINITIONS } from '../runtime/generated/section-definitions';
import { generateFormModule } from './generate-validators';
import {
  camelCase,
  generateSectionIndex,
  ROOT,
  SECTION_INDEX_FILES,
  sectionTypes,
  writeSectionIndex,
} from './generate-sections';

describe('the generated section index', () => {
  it('is up to date with the section folders', async () => {
    const files = await generateSectionIndex();
    expect([...files.keys()].sort()).toEqual(Object.values(SECTION_INDEX_FILES).sort());
    for (const [path, text] of files)
      expect(
        readFileSync(join(ROOT, path), 'utf8') === text,
        `${path} is stale: run node --import tsx scripts/generate-sections.ts`,
      ).toBe(true);
  });

  it("loads each interactive type's island as its definition's component alone", async () => {
    const interactive = SECTION_DEFINITIONS.filter((d) => d.interactive).map((d) => d.type);
    expect(interactive.length).toBeGreaterThan(10);
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual([...interactive].sort());
    for (const def of SECTION_DEFINITIONS.filter((d) => d.interactive))
      expect(await ISLAND_LOADERS[def.type]!(), def.type).toBe(def.Component);
  });

  it('names every schema file and every runtime folder, and refuses one without the other', () => {
    expect(sectionTypes()).toContain('feature-carousel');
    expect(sectionTypes()).not.toContain('_nav');
    const root = mkdtempSync(join(tmpdir(), 'sw-sections-'));
    try {
      mkdirSync(join(root, 'schemas/sections'), { recursive: true });
      mkdirSync(join(root, 'runtime/sections/lonely'), { recursive: true });
      writeFileSync(join(root, 'runtime/sections/lonely/index.ts'), '');
      expect(() => sectionTypes(root)).toThrow('runtime/sections/lonely/ has no schemas');
      writeFileSync(join(root, 'schemas/sections/alone.ts'), '');
      writeFileSync(join(root, 'schemas/sections/lonely.ts'), '');
      expect(() => sectionTypes(root)).toThrow('schemas/sections/alone.ts has no runtime');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  describe('of a copy with one more section type (one folder and one schema file)', () => {
    const TYPE = 'test-throwaway';
    const root = mkdtempSync(join(tmpdir(), 'sw-sections-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    /** The copy: schemas/ copied, each real section folder linked, the new type added. */
    async function addThrowawaySection(): Promise<void> {
      cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
      mkdirSync(join(root, 'runtime/sections', TYPE), { recursive: true });
      for (const name of readdirSync(join(ROOT, 'runtime/sections')))
        symlinkSync(join(ROOT, 'runtime/sections', name), join(root, 'runtime/sections', name));
      writeFileSync(
        join(root, 'schemas/sections', `${TYPE}.ts`),
        [
          "import type { SectionMeta } from '../types';",
          'export const testThrowawaySchema = {',
          "  type: 'object',",
          "  title: 'Throwaway',",
          "  properties: { heading: { type: 'string', title: 'Heading', default: 'Hi' } },",
          "  required: ['heading'],",
          '} as const;',
          'export const testThrowawayMeta: SectionMeta = {',
          `  type: '${TYPE}',`,
          "  label: 'Throwaway',",
          "  category: 'content',",
          '  order: 15,',
          "  thumb: 'text',",
          "  mediaFirst: ['wide'],",
          '  inPalette: false,',
          '  schema: testThrowawaySchema,',
          '  interactive: false,',
          '};',
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(root, 'runtime/sections', TYPE, 'index.ts'),
        [
          `import { defineSection } from '${join(ROOT, 'runtime/define-section')}';`,
          `import { testThrowawayMeta } from '../../../schemas/sections/${TYPE}';`,
          'export const testThrowaway = defineSection(testThrowawayMeta, () => null);',
          '',
        ].join('\n'),
      );
      await writeSectionIndex(root);
    }

    const load = <T>(key: keyof typeof SECTION_INDEX_FILES) =>
      import(/* @vite-ignore */ join(root, SECTION_INDEX_FILES[key])) as Promise<T>;

    it('lists the new type in every derived list, in its place', async () => {
      await addThrowawaySection();
      expect(camelCase(TYPE)).toBe('testThrowaway');

      const catalog = await load<{
        SECTION_CATALOG: readonly { type: string }[];
        SECTION_THUMBS: Record<string, string>;
        MEDIA_FIRST: Record<string, unknown>;
        NOT_IN_PALETTE: readonly string[];
      }>('catalog');
      // order 15: after the first type (10), before the second (20).
      expect(catalog.SECTION_CATALOG[1]).toEqual({
        type: TYPE,
        label: 'Throwaway',
        category: 'content',
      });
      expect(catalog.SECTION_THUMBS[TYPE]).toBe('text');
      expect(catalog.MEDIA_FIRST[TYPE]).toEqual(['wide']);
      expect(catalog.NOT_IN_PALETTE).toContain(TYPE);

      const { SECTION_METAS } = await load<{ SECTION_METAS: readonly SectionMeta[] }>('metas');
      expect(SECTION_METAS.map((m) => m.type)).toEqual(catalog.SECTION_CATALOG.map((m) => m.type));
      const meta = SECTION_METAS[1]!;
      expect(meta.type).toBe(TYPE);

      const { SECTION_META_LOADERS } = await load<{
        SECTION_META_LOADERS: Record<string, () => Promise<SectionMeta>>;
      }>('metaLoaders');
      expect(Object.keys(SECTION_META_LOADERS)).toEqual(SECTION_METAS.map((m) => m.type));
      expect(await SECTION_META_LOADERS[TYPE]!()).toBe(meta);

      // Its validators module is what scripts/generate-validators.ts writes for each meta.
      mkdirSync(join(root, 'shared/generated/sections'), { recursive: true });
      writeFileSync(
        join(root, 'shared/generated/sections', `${TYPE}.js`),
        generateFormModule(meta.schema, `schemas/sections/${TYPE}.ts`),
      );
      const { SECTION_VALIDATOR_LOADERS } = await load<{
        SECTION_VALIDATOR_LOADERS: Record<
          string,
          () => Promise<{ validate: (v: unknown) => boolean }>
        >;
      }>('validatorLoaders');
      expect(Object.keys(SECTION_VALIDATOR_LOADERS)).toEqual(SECTION_METAS.map((m) => m.type));
      const { validate } = await SECTION_VALIDATOR_LOADERS[TYPE]!();
      expect(validate({ heading: 'Hi' })).toBe(true);
      expect(validate({})).toBe(false);

      const { SECTION_DEFINITIONS } = await load<{
        SECTION_DEFINITIONS: readonly SectionDefinition[];
      }>('definitions');
      const registry = createRegistry(SECTION_DEFINITIONS);
      expect(registry.all().map((d) => d.type)).toEqual(SECTION_METAS.map((m) => m.type));
      expect(registry.get(TYPE)?.defaults).toEqual({ heading: 'Hi' });
    }, 30_000);
  });
});
