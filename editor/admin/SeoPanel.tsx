// The search-engine panel of an item's edit screen (a product, a blog post): its title and
// description, then whatever the screen adds (the product's result preview).
import type { ReactNode } from 'react';
import { Panel, TextareaField, TextField } from './ui';

type Seo = { title: string; description: string };

/** The panel's two fields over `seo` (errors at `seo.title`, `seo.description`); `max` bounds them. */
export function SeoPanel({
  seo,
  errors,
  hints,
  max,
  onChange,
  children,
}: {
  seo: Seo;
  errors: Record<string, string>;
  hints: { title: ReactNode; description: ReactNode };
  max?: { title: number; description: number };
  onChange: (seo: Seo) => void;
  children?: ReactNode;
}) {
  return (
    <Panel title="Search engines">
      <TextField
        label="Title"
        error={errors['seo.title']}
        hint={hints.title}
        maxLength={max?.title}
        value={seo.title}
        onChange={(title) => onChange({ ...seo, title })}
      />
      <TextareaField
        label="Description"
        error={errors['seo.description']}
        hint={hints.description}
        rows={3}
        maxLength={max?.description}
        value={seo.description}
        onChange={(description) => onChange({ ...seo, description })}
      />
      {children}
    </Panel>
  );
}
