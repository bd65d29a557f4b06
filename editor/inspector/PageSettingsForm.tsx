import type { UiSchema } from '@rjsf/utils';
import { useMemo, type ReactNode } from 'react';
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
 * ('/seo/description'), `onBlurField()`, `sources` (for the share image) and `titleNote`, shown
 * under the title field (the offer to rename the page's menu items along with its title).
 */
export type PageSettingsFormProps = {
  value: PageSettings;
  onChange(value: PageSettings, fieldPath: string): void;
  onBlurField?(): void;
  sources?: InspectorSources;
  titleNote?: ReactNode;
};

export function PageSettingsForm(props: PageSettingsFormProps) {
  const { value, onChange, onBlurField, sources, titleNote } = props;
  const uiSchema = useMemo(
    () => (titleNote ? { ...UI, title: { 'ui:help': titleNote } } : UI),
    [titleNote],
  );
  return (
    <SchemaForm
      schema={pageSettingsSchema}
      validators={pageSettingsValidators}
      uiSchema={uiSchema}
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
