// The section types' precompiled validators (scripts/generate-validators.ts), one module per
// type, loaded as a page needs them: the editor's problem badges and forms, and the preview,
// fetch only the types a page has. Free of editor and preview code, so both can use it.
import type { PrecompiledValidator } from './generated/validators.js';
import { SECTION_VALIDATOR_LOADERS } from './generated/section-validator-loaders';
import { createKeyedLoader } from './keyed-loader';

import type { SectionValidatorModule } from './section-validator-module';

export type { SectionValidatorModule };

/**
 * Each type's module, by type: generated (scripts/generate-sections.ts), written out rather than
 * globbed so every bundler splits them alike; a test checks it lists exactly the section types.
 */
export { SECTION_VALIDATOR_LOADERS };

const modules = createKeyedLoader(SECTION_VALIDATOR_LOADERS);

/** The type's module, loading it once; undefined for a type that does not exist. */
export function loadSectionValidators(type: string): Promise<SectionValidatorModule | undefined> {
  return modules.load(type);
}

/** The type's module if it has loaded, else undefined (synchronous). */
export function loadedSectionValidators(type: string): SectionValidatorModule | undefined {
  return modules.loaded(type);
}

/** The type's config validator, loading it once; undefined for a type that does not exist. */
export function loadSectionValidator(type: string): Promise<PrecompiledValidator | undefined> {
  return loadSectionValidators(type).then((m) => m?.validate);
}

/** The type's config validator if it has loaded, else undefined (synchronous). */
export function loadedSectionValidator(type: string): PrecompiledValidator | undefined {
  return modules.loaded(type)?.validate;
}
