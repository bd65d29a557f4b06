// Form helpers: the shared schema check before sending, and a refusal's field messages after.
import { useCallback, useState } from 'react';
import { type FormMessages, type FormSchema, formProblems } from '../../shared/admin-api';
import { ApiError } from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import { useToast } from './ui';

/** The field messages of a refused request (`fieldErrors` of a 400), or null. */
export function fieldErrorsOf(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiError)) return null;
  const body = err.body as { fieldErrors?: unknown; errors?: unknown } | null;
  if (body?.fieldErrors && typeof body.fieldErrors === 'object')
    return body.fieldErrors as Record<string, string>;
  // A 409 names its field beside the message ({ errors: [...], field }).
  const field = (body as { field?: unknown } | null)?.field;
  if (typeof field === 'string' && Array.isArray(body?.errors)) {
    const first = body.errors[0] as { defaultMessage?: unknown } | undefined;
    if (typeof first?.defaultMessage === 'string') return { [field]: first.defaultMessage };
  }
  return null;
}

/** A form's values and field errors, checked with the same schema the server uses. */
export function useSchemaForm<T>(schema: FormSchema, messages: FormMessages, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** True when the values pass; else the errors show. */
  const check = useCallback(
    (v: T) => {
      const problems = formProblems(schema, v, messages);
      setErrors(problems);
      return Object.keys(problems).length === 0;
    },
    [schema, messages],
  );
  /** A text field's props for `values[key]` (fieldBinder). */
  const field = fieldBinder(values, errors, (key, value) =>
    setValues((v) => ({ ...v, [key]: value })),
  );
  return { values, setValues, errors, setErrors, check, field };
}

/** The fields of `T` that hold text (what a TextField or SelectField edits). */
type TextKey<T> = {
  [K in keyof T]: T[K] extends string ? K : never;
}[keyof T] &
  string;

/**
 * Binds a form's text fields: `field(key)` is a TextField's (or SelectField's) value, its error
 * (under the same name in `errors`) and its change, which `set(key, text)` writes. Spread it and
 * give the rest: `<TextField label="Code" {...field('code')} maxLength={32} />`.
 */
export function fieldBinder<T>(
  values: T,
  errors: Record<string, string>,
  set: (key: TextKey<T>, value: string) => void,
) {
  return <K extends TextKey<T>>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (value: string) => set(key, value),
  });
}

/**
 * Sends a form: `busy` while `request` runs; when it fails, the refusal's field messages go under
 * the fields (`setErrors`) and its reason into an error toast.
 */
export function useFormSend(setErrors: (errors: Record<string, string>) => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const send = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields);
      toast(errorText(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

/**
 * A row's action behind a confirm dialog (a delete): `target` is the row asked about (null: the
 * dialog is closed), `busy` while `run` sends it. On success the dialog closes, the `done` toast
 * shows and `after` runs (a reload); a failure shows its reason in an error toast and the dialog
 * stays open. `dialog` is the ConfirmDialog's open, busy, confirm and cancel.
 */
export function useConfirmedAction<T>({
  run,
  done,
  after,
}: {
  run: (target: T) => Promise<unknown>;
  done: string;
  after: () => void;
}) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await run(target);
      toast(done);
      setTarget(null);
      after();
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => setTarget(null);
  const dialog = { open: target !== null, busy, onConfirm: () => void confirm(), onCancel: cancel };
  const ask = (next: T) => setTarget(next);
  return { target, ask, cancel, busy, confirm, dialog };
}
