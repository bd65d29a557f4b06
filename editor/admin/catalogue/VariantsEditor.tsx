// A product's variants as an editable table: title, SKU, price and list price in rupees (sent
// in paise, converted exactly), stock, weight in grams (for shipping by weight); add and remove rows. On a phone each row is a card.
import { currencySymbol } from '../../../shared/format';
import { useCurrency } from '../ui';
import { Button, Input } from '../ui';
import { emptyVariant, type VariantDraft } from './product-draft';

const FIELDS = [
  { key: 'title', label: 'Title', placeholder: 'M / Indigo', inputMode: 'text' },
  { key: 'sku', label: 'SKU', placeholder: 'EKT-0001-M', inputMode: 'text' },
  { key: 'price', label: 'Price', placeholder: '1299.00', inputMode: 'decimal' },
  { key: 'mrp', label: 'List price', placeholder: 'none', inputMode: 'decimal' },
  { key: 'stock', label: 'Stock', placeholder: '0', inputMode: 'numeric' },
  { key: 'weight', label: 'Weight (g)', placeholder: '0', inputMode: 'numeric' },
] as const;

export function VariantsEditor({
  variants,
  onChange,
  errors,
}: {
  variants: VariantDraft[];
  onChange: (variants: VariantDraft[]) => void;
  /** Field errors by dotted path (`variants.0.price`). */
  errors: Record<string, string>;
}) {
  const currency = useCurrency();
  const symbol = currencySymbol(currency);
  const set = (i: number, key: (typeof FIELDS)[number]['key'], value: string) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, [key]: value } : v)));
  return (
    <div className="swc-variants">
      <div className="swc-variants-table" role="table" aria-label="Variants">
        <div className="swc-variants-head" role="row">
          {FIELDS.map((f) => (
            <span key={f.key} role="columnheader">
              {f.label}
              {f.key === 'price' || f.key === 'mrp' ? ` (${symbol})` : ''}
            </span>
          ))}
          <span role="columnheader" className="swa-visually-hidden">
            Remove
          </span>
        </div>
        {variants.map((v, i) => (
          <div key={v.key} className="swc-variant-row" role="row" data-testid="swc-variant-row">
            {FIELDS.map((f) => {
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
                    aria-label={`Variant ${i + 1} ${f.label.toLowerCase()}`}
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
                aria-label={`Remove variant ${i + 1}`}
                disabled={variants.length === 1}
                onClick={() => onChange(variants.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
      </div>
      {errors.variants ? <p className="swa-field-error">{errors.variants}</p> : null}
      <Button onClick={() => onChange([...variants, emptyVariant()])}>Add variant</Button>
    </div>
  );
}
