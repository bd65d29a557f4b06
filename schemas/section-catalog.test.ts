import { describe, expect, it } from 'vitest';
import { SECTION_CATALOG } from './section-catalog';
import { SECTION_METAS } from './section-metas';

describe('the section catalogue', () => {
  it('names every section type as SECTION_METAS does, in the same order', () => {
    expect(SECTION_CATALOG).toEqual(
      SECTION_METAS.map((m) => ({
        type: m.type,
        label: m.label,
        category: m.category,
        ...(m.placement ? { placement: m.placement } : {}),
      })),
    );
  });
});
