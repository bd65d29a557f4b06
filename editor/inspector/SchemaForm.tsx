import Form, { type FormProps, type IChangeEvent } from '@rjsf/core';
import type {
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  UiSchema,
  ValidatorType,
  ErrorSchema,
} from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { JsonSchema } from '../../schemas/types';
import type { PrecompiledValidator } from '../../shared/generated/validators.js';
import type { SectionValidatorModule } from '../../shared/section-validators';
import { friendlyMessage, transformErrors } from './errors';
import { fieldIdToPointer } from './field-path';
import { ArrayField, ObjectField, StringField } from './fields';
import { createFormContext } from './form-context';
import { afterPaint } from '../after-paint';
import { typedChange } from './typing';
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

/**
 * A form's validators, precompiled by scripts/generate-validators.ts (no Ajv compiler in the
 * browser): `validate` checks the whole value, `formValidators` are what rjsf validates while it
 * draws the form (a oneOf's options), keyed as it looks them up. A section type's come from
 * shared/section-validators.ts; the theme's and the page settings' from shared/generated/forms.
 */
export type FormValidators = SectionValidatorModule;

const rjsfValidators = new WeakMap<object, ValidatorType>();

/** rjsf's validator for this schema, made once per schema object. */
function rjsfValidator(schema: JsonSchema, validators: FormValidators): ValidatorType {
  let validator = rjsfValidators.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator(
      validators.formValidators as unknown as ValidatorFunctions,
      schema as RJSFSchema,
    );
    rjsfValidators.set(schema, validator);
  }
  return validator;
}

/**
 * The field errors of a value as an rjsf ErrorSchema, from the form's precompiled validator.
 * rjsf's own live validation re-validates through a path that costs several milliseconds a
 * keystroke; this costs a fraction of one. Messages are the friendly ones.
 */
export function fieldErrors(validate: PrecompiledValidator, value: unknown): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  if (validate(value)) return builder.ErrorSchema;
  for (const e of validate.errors ?? []) {
    const path: (string | number)[] = e.instancePath
      .split('/')
      .slice(1)
      .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required') path.push(String(e.params.missingProperty));
    const message = friendlyMessage({
      name: e.keyword,
      params: e.params,
      message: e.message,
      property: `.${path.join('.')}`,
      stack: e.message ?? '',
      schemaPath: e.schemaPath,
    });
    if (message !== null) builder.addErrors(message, path.length ? path : undefined);
  }
  return builder.ErrorSchema;
}

