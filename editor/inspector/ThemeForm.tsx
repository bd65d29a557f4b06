import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { resolveColors, type ResolvedColors } from '../../shared/theme-css';
import { themeSchema } from '../../schemas/theme';
import * as themeValidators from '../../shared/generated/forms/theme.js';
import type { JsonSchema, Theme } from '../../schemas/types';
import { SchemaForm } from './SchemaForm';
import type { InspectorSources } from './sources';

const fontFields = (custom: boolean): UiSchema => {
  const hidden = custom ? {} : { 'ui:widget': 'hidden' };
  return {
    'ui:order': [
      'type',
      'headingFont',
      'headingStyle',
      'bodyFont',
      'bodyStyle',
      'headingScale',
      'bodySize',
    ],
    type: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Default (Inter)', 'Choose fonts'],
      'ui:options': { inline: true },
    },
    headingFont: { 'ui:widget': 'fontName', ...hidden },
    headingStyle: { 'ui:title': 'Heading style', ...hidden },
    bodyFont: { 'ui:widget': 'fontName', ...hidden },
    bodyStyle: { 'ui:title': 'Body style', ...hidden },
    headingScale: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Small', 'Medium', 'Large'],
      'ui:options': { inline: true },
    },
  };
};

const follows = (color: string, label: string): UiSchema => ({
  'ui:options': { follows: color, followsLabel: label },
});

/**
 * The uiSchema for a theme: the colours left unset show what they follow (the accent, the page
 * background, the button's background), resolved as the page draws them (shared/theme-css.ts).
 */
const themeUi = (custom: boolean, c: ResolvedColors): UiSchema => ({
  'ui:order': ['colors', 'font', 'primaryButton', 'secondaryButton', 'linkTextColor'],
  font: fontFields(custom),
  primaryButton: {
    backgroundColor: follows(c.accent, 'Follows the accent'),
    borderColor: follows(c.btn1Bg, 'Follows the background'),
  },
  secondaryButton: {
    backgroundColor: follows(c.btn2Bg, 'Follows the page background'),
    borderColor: follows(c.btn2Bg, 'Follows the background'),
  },
  linkTextColor: follows(c.accent, 'Follows the accent'),
});

/**
 * The theme editor's form over `themeSchema`: colours, fonts (the names and styles show once
 * 'Choose fonts' is picked; the bundled fonts are suggested) with the heading and body sizes,
 * the primary and secondary button styles and the link colour, each group under its heading.
 * A button or link colour left empty shows the colour it follows.
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
  const custom = value.font?.type === 'custom';
  const resolved = resolveColors(value);
  // The uiSchema changes only when the font type or a followed colour does.
  const key = `${custom}|${Object.values(resolved).join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` holds what themeUi reads
  const uiSchema = useMemo(() => themeUi(custom, resolved), [key]);
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
