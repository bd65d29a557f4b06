// A product save's options, checked and applied (shared/product-options.ts holds the rules):
// names and values trimmed, each variant one complete combination with its title made from its
// values ('M / Indigo', so bags, orders and mails keep showing it), each variant's picture one
// of the product's images. A product without options passes through unchanged.
import type { FieldErrors, ProductForm } from '../../shared/admin-catalogue';
import type { ProductMedia } from '../../shared/catalogue';
import { optionErrors, trimOptions, variantTitleOf } from '../../shared/product-options';
import type { ProductWrite } from './types';

/** The form as the repo writes it, or its field errors (answered as a 400). */
export function withOptions(
  form: ProductForm,
  media: ProductMedia[],
): { write: ProductWrite } | { fieldErrors: FieldErrors } {
  const options = trimOptions(form.options ?? []);
  const variants = form.variants.map((v) => {
    if (options.length === 0) return v;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(v.options ?? {})) values[name.trim()] = value.trim();
    return { ...v, options: values, title: variantTitleOf(options, values) };
  });
  const fieldErrors: FieldErrors = optionErrors(options, variants);
  const urls = new Set(media.map((m) => m.url));
  variants.forEach((v, i) => {
    if (v.image && !urls.has(v.image))
      fieldErrors[`variants.${i}.image`] =
        'Choose the variant’s image from this product’s images (add it to the product first).';
  });
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { write: { ...form, options, variants, media } };
}
