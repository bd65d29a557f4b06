import type { UiSchema } from '@rjsf/utils';
import { pageSettingsSchema } from '../../schemas/documents';
import * as pageSettingsValidators from '../../shared/generated/forms/page-settings.js';
import type { Seo } from '../../schemas/types';
import { SchemaForm } from './SchemaForm';
import type { InspectorSources } from './sources';

/** The page settings the form edits; the path is shown, not edited (renaming is a page action). */
export type PageSettings = { title: string; path: string; seo: Seo };

const UI: UiSchema = {
  'ui:order': ['title', 'path', 'seo'],
  path: {
    'ui:readonly': true,
    'ui:help': 'Rename the page from the page list to change its path.',
  },
  seo: {
    description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  },
};

/**
 * Page settings: title, path (read-only here) and SEO (title, description, share image).
 * Props: `value`, `onChange(settings, fieldPath)` with the JSON pointer of the changed field
 * ('/seo/description'), `onBlurField()` and `sources` (for the share image).
 */
export type PageSettingsFormProps = {
  value: PageSettings;
  onChange(value: PageSettings, fieldPath: string): void;
  onBlurField?(): void;
  sources?: InspectorSources;
};

export function PageSettingsForm({ value, onChange, onBlurField, sources }: PageSettingsFormProps) {
  return (
    <SchemaForm
      schema={pageSettingsSchema}
      validators={pageSettingsValidators}
      uiSchema={UI}
      value={value}
      onChange={onChange}
      onBlurField={onBlurField}
      sources={sources}
      idPrefix="sw-page"
      className="swe-page-form"
      testId="page-settings-form"
    />
  );
}
