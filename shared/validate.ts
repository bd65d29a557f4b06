import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema, Section, SectionMeta } from '../schemas/types';
import { formatSchemaErrors } from './schema-errors';

export { formatSchemaErrors };

/** A JSON Schema validator factory shared by server and editor; x-* keywords are annotations. */
export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Validates sections against their type's schema, compiling each schema once.
 * Returns null when the section is valid, else the reasons.
 */
export function createSectionValidator(
  metas: readonly SectionMeta[],
): (section: Section) => string[] | null {
  const ajv = createAjv();
  const compiled = new Map<string, ValidateFunction>();
  const byType = new Map(metas.map((m) => [m.type, m]));
  return (section) => {
    if (!section || typeof section !== 'object') return ['section is not an object'];
    const meta = byType.get(section.type);
    if (!meta) return [`unknown section type "${String(section.type)}"`];
    let validate = compiled.get(meta.type);
    if (!validate) {
      validate = ajv.compile(meta.schema as object);
      compiled.set(meta.type, validate);
    }
    return validate(section.config) ? null : formatSchemaErrors(validate.errors);
  };
}

/** Validates any value against a schema; null when valid. */
export function validateAgainst(schema: JsonSchema, value: unknown): string[] | null {
  const ajv = createAjv();
  const validate = ajv.compile(schema as object);
  return validate(value) ? null : formatSchemaErrors(validate.errors);
}
