// The inspector's form components, one chunk for `lazy.tsx` to load.
export { PageSettingsForm } from './PageSettingsForm';
export { SectionForm } from './SectionForm';
export { ThemeForm } from './ThemeForm';
