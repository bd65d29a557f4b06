import type { UiSchema } from '@rjsf/utils';
import { themeSchema } from '../../schemas/theme';
import * as themeValidators from '../../shared/generated/forms/theme.js';
import type { JsonSchema, Theme } from '../../schemas/types';
import { SchemaForm } from './SchemaForm';
import type { InspectorSources } from './sources';

const fontFields = (custom: boolean): UiSchema => {
  const hidden = custom ? {} : { 'ui:widget': 'hidden' };
  return {
    'ui:order': ['type', 'headingFont', 'headingStyle', 'bodyFont', 'bodyStyle'],
    type: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Default (Inter)', 'Choose fonts'],
      'ui:options': { inline: true },
    },
    headingFont: { 'ui:widget': 'fontName', ...hidden },
    headingStyle: { 'ui:title': 'Heading style', ...hidden },
    bodyFont: { 'ui:widget': 'fontName', ...hidden },
    bodyStyle: { 'ui:title': 'Body style', ...hidden },
  };
};

const themeUi = (custom: boolean): UiSchema => ({
  'ui:order': ['colors', 'font', 'primaryButton', 'secondaryButton', 'linkTextColor'],
  font: fontFields(custom),
});

// Two fixed objects: the uiSchema changes only when the font type does.
const THEME_UI = { default: themeUi(false), custom: themeUi(true) };

/**
 * The theme editor's form over `themeSchema`: colours, fonts (the names and styles show once
 * 'Choose fonts' is picked; the bundled fonts are suggested), the primary and secondary button
 * styles and the link colour, each group under its heading.
 *
 * Props: `value` (the theme), `onChange(theme, fieldPath)` with the JSON pointer of the changed
 * field ('/colors/primaryAccent'), `onBlurField()` and optional `sources`.
 */
export type ThemeFormProps = {
  value: Theme;
  onChange(theme: Theme, fieldPath: string): void;
  onBlurField?(): void;
  sources?: InspectorSources;
};

export function ThemeForm({ value, onChange, onBlurField, sources }: ThemeFormProps) {
  const uiSchema = value.font?.type === 'custom' ? THEME_UI.custom : THEME_UI.default;
  return (
    <SchemaForm
      schema={themeSchema as JsonSchema}
      validators={themeValidators}
      uiSchema={uiSchema}
      value={value}
      onChange={onChange}
      onBlurField={onBlurField}
      sources={sources}
      idPrefix="sw-theme"
      className="swe-theme-form"
      testId="theme-form"
    />
  );
}
