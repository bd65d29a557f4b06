import { type FormEvent, type ReactNode, useState } from 'react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminSettings,
  PAYMENT_SETTINGS_MESSAGES,
  PAYMENT_SETTINGS_SCHEMA,
  type PaymentSettingsInput,
  SECRET_FIELDS,
  type SecretField as SecretName,
  formProblems,
} from '../../../shared/admin-api';
import { Checkbox, Panel, TextField } from '../ui';
import { SaveRow } from './form-parts';
import { type SettingsFormProps, useSettingsSave } from './settings-form';
import { CodFields, codDraftOf, codOfDraft } from './CodFields';
import { type SecretChange, SecretField } from './SecretField';

type Publics = Omit<AdminSettings['payments'], 'cod'>;
const KEEP: SecretChange = { mode: 'keep' };
const allKept = () =>
  Object.fromEntries(SECRET_FIELDS.map((f) => [f, KEEP])) as Record<SecretName, SecretChange>;

/** The request body: public halves as typed, new secrets, and the secrets to remove. */
export function paymentsBody(
  publics: Publics,
  changes: Record<SecretName, SecretChange>,
): PaymentSettingsInput {
  const value = (f: SecretName) => {
    const c = changes[f];
    return c.mode === 'replace' && c.value ? { v: c.value } : null;
  };
  const secret = <K extends string>(key: K, f: SecretName) => {
    const v = value(f);
    return v ? ({ [key]: v.v } as Record<K, string>) : {};
  };
  const remove = SECRET_FIELDS.filter((f) => changes[f].mode === 'remove');
  return {
    RAZORPAY: {
      keyId: publics.RAZORPAY.keyId.trim(),
      ...secret('keySecret', 'RAZORPAY.keySecret'),
      ...secret('webhookSecret', 'RAZORPAY.webhookSecret'),
    },
    CASHFREE: {
      clientId: publics.CASHFREE.clientId.trim(),
      ...secret('clientSecret', 'CASHFREE.clientSecret'),
    },
    PHONEPE: {
      merchantId: publics.PHONEPE.merchantId.trim(),
      saltIndex: publics.PHONEPE.saltIndex.trim(),
      ...secret('saltKey', 'PHONEPE.saltKey'),
    },
    testMode: publics.testMode,
    ...(remove.length ? { remove } : {}),
  };
}

/** Gateway keys (POST …/admin/settings/payments). Secrets are write-only. */
export function PaymentsForm({ settings, onSaved }: SettingsFormProps) {
  const [publics, setPublics] = useState<Publics>(settings.payments);
  const [cod, setCod] = useState(() => codDraftOf(settings.payments.cod));
  const [changes, setChanges] = useState(allKept);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy: saving, save } = useSettingsSave(
    ADMIN_API_PATHS.savePayments,
    ADMIN_MESSAGES.paymentsSaved,
    onSaved,
    setErrors,
  );
  const readOnly = !settings.canEdit;

  const secretProps = (name: SecretName, label: string) => ({
    label,
    isSet: settings.secrets[name],
    change: changes[name],
    onChange: (c: SecretChange) => setChanges({ ...changes, [name]: c }),
    error: errors[name],
    disabled: readOnly || saving,
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const codOut = codOfDraft(cod);
    const body = { ...paymentsBody(publics, changes), ...(codOut.errors ? {} : codOut) };
    const problems = {
      ...formProblems(PAYMENT_SETTINGS_SCHEMA, body, PAYMENT_SETTINGS_MESSAGES),
      ...codOut.errors,
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    await save(body, (next) => {
      setPublics(next.payments);
      setCod(codDraftOf(next.payments.cod));
      setChanges(allKept());
    });
  }

  /** A gateway's public key field: its value, error and lock, like secretProps. */
  const publicProps = <G extends 'RAZORPAY' | 'CASHFREE' | 'PHONEPE'>(
    gateway: G,
    key: keyof Publics[G] & string,
  ) => ({
    value: publics[gateway][key] as string,
    onChange: (value: string) =>
      setPublics({ ...publics, [gateway]: { ...publics[gateway], [key]: value } }),
    error: errors[`${gateway}.${key}`],
    disabled: readOnly || saving,
  });
  /** A gateway's id (a key, not words): no autocomplete, no spelling marks. */
  const idProps = <G extends 'RAZORPAY' | 'CASHFREE' | 'PHONEPE'>(
    gateway: G,
    key: keyof Publics[G] & string,
  ) => ({ ...publicProps(gateway, key), autoComplete: 'off', spellCheck: false });

  return (
    <Panel title="Payments" testId="swa-payments-form">
      <p className="swa-muted" style={{ marginTop: 0 }}>
        A gateway is offered at checkout once all its keys are set. Secret keys are stored encrypted
        and are never shown again: replace or remove them here.
      </p>
      <form onSubmit={submit} noValidate>
        <Gateway title="Razorpay">
          <TextField label="Key id" {...idProps('RAZORPAY', 'keyId')} />
          <SecretField {...secretProps('RAZORPAY.keySecret', 'Key secret')} />
          <SecretField {...secretProps('RAZORPAY.webhookSecret', 'Webhook secret (optional)')} />
        </Gateway>
        <Gateway title="Cashfree">
          <TextField label="Client id" {...idProps('CASHFREE', 'clientId')} />
          <SecretField {...secretProps('CASHFREE.clientSecret', 'Client secret')} />
        </Gateway>
        <Gateway title="PhonePe">
          <TextField label="Merchant id" {...idProps('PHONEPE', 'merchantId')} />
          <TextField
            label="Salt index"
            inputMode="numeric"
            {...publicProps('PHONEPE', 'saltIndex')}
            maxLength={3}
          />
          <SecretField {...secretProps('PHONEPE.saltKey', 'Salt key')} />
        </Gateway>
        <div className="swa-gateway">
          <Checkbox
            label="Offer the test gateway at checkout"
            checked={publics.testMode}
            onChange={(testMode) => setPublics({ ...publics, testMode })}
            disabled={readOnly || saving}
            hint="Customers can then pay with the built-in test payment (no real money moves) beside the gateways above. On a live shop it is offered only when this is on; on a development server also while no gateway is set up."
          />
        </div>
        <CodFields draft={cod} onChange={setCod} errors={errors} disabled={readOnly || saving} />
        <SaveRow shown={!readOnly} busy={saving}>
          Save payment settings
        </SaveRow>
      </form>
    </Panel>
  );
}

/** One gateway's keys under its name. */
function Gateway({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="swa-gateway">
      <h3>{title}</h3>
      <div className="swa-form-grid">{children}</div>
    </div>
  );
}
