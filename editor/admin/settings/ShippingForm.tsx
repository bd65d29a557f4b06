// Settings → Shipping and returns: zones of states with their rates, the rest of India, and the
// return window (POST …/admin/settings/shipping). A state belongs to one zone: the others' states
// show which zone has them.
import { type FormEvent, useState } from 'react';
import { ADMIN_API_PATHS } from '../../../shared/admin-api';
import { INDIA_STATES } from '../../../shared/india';
import { REST_OF_INDIA, returnPolicyText, SHIPPING_LIMITS } from '../../../shared/shipping';
import { Button, Panel, TextField } from '../ui';
import { SaveRow } from './form-parts';
import { type SettingsFormProps, useSettingsSave } from './settings-form';
import {
  newZone,
  type RateDraft,
  type ShippingDraft,
  shippingDraftOf,
  shippingOfDraft,
  type ZoneDraft,
} from './shipping-draft';

export const SHIPPING_SAVED = 'Shipping and returns saved.';

export function ShippingForm({ settings, onSaved }: SettingsFormProps) {
  const [draft, setDraft] = useState<ShippingDraft>(() => shippingDraftOf(settings.shipping));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, save } = useSettingsSave(
    ADMIN_API_PATHS.saveShipping,
    SHIPPING_SAVED,
    onSaved,
    setErrors,
  );
  const locked = !settings.canEdit || busy;

  const setZone = (i: number, z: ZoneDraft) =>
    setDraft({ ...draft, zones: draft.zones.map((old, j) => (j === i ? z : old)) });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const out = shippingOfDraft(draft);
    setErrors(out.errors ?? {});
    if (out.errors) return;
    await save(out.settings, (next) => setDraft(shippingDraftOf(next.shipping)));
  }

  const days = Number(draft.returnWindowDays);
  return (
    <Panel title="Shipping and returns" testId="swa-shipping-form">
      <p className="swa-muted" style={{ marginTop: 0 }}>
        Group states into zones with their own rate. Every state outside a zone pays the{' '}
        {REST_OF_INDIA} rate. Amounts are in rupees; the rate by weight adds for every 500 g beyond
        the first 500 g of the bag.
      </p>
      <form onSubmit={submit} noValidate>
        {draft.zones.map((zone, i) => (
          <section key={zone.key} className="swa-zone" data-testid="swa-shipping-zone">
            <div className="swa-zone-head">
              <TextField
                label="Zone name"
                value={zone.name}
                placeholder="e.g. South India"
                maxLength={SHIPPING_LIMITS.name}
                onChange={(name) => setZone(i, { ...zone, name })}
                error={errors[`zones.${i}.name`]}
                disabled={locked}
              />
              {settings.canEdit ? (
                <Button
                  variant="ghost"
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    setDraft({ ...draft, zones: draft.zones.filter((_, j) => j !== i) })
                  }
                >
                  Remove zone
                </Button>
              ) : null}
            </div>
            <RateFields
              rate={zone}
              onChange={(r) => setZone(i, { ...zone, ...r })}
              errors={errors}
              path={`zones.${i}`}
              disabled={locked}
            />
            <StatePicker
              zones={draft.zones}
              index={i}
              onChange={(states) => setZone(i, { ...zone, states })}
              error={errors[`zones.${i}.states`]}
              disabled={locked}
            />
          </section>
        ))}
        {settings.canEdit && draft.zones.length < SHIPPING_LIMITS.zones ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => setDraft({ ...draft, zones: [...draft.zones, newZone()] })}
            data-testid="swa-shipping-add-zone"
          >
            Add a zone
          </Button>
        ) : null}
        <section className="swa-zone swa-zone--fallback">
          <h3>{REST_OF_INDIA}</h3>
          <p className="swa-muted">
            {draft.zones.length === 0
              ? 'Every state and union territory.'
              : 'Every state and union territory not in a zone above.'}
          </p>
          <RateFields
            rate={draft.restOfIndia}
            onChange={(restOfIndia) => setDraft({ ...draft, restOfIndia })}
            errors={errors}
            path="restOfIndia"
            disabled={locked}
          />
        </section>
        <section className="swa-zone">
          <h3>Returns</h3>
          <div className="swa-form-grid">
            <TextField
              label="Return window (days after delivery)"
              inputMode="numeric"
              value={draft.returnWindowDays}
              onChange={(returnWindowDays) => setDraft({ ...draft, returnWindowDays })}
              error={errors.returnWindowDays}
              hint="0 means no returns. Customers can ask for a return until then."
              disabled={locked}
              data-testid="swa-return-window"
            />
            <div className="swa-policy-preview">
              <span className="swa-muted">Customers read</span>
              <p data-testid="swa-return-policy">
                {Number.isInteger(days) && days >= 0 ? returnPolicyText(days) : '—'}
              </p>
            </div>
          </div>
        </section>
        <SaveRow shown={settings.canEdit} busy={busy}>
          Save shipping and returns
        </SaveRow>
      </form>
    </Panel>
  );
}

