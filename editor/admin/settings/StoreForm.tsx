import type { FormEvent } from 'react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  type AdminSettings,
  type AdminSettingsAnswer,
  CURRENCY_LABELS,
  STORE_CURRENCIES,
  STORE_SETTINGS_MESSAGES,
  STORE_SETTINGS_SCHEMA,
  type StoreCurrency,
  type StoreSettingsInput,
} from '../../../shared/admin-api';
import { useAdminApi } from '../api';
import { useFormSend, useSchemaForm } from '../forms';
import { Button, Panel, SelectField, TextField, TextareaField, useToast } from '../ui';

/** Store name, currency and contact details (POST …/admin/settings/store). */
export function StoreForm({
  settings,
  onSaved,
}: {
  settings: AdminSettings;
  onSaved: (next: AdminSettings) => void;
}) {
  const api = useAdminApi();
  const toast = useToast();
  const form = useSchemaForm<StoreSettingsInput>(
    STORE_SETTINGS_SCHEMA,
    STORE_SETTINGS_MESSAGES,
    settings.store,
  );
  const { values: v, setValues, errors } = form;
  const { busy: saving, send } = useFormSend(form.setErrors);
  const readOnly = !settings.canEdit;
  const setContact = (name: keyof StoreSettingsInput['contact'], value: string) =>
    setValues({ ...v, contact: { ...v.contact, [name]: value } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.check(v)) return;
    await send(async () => {
      const answer = await api.post<AdminSettingsAnswer>(ADMIN_API_PATHS.saveStore, v);
      form.setErrors({});
      setValues(answer.data.store);
      onSaved(answer.data);
      toast(ADMIN_MESSAGES.storeSaved);
    });
  }

  return (
    <Panel title="Store details" testId="swa-store-form">
      <form onSubmit={submit} noValidate>
        <fieldset disabled={readOnly || saving} style={{ border: 0, padding: 0, margin: 0 }}>
          <div className="swa-form-grid">
            <TextField
              label="Store name"
              value={v.name}
              onChange={(name) => setValues({ ...v, name })}
              error={errors.name}
              maxLength={100}
              hint="Shown in the site's title and header."
            />
            <SelectField
              label="Currency"
              error={errors.defaultCurrency}
              hint="Prices keep their numbers; only the symbol changes."
              value={v.defaultCurrency}
              onChange={(text) => setValues({ ...v, defaultCurrency: text as StoreCurrency })}
            >
              {STORE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {CURRENCY_LABELS[c]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Contact email"
              type="email"
              value={v.contact.email}
              onChange={(value) => setContact('email', value)}
              error={errors['contact.email']}
              maxLength={200}
            />
            <TextField
              label="Contact phone"
              type="tel"
              value={v.contact.phone}
              onChange={(value) => setContact('phone', value)}
              error={errors['contact.phone']}
              maxLength={20}
            />
            <TextareaField
              label="Address"
              error={errors['contact.address']}
              className="swa-span-2"
              rows={3}
              maxLength={500}
              value={v.contact.address}
              onChange={(text) => setContact('address', text)}
            />
          </div>
          {readOnly ? null : (
            <div className="swa-form-actions">
              <Button type="submit" variant="primary" busy={saving}>
                Save store details
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </Panel>
  );
}
