import { useState, type FormEvent } from 'react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  CURRENCY_LABELS,
  STORE_CURRENCIES,
  STORE_SETTINGS_MESSAGES,
  STORE_SETTINGS_SCHEMA,
  type StoreCurrency,
  type StoreSettingsInput,
} from '../../../shared/admin-api';
import { useSchemaForm } from '../forms';
import { labelled, Options, Panel, SelectField, TextField, TextareaField } from '../ui';
import { LockedFields, SaveRow } from './form-parts';
import { type SettingsFormProps, useSettingsSave } from './settings-form';

/** Store name, currency and contact details (POST …/admin/settings/store). */
export function StoreForm({ settings, onSaved }: SettingsFormProps) {
  const form = useSchemaForm<StoreSettingsInput>(
    STORE_SETTINGS_SCHEMA,
    STORE_SETTINGS_MESSAGES,
    settings.store,
  );
  const { values: v, setValues, errors } = form;
  const { busy: saving, save } = useSettingsSave(
    ADMIN_API_PATHS.saveStore,
    ADMIN_MESSAGES.storeSaved,
    onSaved,
    form.setErrors,
  );
  const readOnly = !settings.canEdit;
  const [threshold, setThreshold] = useState(String(settings.store.lowStockThreshold));
  const setContact = (name: keyof StoreSettingsInput['contact'], value: string) =>
    setValues({ ...v, contact: { ...v.contact, [name]: value } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.check(v)) return;
    await save(v, (next) => {
      form.setErrors({});
      setValues(next.store);
      setThreshold(String(next.store.lowStockThreshold));
    });
  }

  return (
    <Panel title="Store details" testId="swa-store-form">
      <form onSubmit={submit} noValidate>
        <LockedFields disabled={readOnly || saving}>
          <div className="swa-form-grid">
            <TextField
              label="Store name"
              {...form.field('name')}
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
              <Options options={labelled(STORE_CURRENCIES, CURRENCY_LABELS)} />
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
            <TextField
              label="Low-stock alert"
              inputMode="numeric"
              value={threshold}
              onChange={(text) => {
                setThreshold(text);
                // Not a whole number: NaN, which the form's check refuses with its message.
                setValues({
                  ...v,
                  lowStockThreshold: /^\d+$/.test(text.trim()) ? Number(text) : NaN,
                });
              }}
              error={errors.lowStockThreshold}
              hint="A variant with this many units or fewer shows as low on stock (dashboard, products)."
            />
          </div>
          <SaveRow shown={!readOnly} busy={saving}>
            Save store details
          </SaveRow>
        </LockedFields>
      </form>
    </Panel>
  );
}
