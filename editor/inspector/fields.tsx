import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { arrayMove } from '@dnd-kit/sortable';
import { createContext, useCallback, useMemo, useRef } from 'react';
import type { JsonSchema } from '../../schemas/types';
import { ButtonActionField } from './widgets/ButtonActionField';
import { BlogContentFilterField } from './widgets/BlogContentFilterField';
import { DynamicContentFilterField } from './widgets/DynamicContentFilterField';

const defaults = getDefaultRegistry().fields;
const DefaultStringField = defaults.StringField!;
const DefaultObjectField = defaults.ObjectField!;
const DefaultArrayField = defaults.ArrayField!;

/** Widgets picked by a string schema's `x-widget` annotation (registered under these names). */
const STRING_WIDGETS: Record<string, string> = {
  color: 'color',
  image: 'image',
  html: 'html',
  markdown: 'markdown',
};

/** maxLength from which a string is edited in a textarea. */
const LONG_TEXT = 240;

/** 'two-column' → 'Two column', 'grid-3' → 'Grid 3'. */
export function humanize(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether clearing this string field should store '' rather than dropping the key. Storing ''
 * keeps a cleared field cleared (rjsf would otherwise fill a required field's default back in
 * while the owner types) and lets minLength say 'Cannot be empty'. Patterned and enum strings
 * that reject '' drop the key instead.
 */
function keepsEmptyString(schema: JsonSchema, required: boolean | undefined): boolean {
  if (schema.enum || schema.format) return false;
  if (schema.pattern && !new RegExp(schema.pattern).test('')) return false;
  return Boolean(required) || !((schema.minLength ?? 0) > 0);
}

/** String fields: the `x-widget` picks the widget; enums get readable labels. */
export function StringField(props: FieldProps) {
  const { schema, uiSchema, required } = props;
  const ui = useMemo<UiSchema>(() => {
    const s = schema as JsonSchema;
    const extra: UiSchema = {};
    const widget = STRING_WIDGETS[String(s['x-widget'])];
    if (widget) extra['ui:widget'] = widget;
    if (s.contentMediaType === 'text/html' && !widget) extra['ui:widget'] = 'html';
    // Room for a paragraph: long free text gets a textarea.
    if (!extra['ui:widget'] && !s.enum && (s.maxLength ?? 0) >= LONG_TEXT) {
      extra['ui:widget'] = 'textarea';
    }
    if (s.enum && s.enum.every((v) => typeof v === 'string')) {
      extra['ui:enumNames'] = (s.enum as string[]).map(humanize);
    }
    extra['ui:emptyValue'] = keepsEmptyString(s, required) ? '' : undefined;
    return { ...extra, ...uiSchema };
  }, [schema, uiSchema, required]);
  return <DefaultStringField {...props} uiSchema={ui} />;
}

/** Object fields: `x-widget` 'buttonAction' and 'dynamicContentFilter' have their own fields. */
export function ObjectField(props: FieldProps) {
  const widget = (props.schema as JsonSchema)['x-widget'];
  if (widget === 'buttonAction') return <ButtonActionField {...props} />;
  if (widget === 'dynamicContentFilter') return <DynamicContentFilterField {...props} />;
  if (widget === 'blogContentFilter') return <BlogContentFilterField {...props} />;
  return <DefaultObjectField {...props} />;
}

/** Lets an array's template move an item anywhere (a drag), not only one step up or down. */
export type ArrayMove = { move(from: number, to: number): void };
export const ArrayMoveContext = createContext<ArrayMove | null>(null);

/**
 * Array fields: rjsf's own, plus a `move(from, to)` for drag and drop, which rjsf only offers
 * one step at a time. The move is reported as a change of the whole array.
 */
export function ArrayField(props: FieldProps) {
  const { onChange } = props;
  const target =
    (props.childFieldPathId as FieldProps['fieldPathId'] | undefined) ?? props.fieldPathId;
  const data = useRef(props.formData);
  data.current = props.formData;
  const move = useCallback(
    (from: number, to: number) => {
      const list: unknown[] = Array.isArray(data.current) ? data.current : [];
      if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
      onChange(arrayMove(list, from, to), target.path, undefined, target.$id);
    },
    [onChange, target],
  );
  const ctx = useMemo(() => ({ move }), [move]);
  return (
    <ArrayMoveContext.Provider value={ctx}>
      <DefaultArrayField {...props} />
    </ArrayMoveContext.Provider>
  );
}
