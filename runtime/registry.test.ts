import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from '../schemas/section-metas';
import { validateAgainst } from '../shared/validate';
import { createRegistry, defineSection } from './define-section';
import { sectionRegistry } from './registry';

describe('sectionRegistry', () => {
  it('has exactly one component for every schema meta, and no extra', () => {
    expect(
      sectionRegistry
        .all()
        .map((d) => d.type)
        .sort(),
    ).toEqual(SECTION_METAS.map((m) => m.type).sort());
  });

  for (const def of sectionRegistry.all()) {
    it(`builds defaults for ${def.type} that validate against its schema`, () => {
      expect(validateAgainst(def.schema, def.defaults)).toBeNull();
    });

    it(`gives every property of ${def.type} a title for the builder form`, () => {
      const untitled = Object.entries(def.schema.properties ?? {})
        .filter(([, s]) => !s.title)
        .map(([k]) => k);
      expect(untitled).toEqual([]);
    });
  }

  it('throws on a duplicate type at start-up', () => {
    const a = defineSection(
      {
        type: 'x',
        label: 'X',
        category: 'content',
        schema: { type: 'object' },
        interactive: false,
      },
      () => null,
    );
    expect(() => createRegistry([a, a])).toThrow('Duplicate section type in registry: x');
  });
});