export type SchemaFormProps<V> = {
  schema: JsonSchema;
  /** The schema's precompiled validators (FormValidators). */
  validators: FormValidators;
  uiSchema: UiSchema;
  value: V;
  /** Called per edit with the whole new value and the JSON pointer of the field that changed. */
  onChange(value: V, fieldPath: string): void;
  /** Called when a field loses focus: the end of one run of typing. */
  onBlurField?(): void;
  /**
   * Called at a keystroke in a plain text field, before rjsf handles it, with the value it is
   * about to report through onChange (typing.ts): a prediction, for the preview.
   */
  onTyping?(value: V, fieldPath: string): void;
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
  const { schema, validators, uiSchema, value, sources = EMPTY_SOURCES, className, testId } = props;
  const reactId = useId();
  const idPrefix = props.idPrefix ?? `swf${reactId.replace(/[^A-Za-z0-9]/g, '')}`;
  const formContext = useMemo(() => createFormContext(sources), [sources]);
  // Latest callbacks through a ref, so the handlers rjsf holds never change.
  const callbacks = useRef(props);
  callbacks.current = props;
  // What rjsf last emitted, and the value prop that came back for it. While the owner types, the
  // store answers each change with its own copy; handing rjsf back the very object it emitted
  // (instead of an equal copy) lets it skip recomputing its state and validating a second time
  // per keystroke. Any other new value (undo, the code view) goes to rjsf as it is.
  const echo = useRef<{ emitted: V; pending: boolean; value: V | null } | null>(null);
  const lastValue = useRef(value);
  const handleChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      if (id === undefined) return;
      const data = event.formData as V;
      echo.current = { emitted: data, pending: true, value: null };
      callbacks.current.onChange(data, fieldIdToPointer(id, { idPrefix, data, schema }));
    },
    [idPrefix, schema],
  );
  let formData: V = value;
  const e = echo.current;
  if (e?.pending && e.value === null) {
    // The first render after an emit: the new value prop is the store's copy of it (when the
    // store refused the change, the old value comes back and rjsf shows it again).
    if (value !== lastValue.current) {
      e.value = value;
      formData = e.emitted;
    } else echo.current = null;
  } else if (e && e.value === value) formData = e.emitted;
  else echo.current = null;
  lastValue.current = value;
  // What rjsf shows: the base of a keystroke's prediction.
  const shown = useRef(formData);
  shown.current = formData;
  const root = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    // A predicted keystroke's field, whose change rjsf has not been given yet (below).
    let held: HTMLInputElement | HTMLTextAreaElement | null = null;
    let replaying = false;
    /** Hands rjsf the held field's change now: its input event again, which React then sees. */
    const release = () => {
      const target = held;
      held = null;
      if (!target?.isConnected) return;
      replaying = true;
      try {
        target.dispatchEvent(new Event('input', { bubbles: true }));
      } finally {
        replaying = false;
      }
    };
    // Capture, so it runs before React's own handler (at the root) hands the event to rjsf.
    const onInput = (event: Event) => {
      if (replaying) return;
      const onTyping = callbacks.current.onTyping;
      const typed =
        onTyping && !(event as InputEvent).isComposing
          ? typedChange(event.target, { idPrefix, schema, data: shown.current })
          : null;
      if (!onTyping || !typed) {
        release();
        return;
      }
      // The preview gets the letter now; rjsf's re-render and the store's change (which the
      // preview already shows) wait until the frame that shows the letter has been painted.
      // The field itself shows it already: it is the browser's own text, which React leaves
      // alone because it has not seen the event (and rjsf's Form re-renders only when its props
      // or state change, compared deeply, so nothing writes the old value back meanwhile). The
      // field's value is read when it is released, so keys before that go as one change.
      event.stopPropagation();
      if (held !== null && held !== event.target) release();
      const first = held === null;
      held = event.target as HTMLInputElement | HTMLTextAreaElement;
      // Queued before the prediction's own check, so the store has its change by then.
      if (first) afterPaint(release);
      onTyping(typed.value as V, typed.pointer);
    };
    // Leaving the field ends a run of typing: rjsf has its change before the blur.
    const onFocusOut = () => release();
    el.addEventListener('input', onInput, true);
    el.addEventListener('focusout', onFocusOut, true);
    return () => {
      release();
      el.removeEventListener('input', onInput, true);
      el.removeEventListener('focusout', onFocusOut, true);
    };
  }, [idPrefix, schema]);
  // The same errors object while the errors stay the same: a new one would make rjsf recompute
  // its whole state.
  const errorsRef = useRef<{ key: string; errors: ErrorSchema } | null>(null);
  const nextErrors = fieldErrors(validators.validate, formData);
  const errorsKey = JSON.stringify(nextErrors);
  if (errorsRef.current?.key !== errorsKey)
    errorsRef.current = { key: errorsKey, errors: nextErrors };
  const extraErrors = errorsRef.current.errors;
  const handleBlur = useCallback(() => callbacks.current.onBlurField?.(), []);
  return (
    <div className={`swe-form ${className ?? ''}`.trim()} data-testid={testId} ref={root}>
      <Form
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData}
        validator={rjsfValidator(schema, validators)}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={formContext}
        idPrefix={idPrefix}
        extraErrors={extraErrors}
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
