/**
 * Every section type's data half, in list order (each meta's `order`): generated from the
 * schema files in schemas/sections/ (scripts/generate-sections.ts). The runtime registry is
 * generated from the same folders, so the two cannot drift.
 */
export { SECTION_METAS } from './generated/section-metas';
