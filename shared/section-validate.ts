// Section config checks from the precompiled validators (shared/section-validators.ts): the same
// answers as createSectionValidator (shared/validate.ts) without shipping or running Ajv's
// compiler. Each type's validator is loaded on demand, so the check is synchronous once it is
// there (checkSection) or waits for it (checkSectionWhenLoaded).
import type { Section } from '../schemas/types';
import {
  loadedSectionValidator,
  loadSectionValidator,
  SECTION_VALIDATOR_LOADERS,
} from './section-validators';
import { formatSchemaErrors } from './schema-errors';

/**
 * Null when the section's config is valid for its type, else the reasons; undefined while its
 * type's validator has not loaded yet (loadSectionValidator). Not-a-section and unknown types
 * are answered at once.
 */
export function checkSection(section: Section): string[] | null | undefined {
  if (!section || typeof section !== 'object') return ['section is not an object'];
  const type = section.type;
  if (typeof type !== 'string' || !isSectionType(type))
    return [`unknown section type "${String(type)}"`];
  const validate = loadedSectionValidator(type);
  if (!validate) return undefined;
  return validate(section.config) ? null : formatSchemaErrors(validate.errors);
}

/** checkSection, after loading the section type's validator if needed. */
export async function checkSectionWhenLoaded(section: Section): Promise<string[] | null> {
  const type = section && typeof section === 'object' ? section.type : undefined;
  if (typeof type === 'string' && isSectionType(type)) await loadSectionValidator(type);
  return checkSection(section) ?? null;
}

/** A type the loader knows (asking it loads no validator). */
function isSectionType(type: string): boolean {
  return Object.hasOwn(SECTION_VALIDATOR_LOADERS, type);
}
