// What a section type's generated validator module holds (shared/generated/sections/*.js).
import type { PrecompiledValidator } from './generated/validators.js';

/** One type's module: its config validator, and what @rjsf validates while drawing its form. */
export type SectionValidatorModule = {
  validate: PrecompiledValidator;
  formValidators: Readonly<Record<string, PrecompiledValidator>>;
};
