// Types of section-validators.js, which scripts/generate-validators.ts generates (Ajv standalone
// code). Written by hand: the generated module is plain JavaScript.
import type { PrecompiledValidator } from './validators.js';

/** Each section type's config schema (schemas/section-metas.ts), by type. */
export declare const sectionValidators: Readonly<Record<string, PrecompiledValidator>>;
