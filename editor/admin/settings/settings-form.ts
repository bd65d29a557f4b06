// What the settings forms (StoreForm, PaymentsForm) share: their props and the save.
import { type AdminSettings, type AdminSettingsAnswer } from '../../../shared/admin-api';
import { useAdminApi } from '../api';
import { useFormSend } from '../forms';
import { useToast } from '../ui';

export type SettingsFormProps = {
  settings: AdminSettings;
  onSaved: (next: AdminSettings) => void;
};

/**
 * Saves one settings form: `save(body, reset)` posts `body` to `path`; on success `reset` takes
 * the saved settings for the form, `onSaved` for the page, and the `done` toast shows. A refusal
 * marks the fields (`setErrors`), as useFormSend does.
 */
export function useSettingsSave(
  path: string,
  done: string,
  onSaved: (next: AdminSettings) => void,
  setErrors: (errors: Record<string, string>) => void,
) {
  const api = useAdminApi();
  const toast = useToast();
  const { busy, send } = useFormSend(setErrors);
  const save = (body: unknown, reset: (next: AdminSettings) => void) =>
    send(async () => {
      const answer = await api.post<AdminSettingsAnswer>(path, body);
      reset(answer.data);
      onSaved(answer.data);
      toast(done);
    });
  return { busy, save };
}
