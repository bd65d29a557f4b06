// Section config checks from the precompiled validators (shared/generated/section-validators.js):
// the same answers as createSectionValidator (shared/validate.ts) without shipping or running
// Ajv's compiler. The editor uses it; the server and the preview compile as they go.
import type { Section } from '../schemas/types';
import { sectionValidators } from './generated/section-validators.js';
import type { PrecompiledValidator } from './generated/validators.js';
import { formatSchemaErrors } from './schema-errors';

/** Null when the section's config is valid for its type, else the reasons. */
export function checkSection(section: Section): string[] | null {
  if (!section || typeof section !== 'object') return ['section is not an object'];
  const validate: PrecompiledValidator | undefined = Object.hasOwn(sectionValidators, section.type)
    ? sectionValidators[section.type]
    : undefined;
  if (!validate) return [`unknown section type "${String(section.type)}"`];
  return validate(section.config) ? null : formatSchemaErrors(validate.errors);
}
