// The address field of an item's edit screen (a product's path, a blog post's slug): left empty,
// the server makes it from the item's name, which the placeholder and the hint show.
import { TextField } from './ui';

/** The items with an address of their own: the field's label, what it is made from, its base. */
const KINDS = {
  product: { label: 'Path', from: 'name', base: '/p/' },
  post: { label: 'Slug', from: 'title', base: '/blog/' },
} as const;

type Kind = keyof typeof KINDS;

/** The address an item will have: its own, else the one made from its name, else its kind. */
export function slugOf(kind: Kind, value: string, made: string): string {
  return value.trim() || made || kind;
}

/**
 * `made`: the address the server would make from the item's name now. `live`: the address
 * visitors reach it at now, when a change adds a redirect from it (server/redirects).
 */
export function SlugField({
  kind,
  made,
  live,
  ...field
}: {
  kind: Kind;
  made: string;
  live?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { label, from, base } = KINDS[kind];
  const next = slugOf(kind, field.value, made);
  const moved =
    live && field.value.trim() && next !== live
      ? ` Visitors to ${base}${live} will be sent here (a redirect is added).`
      : '';
  return (
    <TextField
      label={label}
      maxLength={120}
      placeholder={made || `made from the ${from}`}
      hint={`The ${kind}’s address: ${base}${next}. Leave empty to make it from the ${from}.${moved}`}
      {...field}
    />
  );
}
