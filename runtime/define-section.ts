import type { ComponentType } from 'react';
import { defaultsFromSchema } from '../schemas/defaults';
import type { SectionMeta } from '../schemas/types';

/**
 * Props every section component receives. `data` is what the server pre-loaded for the section
 * (products for a listing, the product for the product page); absent in the builder's preview
 * after an edit, when the section loads what it needs itself.
 */
export type SectionProps<C> = { id: string; config: C; data?: unknown };

/** A section's component, as the island loader gets it (runtime/generated/island-loaders.ts). */
export type SectionComponent = ComponentType<SectionProps<any>>;

/** A registry entry: the schema half from `schemas/` plus the component. */
export type SectionDefinition<C = any> = SectionMeta & {
  defaults: C;
  Component: ComponentType<SectionProps<C>>;
};

/** Joins a section's meta with its component; defaults come from the schema. */
export function defineSection<C>(
  meta: SectionMeta,
  Component: ComponentType<SectionProps<C>>,
): SectionDefinition<C> {
  return { ...meta, defaults: defaultsFromSchema(meta.schema) as C, Component };
}

export type SectionRegistry = {
  get(type: string): SectionDefinition | undefined;
  all(): readonly SectionDefinition[];
};

/** Builds the registry from one array, keyed by type; a duplicate type is a start-up error. */
export function createRegistry(definitions: readonly SectionDefinition[]): SectionRegistry {
  const byType = new Map<string, SectionDefinition>();
  for (const def of definitions) {
    if (byType.has(def.type)) throw new Error(`Duplicate section type in registry: ${def.type}`);
    byType.set(def.type, def);
  }
  return { get: (type) => byType.get(type), all: () => definitions };
}
