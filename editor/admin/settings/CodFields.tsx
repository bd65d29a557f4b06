// Cash on delivery in the payments form: on or off, the largest order it takes and its fee, in
// rupees as typed (converted exactly to paise on save, like product prices).
import { COD_MESSAGES, type CodSettings } from '../../../shared/cod';
import { majorTextToMinor, minorToMajorText } from '../../../shared/admin-catalogue';
import { Checkbox, TextField } from '../ui';

/** The fields as typed. */
export type CodDraft = { enabled: boolean; limit: string; fee: string };

export function codDraftOf(cod: CodSettings): CodDraft {
  return {
    enabled: cod.enabled,
    limit: minorToMajorText(cod.limit),
    fee: cod.fee === 0 ? '' : minorToMajorText(cod.fee),
  };
}

/** The settings to send, or the fields' problems (an empty fee is no fee). */
export function codOfDraft(
  draft: CodDraft,
): { cod: CodSettings; errors?: undefined } | { errors: Record<string, string> } {
  const limit = majorTextToMinor(draft.limit);
  const fee = draft.fee.trim() === '' ? 0 : majorTextToMinor(draft.fee);
  const errors: Record<string, string> = {};
  if (limit === null || limit < 100) errors['cod.limit'] = COD_MESSAGES.limit;
  if (fee === null || fee < 0) errors['cod.fee'] = COD_MESSAGES.fee;
  if (limit === null || fee === null || Object.keys(errors).length) return { errors };
  return { cod: { enabled: draft.enabled, limit, fee } };
}

export function CodFields({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: CodDraft;
  onChange: (next: CodDraft) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  return (
    <div className="swa-gateway" data-testid="swa-cod-settings">
      <h3>Cash on delivery</h3>
      <Checkbox
        label="Offer cash on delivery at checkout"
        checked={draft.enabled}
        onChange={(enabled) => onChange({ ...draft, enabled })}
        disabled={disabled}
        hint="The customer pays the courier in cash. The order is confirmed at once and its stock is set aside; mark it delivered and paid when the cash is received."
      />
      {draft.enabled ? (
        <div className="swa-form-grid">
          <TextField
            label="Largest order (₹)"
            inputMode="decimal"
            value={draft.limit}
            onChange={(limit) => onChange({ ...draft, limit })}
            error={errors['cod.limit']}
            hint="Orders above this total (with the fee) must be paid online."
            disabled={disabled}
            data-testid="swa-cod-limit"
          />
          <TextField
            label="Fee (₹, optional)"
            inputMode="decimal"
            value={draft.fee}
            placeholder="0"
            onChange={(fee) => onChange({ ...draft, fee })}
            error={errors['cod.fee']}
            hint="Added to the order when the customer chooses cash on delivery."
            disabled={disabled}
            data-testid="swa-cod-fee"
          />
        </div>
      ) : null}
    </div>
  );
}
