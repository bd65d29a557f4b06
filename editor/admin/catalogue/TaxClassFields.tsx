// The HSN code and GST rate of a product or a category (what its GST invoices print). Empty
// fields inherit: a product its category's, a category the shop's default of 18 %.
import { type TaxClassForm } from '../../../shared/admin-catalogue';
import { GST_RATES } from '../../../shared/gst';
import { Options, SelectField, TextField } from '../ui';

export function TaxClassFields({
  value,
  onChange,
  errors,
  inherited,
  inheritedRate,
}: {
  value: TaxClassForm;
  onChange: (next: TaxClassForm) => void;
  errors: Record<string, string | undefined>;
  /** What empty fields mean here ("the category's: 6109 at 5 %"). */
  inherited: string;
  /** The rate an empty rate means. */
  inheritedRate: number;
}) {
  return (
    <>
      <TextField
        label="HSN code"
        inputMode="numeric"
        maxLength={8}
        value={value.hsn}
        onChange={(hsn) => onChange({ ...value, hsn: hsn.replace(/\s/g, '') })}
        error={errors['tax.hsn'] ?? errors.tax}
        hint={`4, 6 or 8 digits. Empty: ${inherited}.`}
      />
      <SelectField
        label="GST rate"
        value={value.rate === null ? '' : String(value.rate)}
        onChange={(t) => onChange({ ...value, rate: t === '' ? null : Number(t) })}
        error={errors['tax.rate']}
      >
        <Options
          none={`Inherited (${inheritedRate} %)`}
          options={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))}
        />
      </SelectField>
    </>
  );
}
