import { fireEvent, render } from '@testing-library/react';
import { schemaParser, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { JsonSchema } from '../../schemas/types';
import type { PrecompiledValidator } from '../../shared/generated/validators.js';
import { loadedSectionValidators, loadSectionValidators } from '../../shared/section-validators';
import { createAjv } from '../../shared/validate';
import { SchemaForm, type FormValidators } from './SchemaForm';
import { SectionForm } from './SectionForm';
import type {
  InspectorSources,
  PageOption,
  PickerItem,
  SearchKind,
  UploadedImage,
} from './sources';

// The section types' precompiled validators, as the editor loads them, ready before any test.
await Promise.all(SECTION_METAS.map((m) => loadSectionValidators(m.type)));

const compiled = new WeakMap<object, FormValidators>();

/**
 * The validators of a form over `schema`: a section type's precompiled ones (the very modules
 * the editor loads) when `schema` is a section schema, else — for the small schemas the widget
 * tests make up — the same shape compiled here by Ajv, as scripts/generate-validators.ts would.
 */
export function validatorsFor(schema: JsonSchema): FormValidators {
  const meta = SECTION_METAS.find((m) => m.schema === schema);
  const precompiled = meta && loadedSectionValidators(meta.type);
  if (precompiled) return precompiled;
  let hit = compiled.get(schema);
  if (!hit) {
    const ajv = createAjv();
    const formValidators = Object.fromEntries(
      Object.entries(schemaParser(schema as RJSFSchema)).map(([key, sub]) => {
        // Compiled without rjsf's $id: one Ajv may not hold two schemas of one id.
        const { $id: _id, ...withoutId } = sub;
        return [key, ajv.compile(withoutId) as PrecompiledValidator];
      }),
    );
    hit = { validate: ajv.compile(schema as object) as PrecompiledValidator, formValidators };
    compiled.set(schema, hit);
  }
  return hit;
}

/** One reported edit: the whole new value and the pointer of the field that changed. */
export type Change<V> = { value: V; path: string };

/** Renders a SchemaForm whose value lives in React state, like the store would keep it. */
export function renderSchemaForm<V>(
  schema: JsonSchema,
  initial: V,
  options: { uiSchema?: UiSchema; sources?: InspectorSources } = {},
) {
  const changes: Change<V>[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <SchemaForm
        schema={schema}
        validators={validatorsFor(schema)}
        uiSchema={options.uiSchema ?? {}}
        value={value}
        sources={options.sources}
        idPrefix="t"
        onChange={(next, path) => {
          changes.push({ value: next, path });
          setValue(next);
        }}
      />
    );
  }
  const utils = render(<Harness />);
  return { ...utils, changes, last: () => changes[changes.length - 1] };
}

/** Renders a SectionForm over a config kept in React state. */
export function renderSectionForm(
  schema: JsonSchema,
  initial: Record<string, unknown>,
  sources?: InspectorSources,
) {
  const changes: Change<Record<string, unknown>>[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <SectionForm
        schema={schema}
        validators={validatorsFor(schema)}
        value={value}
        sources={sources}
        idPrefix="s"
        onChange={(next, path) => {
          changes.push({ value: next, path });
          setValue(next);
        }}
      />
    );
  }
  const utils = render(<Harness />);
  return { ...utils, changes, last: () => changes[changes.length - 1] };
}

/** In-memory sources: pages, uploads and a catalogue that is empty unless given. */
export function createFakeSources(
  data: {
    pages?: PageOption[];
    uploads?: UploadedImage[];
    catalogue?: Partial<Record<SearchKind, PickerItem[]>>;
  } = {},
) {
  const uploaded: File[] = [];
  const sources: InspectorSources = {
    async upload(file) {
      uploaded.push(file);
      return { url: `/uploads/${file.name}`, width: 800, height: 600, name: file.name };
    },
    listUploads: async () => data.uploads ?? [],
    pages: () => data.pages ?? [],
    search: async (kind, query) =>
      (data.catalogue?.[kind] ?? []).filter((i) =>
        i.title.toLowerCase().includes(query.trim().toLowerCase()),
      ),
  };
  return { sources, uploaded };
}

/** Picks the option with this visible label (rjsf selects use option indexes as values). */
export function chooseOption(select: HTMLElement, label: string) {
  const options = [...(select as HTMLSelectElement).options];
  const option = options.find((o) => o.textContent === label);
  if (!option) {
    throw new Error(`No option "${label}" in ${options.map((o) => o.textContent).join(', ')}`);
  }
  fireEvent.change(select, { target: { value: option.value } });
}
