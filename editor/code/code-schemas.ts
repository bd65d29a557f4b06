// The schemas the shell's code view checks against, with every section type's own config
// schema in place. They need all the section schemas, so they live with the code view (loaded
// on demand), not in the editor's first load.
import { pageDocumentSchema, sectionShapeSchema } from '../../schemas/documents';
import { SECTION_METAS } from '../../schemas/section-metas';
import { themeSchema } from '../../schemas/theme';
import type { JsonSchema, SectionMeta } from '../../schemas/types';

/** What the code view edits: the selected section, the open page or the theme. */
export type CodeTarget = 'section' | 'page' | 'theme';

const META_BY_TYPE: ReadonlyMap<string, SectionMeta> = new Map(
  SECTION_METAS.map((m) => [m.type, m]),
);

/** A section as JSON with its type's config schema in place: monaco marks problems inline. */
export function sectionCodeSchema(type: string): JsonSchema {
  const meta = META_BY_TYPE.get(type);
  return {
    ...sectionShapeSchema,
    properties: {
      ...sectionShapeSchema.properties,
      type: { const: type },
      ...(meta ? { config: meta.schema } : {}),
    },
  };
}

let pageSchema: JsonSchema | null = null;
/** A page as JSON, each section's config checked against its own type's schema. */
export function pageCodeSchema(): JsonSchema {
  pageSchema ??= {
    ...pageDocumentSchema,
    properties: {
      ...pageDocumentSchema.properties,
      sections: {
        ...pageDocumentSchema.properties.sections,
        items: {
          ...sectionShapeSchema,
          properties: {
            ...sectionShapeSchema.properties,
            type: { enum: SECTION_METAS.map((m) => m.type) },
          },
          allOf: SECTION_METAS.map((m) => ({
            if: { properties: { type: { const: m.type } } },
            then: { properties: { config: m.schema } },
          })),
        },
      },
    },
  };
  return pageSchema;
}

/** The schema of a code view target (`sectionType`: the selected section's, for 'section'). */
export function codeSchemaFor(target: CodeTarget, sectionType: string | null): JsonSchema {
  if (target === 'section' && sectionType !== null) return sectionCodeSchema(sectionType);
  if (target === 'page') return pageCodeSchema();
  return themeSchema as JsonSchema;
}
