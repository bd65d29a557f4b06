// Settings → Taxes: the GST registration invoices are issued under (legal name, GSTIN, registered
// address and state), whether prices include GST, shipping's rate and SAC, and the month's
// invoices as CSV for the accountant. Without a GSTIN no invoice is issued, and the panel says so.
import { type FormEvent, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../shared/admin-api';
import {
  GST_RATES,
  type GstSettings,
  type GstSettingsAnswer,
  gstinProblem,
  INVOICE_PATHS,
  SHIPPING_SACS,
  validateGstSettings,
} from '../../../shared/gst';
import { INDIA_STATES } from '../../../shared/india';
import { useAdminApi } from '../api';
import { fieldBinder, useFormSend } from '../forms';
import {
  buttonClass,
  Checkbox,
  ErrorState,
  LoadingState,
  Options,
  Panel,
  SelectField,
  TextareaField,
  TextField,
  useResource,
  useToast,
} from '../ui';
import { LockedFields, SaveRow } from './form-parts';

const SAC_LABELS: Record<(typeof SHIPPING_SACS)[number], string> = {
  '9965': '9965 · Goods transport services',
  '996812': '996812 · Courier services',
};

/** This month in India time, as YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

export function TaxForm() {
  const api = useAdminApi();
  const res = useResource('gst-settings', () => api.get<GstSettingsAnswer>(INVOICE_PATHS.settings));
  if (res.status === 'error' && !res.data)
    return <ErrorState error={res.error} onRetry={res.reload} />;
  if (!res.data) return <LoadingState lines={6} />;
  return <TaxFields initial={res.data.data} />;
}

function TaxFields({ initial }: { initial: GstSettingsAnswer['data'] }) {
  const api = useAdminApi();
  const toast = useToast();
  const [v, setV] = useState<GstSettings>(initial);
  const [issuing, setIssuing] = useState(initial.issuing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [month, setMonth] = useState(thisMonth);
  const { busy, send } = useFormSend(setErrors);
  const readOnly = !initial.canEdit;
  const set = <K extends keyof GstSettings>(k: K, value: GstSettings[K]) =>
    setV((prev) => ({ ...prev, [k]: value }));
  const field = fieldBinder(v, errors, (key, value) => set(key, value));
  const gstin = v.gstin.trim().toUpperCase();
  const gstinNote = gstin.length === 15 ? gstinProblem(gstin) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateGstSettings(v);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      return;
    }
    await send(async () => {
      const answer = await api.post<GstSettingsAnswer>(INVOICE_PATHS.settings, checked.value);
      setErrors({});
      setV(answer.data);
      setIssuing(answer.data.issuing);
      toast('Tax settings saved.');
    });
  }

  return (
    <Panel title="Taxes (GST)" testId="swa-tax-form">
      <p
        className={issuing ? 'swa-tax-status swa-tax-status--on' : 'swa-tax-status'}
        role="status"
        data-testid="swa-tax-status"
      >
        {issuing
          ? `GST invoices are issued when an order is paid, numbered INV/year/000001 from each April; a refund issues a credit note (CN/…).`
          : 'No GSTIN is set, so no GST invoices are issued. Enter the GSTIN with the legal name, address and state to start.'}
      </p>
      {readOnly ? (
        <p className="swa-notice" role="note">
          {ADMIN_MESSAGES.ownerOnly}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <LockedFields disabled={readOnly || busy}>
          <div className="swa-form-grid">
            <TextField
              label="Legal name"
              {...field('legalName')}
              maxLength={160}
              hint="As on the GST registration certificate."
            />
            <TextField
              label="GSTIN"
              value={v.gstin}
              onChange={(t) => set('gstin', t.toUpperCase())}
              error={errors.gstin ?? gstinNote ?? undefined}
              maxLength={15}
              spellCheck={false}
              autoComplete="off"
              hint="15 characters, e.g. 29ABCDE1234F1Z5; the last one is checked."
            />
            <TextareaField
              label="Registered address"
              className="swa-span-2"
              rows={3}
              maxLength={400}
              {...field('address')}
            />
            <SelectField
              label="State"
              {...field('stateCode')}
              hint="Orders shipped within it pay CGST + SGST; elsewhere IGST."
            >
              <Options
                none="Choose a state"
                options={INDIA_STATES.map((s) => ({
                  value: s.code,
                  label: `${s.name} (${s.code})`,
                }))}
              />
            </SelectField>
            <SelectField
              label="Shipping’s GST rate"
              value={String(v.shippingRate)}
              onChange={(t) => set('shippingRate', Number(t) as GstSettings['shippingRate'])}
              error={errors.shippingRate}
              hint="Also applies to the cash-on-delivery fee."
            >
              <Options options={GST_RATES.map((r) => ({ value: String(r), label: `${r} %` }))} />
            </SelectField>
            <SelectField
              label="Shipping’s SAC"
              value={v.shippingSac}
              onChange={(t) => set('shippingSac', t as GstSettings['shippingSac'])}
              error={errors.shippingSac}
            >
              <Options options={SHIPPING_SACS.map((s) => ({ value: s, label: SAC_LABELS[s] }))} />
            </SelectField>
            <div className="swa-span-2" data-testid="swa-prices-include-tax">
              <Checkbox
                label="Prices include tax"
                checked={v.pricesIncludeTax}
                onChange={(c) => set('pricesIncludeTax', c)}
                hint={
                  v.pricesIncludeTax
                    ? 'As Indian shops show prices: what the shopper sees is what they pay, and the invoice takes the GST out of each price. Product pages say “Tax included.”'
                    : 'Prices are before tax: checkout adds GST at each product’s rate (shipping and the cash-on-delivery fee at shipping’s), and the invoice shows it on top. Product pages say “Taxes calculated at checkout.” Needs a GSTIN.'
                }
              />
              {errors.pricesIncludeTax ? (
                <p className="swa-field-error" role="alert">
                  {errors.pricesIncludeTax}
                </p>
              ) : null}
            </div>
          </div>
          <SaveRow shown={!readOnly} busy={busy}>
            Save tax settings
          </SaveRow>
        </LockedFields>
      </form>
      <div className="swa-tax-export" data-testid="swa-invoice-export">
        <div>
          <h3>Export invoices</h3>
          <p>A month’s invoices and credit notes as CSV, for your accountant.</p>
        </div>
        <label className="swa-tax-month">
          <span>Month</span>
          <input
            type="month"
            className="swa-input"
            value={month}
            max={thisMonth()}
            onChange={(e) => setMonth(e.target.value)}
          />
        </label>
        <a
          className={buttonClass('secondary')}
          href={`${INVOICE_PATHS.adminCsv}?month=${encodeURIComponent(month)}`}
          download
          aria-disabled={!/^\d{4}-\d{2}$/.test(month)}
        >
          Export invoices
        </a>
      </div>
    </Panel>
  );
}
