import { createRegistry } from './define-section';
import { SECTION_DEFINITIONS } from './generated/section-definitions';

/**
 * The one registry used by SSR, islands and the builder preview, of every folder in
 * runtime/sections/ (generated list: scripts/generate-sections.ts).
 */
export const sectionRegistry = createRegistry(SECTION_DEFINITIONS);
