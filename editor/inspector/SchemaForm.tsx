import Form, { type FormProps, type IChangeEvent } from '@rjsf/core';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useCallback, useId, useMemo, useRef } from 'react';
import type { JsonSchema } from '../../schemas/types';
import { transformErrors } from './errors';
import { fieldIdToPointer } from './field-path';
import { ArrayField, ObjectField, StringField } from './fields';
import { createFormContext } from './form-context';
import { EMPTY_SOURCES, type InspectorSources } from './sources';
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  SubmitButton,
} from './templates';
import { ColorWidget } from './widgets/ColorWidget';
import { FontNameWidget } from './widgets/FontNameWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { HtmlWidget, MarkdownWidget } from './widgets/RichTextWidget';
import './inspector.css';

// Module constants, so every render hands rjsf the same objects and nothing re-renders for them.
const WIDGETS: RegistryWidgetsType = {
  color: ColorWidget,
  image: ImageWidget,
  html: HtmlWidget,
  markdown: MarkdownWidget,
  fontName: FontNameWidget,
};
const FIELDS: RegistryFieldsType = { StringField, ObjectField, ArrayField };
const TEMPLATES: FormProps['templates'] = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ButtonTemplates: { SubmitButton },
};
/**
 * The form never invents data: only required fields get their defaults (new array items, a
 * newly chosen block type), and arrays are not padded to minItems (the error says so instead).
 */
const DEFAULT_BEHAVIOR = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

let validator: ValidatorType | null = null;
/** One Ajv for every form; it caches compiled schemas by identity. */
const getValidator = () => (validator ??= customizeValidator());

export type SchemaFormProps<V> = {
  schema: JsonSchema;
  uiSchema: UiSchema;
  value: V;
  /** Called per edit with the whole new value and the JSON pointer of the field that changed. */
  onChange(value: V, fieldPath: string): void;
  /** Called when a field loses focus: the end of one run of typing. */
  onBlurField?(): void;
  sources?: InspectorSources;
  /** Prefix of the fields' HTML ids; defaults to one unique per form. */
  idPrefix?: string;
  className?: string;
  testId?: string;
};

/**
 * An @rjsf form with our widgets, fields and templates, validating live as you type (errors on
 * the field, no list, no submit button). Changes rjsf makes without a field behind them (the
 * defaults it fills on mount) are not reported: they are not the owner's edits.
 */
export function SchemaForm<V>(props: SchemaFormProps<V>) {
  const { schema, uiSchema, value, sources = EMPTY_SOURCES, className, testId } = props;
  const reactId = useId();
  const idPrefix = props.idPrefix ?? `swf${reactId.replace(/[^A-Za-z0-9]/g, '')}`;
  const formContext = useMemo(() => createFormContext(sources), [sources]);
  // Latest callbacks through a ref, so the handlers rjsf holds never change.
  const callbacks = useRef(props);
  callbacks.current = props;
  const handleChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      if (id === undefined) return;
      const data = event.formData as V;
      callbacks.current.onChange(data, fieldIdToPointer(id, { idPrefix, data, schema }));
    },
    [idPrefix, schema],
  );
  const handleBlur = useCallback(() => callbacks.current.onBlurField?.(), []);
  return (
    <div className={`swe-form ${className ?? ''}`.trim()} data-testid={testId}>
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={value}
        validator={getValidator()}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={formContext}
        idPrefix={idPrefix}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        transformErrors={transformErrors}
        experimental_defaultFormStateBehavior={DEFAULT_BEHAVIOR}
        onChange={handleChange}
        onBlur={handleBlur}
      />
    </div>
  );
}
