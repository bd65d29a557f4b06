import { useState } from 'react';
import type { FieldErrors } from '../../../shared/validators';
import { useSubmit } from '../../hooks/use-submit';

/**
 * What each form of the account overview holds: its values, their errors, the general error
 * above the form, and the submit (busy while it runs); `set(field)` is a field's onChange.
 */
export function useAccountForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const { busy: saving, run } = useSubmit();
  const set = (field: F) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return { values, setValues, errors, setErrors, general, setGeneral, saving, run, set };
}
