export type { SectionInfo } from './types';

/**
 * Every section type's name, palette group and slot, in list order: the part of SECTION_METAS
 * (section-metas.ts) a list of types needs, without the schemas, which are most of their weight.
 * The builder's shell draws its outline and palette from this and loads a type's schema only
 * when it needs it. Generated from the metas (scripts/generate-sections.ts).
 */
export { SECTION_CATALOG } from './generated/section-catalog';
