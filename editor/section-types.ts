// The section types as the editor knows them. The catalogue (schemas/section-catalog.ts: names,
// palette groups, slots) is here at once: it is all the first paint needs. A type's schema (with
// the defaults of a new section) and its precompiled validators (shared/section-validators.ts)
// are loaded per type, when a page shows the type, its form opens or a section of it is added,
// so the schemas, most of the section types' weight, stay out of the editor's first load.
import { useCallback, useSyncExternalStore } from 'react';
import { SECTION_CATALOG, type SectionInfo } from '../schemas/section-catalog';
import type { SectionMeta } from '../schemas/types';
import { createKeyedLoader } from '../shared/keyed-loader';
import { SECTION_META_LOADERS } from './generated/section-meta-loaders';
import {
  loadedSectionValidators,
  loadSectionValidators,
  type SectionValidatorModule,
} from '../shared/section-validators';

export const SECTION_INFO: ReadonlyMap<string, SectionInfo> = new Map(
  SECTION_CATALOG.map((info) => [info.type, info]),
);

/**
 * Each type's meta with its schema, by type: generated (scripts/generate-sections.ts), written
 * out rather than globbed so the bundler makes one chunk per type.
 */
export { SECTION_META_LOADERS };

/** What a section's form needs: the type's schema and its validators. */
export type LoadedSectionType = { meta: SectionMeta; validators: SectionValidatorModule };

const metas = createKeyedLoader(SECTION_META_LOADERS, () => loaded());
const both = new Map<string, LoadedSectionType>();
let loads = 0;
const listeners = new Set<() => void>();

function loaded(): void {
  loads += 1;
  for (const notify of listeners) notify();
}

/** The type's meta (its schema), loading it once; undefined for an unknown type. */
export function loadSectionMeta(type: string): Promise<SectionMeta | undefined> {
  return metas.load(type);
}

function loadValidators(type: string): Promise<SectionValidatorModule | undefined> {
  if (loadedSectionValidators(type)) return Promise.resolve(loadedSectionValidators(type));
  return loadSectionValidators(type).then((m) => {
    if (m) loaded();
    return m;
  });
}

/** The type's meta (its schema) if it has loaded. */
export function loadedSectionMeta(type: string): SectionMeta | undefined {
  return metas.loaded(type);
}

/** The type's schema and validators if both have loaded (the same object each time). */
export function loadedSectionType(type: string): LoadedSectionType | undefined {
  const hit = both.get(type);
  if (hit) return hit;
  const meta = metas.loaded(type);
  const validators = loadedSectionValidators(type);
  if (!meta || !validators) return undefined;
  const entry = { meta, validators };
  both.set(type, entry);
  return entry;
}

/** The type's schema and validators, loading what is missing; undefined for an unknown type. */
export async function loadSectionType(type: string): Promise<LoadedSectionType | undefined> {
  await Promise.all([loadSectionMeta(type), loadValidators(type)]);
  return loadedSectionType(type);
}

/**
 * Starts loading these types' validators (`forms`: their schemas too), each once. A failed load
 * leaves its type unloaded for the next call to try again.
 */
export function loadSectionTypes(types: Iterable<string>, forms: boolean): void {
  for (const type of types) {
    void loadValidators(type).catch(() => undefined);
    if (forms) void loadSectionMeta(type).catch(() => undefined);
  }
}

/**
 * How many loads have finished, for components that show what has loaded (a change re-renders
 * them); subscribing calls `start(key)`, again whenever `key` changes.
 */
function useLoads(key: string, start: (key: string) => void): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      listeners.add(notify);
      start(key);
      return () => void listeners.delete(notify);
    },
    [key, start],
  );
  return useSyncExternalStore(
    subscribe,
    () => loads,
    () => 0,
  );
}

const splitTypes = (key: string) => (key ? key.split('\n') : []);
const startValidators = (key: string) => loadSectionTypes(splitTypes(key), false);
const startForm = (type: string) => loadSectionTypes([type], true);

/**
 * Loads the validators of `types` (when `enabled`) and re-renders as each arrives: the number
 * answered changes whenever problemsOf (shell/section-info.ts) may answer for more sections.
 */
export function useValidatorsOf(types: readonly string[], enabled = true): number {
  return useLoads(enabled ? types.join('\n') : '', startValidators);
}

/** The type's schema and validators once loaded, undefined until then; subscribing loads them. */
export function useSectionType(type: string): LoadedSectionType | undefined {
  useLoads(type, startForm);
  return loadedSectionType(type);
}

/** What the store knows of a type: where it may go and, once loaded, its schema (defaults). */
export const editorSectionTypes = {
  get: (type: string): SectionInfo | SectionMeta | undefined =>
    metas.loaded(type) ?? SECTION_INFO.get(type),
};
