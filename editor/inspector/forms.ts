// The inspector's form components, one chunk for `lazy.tsx` to load (the theme's form loads
// with the theme panel).
export { PageSettingsForm } from './PageSettingsForm';
export { SectionForm } from './SectionForm';
