// The search-engine title and description of an item's edit screen (a product, a blog post).
import type { ReactNode } from 'react';
import { TextareaField, TextField } from './ui';

type Seo = { title: string; description: string };

/** The two fields over `seo` (errors at `seo.title`, `seo.description`); `max` bounds them. */
export function SeoFields({
  seo,
  errors,
  hints,
  max,
  onChange,
}: {
  seo: Seo;
  errors: Record<string, string>;
  hints: { title: ReactNode; description: ReactNode };
  max?: { title: number; description: number };
  onChange: (seo: Seo) => void;
}) {
  return (
    <>
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
    </>
  );
}
