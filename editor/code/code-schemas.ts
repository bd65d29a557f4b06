// The schemas the shell's code view checks against, with every section type's own config
// schema in place. They need all the section schemas, so they live with the code view (loaded
// on demand), not in the editor's first load.
import { pageDocumentSchema, sectionShapeSchema } from '../../schemas/documents';
import { SECTION_METAS } from '../../schemas/section-metas';
import { siteMenusSchema } from '../../schemas/sections/_nav';
import { themeSchema } from '../../schemas/theme';
import type { JsonSchema, SectionMeta } from '../../schemas/types';
import type { CodeTarget } from './code-targets';

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

/** A section of any of these types, its config checked against its own type's schema. */
function sectionOfTypesSchema(metas: readonly SectionMeta[]): JsonSchema {
  return {
    ...sectionShapeSchema,
    properties: {
      ...sectionShapeSchema.properties,
      type: { enum: metas.map((m) => m.type) },
    },
    allOf: metas.map((m) => ({
      if: { properties: { type: { const: m.type } } },
      then: { properties: { config: m.schema } },
    })),
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
        items: sectionOfTypesSchema(
          SECTION_METAS.filter((m) => (m.placement ?? 'body') === 'body'),
        ),
      },
    },
  };
  return pageSchema;
}

const slotSchemas = new Map<'header' | 'footer', JsonSchema>();
/**
 * The header or footer as JSON: its type may be any of the slot's types (another design is one
 * edit of `type` away), its config checked against that type's schema.
 */
export function slotCodeSchema(slot: 'header' | 'footer'): JsonSchema {
  let schema = slotSchemas.get(slot);
  if (!schema) {
    schema = sectionOfTypesSchema(SECTION_METAS.filter((m) => m.placement === slot));
    slotSchemas.set(slot, schema);
  }
  return schema;
}

/** The schema of a code view target (`sectionType`: the selected section's, for 'section'). */
export function codeSchemaFor(target: CodeTarget, sectionType: string | null): JsonSchema {
  switch (target) {
    case 'section':
      return sectionType !== null ? sectionCodeSchema(sectionType) : pageCodeSchema();
    case 'page':
      return pageCodeSchema();
    case 'header':
    case 'footer':
      return slotCodeSchema(target);
    case 'menus':
      return siteMenusSchema as JsonSchema;
    case 'theme':
      return themeSchema as JsonSchema;
  }
}