function RateFields({
  rate,
  onChange,
  errors,
  path,
  disabled,
}: {
  rate: RateDraft;
  onChange: (r: RateDraft) => void;
  errors: Record<string, string>;
  path: string;
  disabled: boolean;
}) {
  return (
    <div className="swa-form-grid swa-rate-grid">
      <TextField
        label="Flat rate (₹)"
        inputMode="decimal"
        value={rate.flatRate}
        placeholder="0"
        onChange={(flatRate) => onChange({ ...rate, flatRate })}
        error={errors[`${path}.flatRate`]}
        disabled={disabled}
      />
      <TextField
        label="Free above (₹, optional)"
        inputMode="decimal"
        value={rate.freeAbove}
        placeholder="Never free"
        onChange={(freeAbove) => onChange({ ...rate, freeAbove })}
        error={errors[`${path}.freeAbove`]}
        disabled={disabled}
      />
      <TextField
        label="Per extra 500 g (₹, optional)"
        inputMode="decimal"
        value={rate.perWeightRate}
        placeholder="Weight not counted"
        onChange={(perWeightRate) => onChange({ ...rate, perWeightRate })}
        error={errors[`${path}.perWeightRate`]}
        disabled={disabled}
      />
    </div>
  );
}

/** The states by name, as people look for them. */
const BY_NAME = [...INDIA_STATES].sort((a, b) => a.name.localeCompare(b.name));

/** The 36 states as checkboxes; a state another zone has is shown with that zone's name. */
function StatePicker({
  zones,
  index,
  onChange,
  error,
  disabled,
}: {
  zones: readonly ZoneDraft[];
  index: number;
  onChange: (states: string[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const mine = new Set(zones[index]?.states ?? []);
  const elsewhere = new Map<string, string>();
  zones.forEach((z, j) => {
    if (j !== index) for (const s of z.states) elsewhere.set(s, z.name.trim() || `Zone ${j + 1}`);
  });
  return (
    <fieldset className="swa-zone-states" aria-invalid={error ? true : undefined}>
      <legend>
        States in this zone <span className="swa-muted">({mine.size} chosen)</span>
      </legend>
      <div className="swa-zone-state-grid">
        {BY_NAME.map((s) => {
          const other = elsewhere.get(s.name);
          return (
            <label key={s.code} className={other ? 'is-taken' : undefined}>
              <input
                type="checkbox"
                checked={mine.has(s.name)}
                disabled={disabled || Boolean(other)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? BY_NAME.map((x) => x.name).filter((n) => n === s.name || mine.has(n))
                      : [...mine].filter((n) => n !== s.name),
                  )
                }
              />
              <span>{s.name}</span>
              {other ? <span className="swa-muted swa-zone-taken">{other}</span> : null}
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="swa-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
