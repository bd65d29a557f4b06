// A product's variants as an editable table: SKU, price and list price in rupees (sent in paise,
// converted exactly), stock, weight in grams (for shipping by weight). Without options each row
// has a free-text title and rows are added and removed by hand; with options (OptionsEditor) the
// rows are the combinations, each named by its values, with a picture chosen from the product's
// images. On a phone each row is a card.
import { currencySymbol } from '../../../shared/format';
import { combinationCount, variantTitleOf } from '../../../shared/product-options';
import { Button, Input, useCurrency } from '../ui';
import { emptyVariant, type OptionDraft, type VariantDraft } from './product-draft';

type FieldKey = 'title' | 'sku' | 'price' | 'mrp' | 'stock' | 'weight';
const FIELDS: {
  key: FieldKey;
  label: string;
  placeholder: string;
  inputMode: 'text' | 'decimal' | 'numeric';
}[] = [
  { key: 'title', label: 'Title', placeholder: 'M / Indigo', inputMode: 'text' },
  { key: 'price', label: 'Price', placeholder: '1299.00', inputMode: 'decimal' },
  { key: 'mrp', label: 'List price', placeholder: 'none', inputMode: 'decimal' },
  { key: 'stock', label: 'Stock', placeholder: '0', inputMode: 'numeric' },
  { key: 'sku', label: 'SKU', placeholder: 'EKT-0001-M', inputMode: 'text' },
  { key: 'weight', label: 'Weight (g)', placeholder: '0', inputMode: 'numeric' },
];

export function VariantsEditor({
  variants,
  options = [],
  media = [],
  onChange,
  errors,
}: {
  variants: VariantDraft[];
  /** The product's options: with values, the rows are their combinations. */
  options?: OptionDraft[];
  /** The product's images, for each variant's picture. */
  media?: { url: string; alt: string }[];
  onChange: (variants: VariantDraft[]) => void;
  /** Field errors by dotted path (`variants.0.price`). */
  errors: Record<string, string>;
}) {
  const currency = useCurrency();
  const symbol = currencySymbol(currency);
  const used = options.filter((o) => o.values.length > 0);
  const combined = used.length > 0;
  const fields = combined ? FIELDS.filter((f) => f.key !== 'title') : FIELDS;
  const set = (i: number, key: FieldKey | 'image', value: string) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, [key]: value } : v)));
  const missing = combined ? combinationCount(used) - variants.length : 0;
  const units = variants.reduce((n, v) => n + (/^\d+$/.test(v.stock) ? Number(v.stock) : 0), 0);

  return (
    <div className="swc-variants">
      {combined ? (
        <p className="swc-variants-summary" data-testid="swc-variants-summary">
          {`${variants.length} ${variants.length === 1 ? 'variant' : 'variants'}`}
          {missing > 0
            ? ` · ${missing} ${missing === 1 ? 'combination' : 'combinations'} not sold`
            : ''}
          {` · ${units.toLocaleString('en-IN')} in stock`}
        </p>
      ) : null}
      <div
        className={`swc-variants-table${combined ? ' swc-variants-table--options' : ''}`}
        role="table"
        aria-label="Variants"
      >
        <div className="swc-variants-head" role="row">
          {combined ? (
            <>
              <span role="columnheader">Image</span>
              <span role="columnheader">Variant</span>
            </>
          ) : null}
          {fields.map((f) => (
            <span key={f.key} role="columnheader">
              {f.label}
              {f.key === 'price' || f.key === 'mrp' ? ` (${symbol})` : ''}
            </span>
          ))}
          <span role="columnheader" className="swa-visually-hidden">
            Remove
          </span>
        </div>
        {variants.map((v, i) => {
          const name = combined ? variantTitleOf(used, v.options) : `Variant ${i + 1}`;
          const comboError = errors[`variants.${i}.options`] ?? errors[`variants.${i}.image`];
          return (
            <div key={v.key} className="swc-variant-row" role="row" data-testid="swc-variant-row">
              {combined ? (
                <>
                  <div role="cell" className="swc-variant-image">
                    <VariantImage
                      id={`swc-variant-${v.key}-image`}
                      name={name}
                      value={v.image}
                      media={media}
                      onChange={(url) => set(i, 'image', url)}
                    />
                  </div>
                  <div role="cell" className="swc-variant-name" data-testid="swc-variant-name">
                    <strong>{name}</strong>
                    {comboError ? <p className="swa-field-error">{comboError}</p> : null}
                  </div>
                </>
              ) : null}
              {fields.map((f) => {
                const error =
                  errors[`variants.${i}.${f.key}`] ??
                  (f.key === 'title' ? errors[`variants.${i}.id`] : undefined);
                const id = `swc-variant-${v.key}-${f.key}`;
                return (
                  <div
                    key={f.key}
                    role="cell"
                    className={`swc-variant-cell${error ? ' swc-invalid' : ''}`}
                  >
                    <label htmlFor={id} className="swc-variant-label">
                      {f.label}
                    </label>
                    <Input
                      id={id}
                      value={v[f.key]}
                      placeholder={f.placeholder}
                      inputMode={f.inputMode}
                      aria-label={`${combined ? name : `Variant ${i + 1}`} ${f.label.toLowerCase()}`}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => set(i, f.key, e.target.value)}
                    />
                    {error ? <p className="swa-field-error">{error}</p> : null}
                  </div>
                );
              })}
              <div role="cell" className="swc-variant-remove">
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Remove ${combined ? name : `variant ${i + 1}`}`}
                  disabled={variants.length === 1}
                  onClick={() => onChange(variants.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      {errors.variants ? <p className="swa-field-error">{errors.variants}</p> : null}
      {combined ? null : (
        <Button onClick={() => onChange([...variants, emptyVariant()])}>Add variant</Button>
      )}
    </div>
  );
}

/** A variant's picture: a thumbnail of the chosen image and a list of the product's images. */
function VariantImage({
  id,
  name,
  value,
  media,
  onChange,
}: {
  id: string;
  name: string;
  value: string;
  media: { url: string; alt: string }[];
  onChange: (url: string) => void;
}) {
  const chosen = media.find((m) => m.url === value);
  return (
    <div className="swc-variant-picture">
      <span className="swc-variant-thumb" aria-hidden="true">
        {chosen ? <img src={chosen.url} alt="" /> : <span className="swc-variant-thumb-empty" />}
      </span>
      <select
        id={id}
        className="swa-select swc-variant-image-select"
        aria-label={`${name} image`}
        value={chosen ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">—</option>
        {media.map((m, k) => (
          <option key={`${m.url}-${k}`} value={m.url}>
            {`${k + 1}${m.alt ? ` · ${m.alt}` : ''}`}
          </option>
        ))}
      </select>
    </div>
  );
}
