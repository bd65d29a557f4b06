import type { JsonSchema } from '../../schemas/types';
import { SchemaForm, type FormValidators } from './SchemaForm';
import type { InspectorSources } from './sources';
import { uiSchemaFor } from './ui-schema';

/**
 * The inspector's form for one section's config.
 *
 * Props:
 * - `schema`: the section type's JSON Schema (pass the meta's object itself: a stable identity
 *   is what keeps rjsf from rebuilding anything per keystroke).
 * - `validators`: the type's precompiled validators (loadSectionValidators of
 *   shared/section-validators.ts).
 * - `variantKey`: the config key naming the variant (default 'variant'); fields annotated
 *   `x-variants` show only for their variants.
 * - `value`: the section's config.
 * - `onChange(config, fieldPath)`: every edit, with the whole new config and the JSON pointer of
 *   the changed field ('/heading', '/slides/0/title'; an array's own pointer for add, remove and
 *   reorder), so the store can coalesce keystrokes per field.
 * - `onBlurField()`: a field lost focus (ends a run of typing).
 * - `sources`: uploads, pages and catalogue search for the image and link pickers.
 */
export type SectionFormProps = {
  schema: JsonSchema;
  validators: FormValidators;
  variantKey?: string;
  value: Record<string, unknown>;
  onChange(config: Record<string, unknown>, fieldPath: string): void;
  onBlurField?(): void;
  /** A keystroke's coming change, before the form re-renders (SchemaForm's onTyping). */
  onTyping?(config: Record<string, unknown>, fieldPath: string): void;
  sources?: InspectorSources;
  idPrefix?: string;
  /** The form's test id ('section-form'); null for none (the inspector puts it on its panel). */
  testId?: string | null;
};

export function SectionForm(props: SectionFormProps) {
  const { schema, variantKey = 'variant', value } = props;
  // Cached per schema and variant: the same uiSchema object until the variant changes.
  const uiSchema = uiSchemaFor(schema, value, variantKey);
  return (
    <SchemaForm
      schema={schema}
      validators={props.validators}
      uiSchema={uiSchema}
      value={value}
      onChange={props.onChange}
      onBlurField={props.onBlurField}
      onTyping={props.onTyping}
      sources={props.sources}
      idPrefix={props.idPrefix}
      className="swe-section-form"
      testId={props.testId === null ? undefined : (props.testId ?? 'section-form')}
    />
  );
}
