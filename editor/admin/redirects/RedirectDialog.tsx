// Add or edit one redirect: the old path, where to send visitors (a path of the shop or a full
// URL) and the type, checked with the same rules as the server before it is sent; the server's
// refusals (a loop, a from already used) show on their fields.
import { useState } from 'react';
import {
  type AdminRedirect,
  checkRedirectFrom,
  checkRedirectTo,
  REDIRECT_MESSAGES,
  REDIRECT_PATH_MAX,
  REDIRECT_URL_MAX,
  type RedirectStatus,
} from '../../../shared/redirects';
import { useAdminApi } from '../api';
import { fieldBinder, useFormSend } from '../forms';
import { FormDialog, Options, SelectField, TextField } from '../ui';
import { redirectsApi } from './redirects-api';

type Form = { from: string; to: string; status: string };

const TYPES = [
  { value: '301', label: '301 Permanent' },
  { value: '302', label: '302 Temporary' },
];

/** The form's problems as the server would find them (empty: none). */
export function redirectFormProblems(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const from = checkRedirectFrom(form.from);
  if (!from.ok) errors.from = from.message;
  const to = checkRedirectTo(form.to);
  if (!to.ok) errors.to = to.message;
  else if (from.ok && to.key === from.from) errors.to = REDIRECT_MESSAGES.same;
  return errors;
}

export function RedirectDialog({
  redirect,
  onClose,
  onSaved,
}: {
  redirect: AdminRedirect | null;
  onClose: () => void;
  onSaved: (r: AdminRedirect, created: boolean) => void;
}) {
  const api = redirectsApi(useAdminApi());
  const [form, setForm] = useState<Form>(() => ({
    from: redirect?.from ?? '',
    to: redirect?.to ?? '',
    status: String(redirect?.status ?? 301),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, send } = useFormSend(setErrors);
  const field = fieldBinder(form, errors, (key, value) => setForm((f) => ({ ...f, [key]: value })));

  const save = async () => {
    const found = redirectFormProblems(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      const saved = await api.save({
        ...(redirect ? { id: redirect._id } : {}),
        from: form.from,
        to: form.to,
        status: Number(form.status) as RedirectStatus,
      });
      onSaved(saved, !redirect);
    });
  };

  return (
    <FormDialog
      title={redirect ? `Edit the redirect from ${redirect.from}` : 'Add a redirect'}
      onClose={onClose}
      testId="redirect-dialog"
      busy={busy}
      onSave={save}
      saveTestId="redirect-save"
    >
      <TextField
        label="Old path"
        {...field('from')}
        maxLength={REDIRECT_PATH_MAX}
        placeholder="/old-page"
        hint="The address that no longer has its page, starting with /."
        spellCheck={false}
        autoCapitalize="off"
        data-autofocus
        data-testid="redirect-from"
      />
      <TextField
        label="Send visitors to"
        {...field('to')}
        maxLength={REDIRECT_URL_MAX}
        placeholder="/new-page or https://…"
        hint="A path of this shop, or a full address on another site."
        spellCheck={false}
        autoCapitalize="off"
        data-testid="redirect-to"
      />
      <SelectField
        label="Type"
        value={form.status}
        hint={
          redirect?.automatic
            ? 'Added by the shop when this address moved. Saving makes it yours.'
            : 'Permanent: the page has moved for good, and search engines follow it. Temporary: the old address will be used again.'
        }
        onChange={(status) => setForm((f) => ({ ...f, status }))}
        data-testid="redirect-status"
      >
        <Options options={TYPES} />
      </SelectField>
    </FormDialog>
  );
}
