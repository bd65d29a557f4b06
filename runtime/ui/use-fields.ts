import { useState } from 'react';
import type { FieldErrors } from '../../shared/validators';

type FieldsOptions<F extends string> = {
  /** The fields are disabled while this is on (the form is sending). */
  busy?: boolean;
  /** Id suffixes other than the field's name (`${id}-${suffix}`), kept for tests and autofill. */
  ids?: Partial<Record<F, string>>;
  /** A field's error goes as soon as it is edited. */
  clearOnEdit?: boolean;
};

/**
 * A form's text values and their errors (`X`, errors of fields kept elsewhere, such as the code
 * boxes). `field(name)` is what a Field takes for that value: its id, value, onChange, error and
 * disabled, so a call site names only its label and kind.
 */
export function useFields<F extends string, X extends string = never>(
  id: string,
  initial: Record<F, string>,
  { busy = false, ids = {}, clearOnEdit = false }: FieldsOptions<F> = {},
) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F | X>>({});

  const set = (name: F) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (clearOnEdit && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: F) => ({
    id: `${id}-${ids[name] ?? name}`,
    value: values[name],
    onChange: set(name),
    error: errors[name],
    disabled: busy,
  });

  return { values, setValues, errors, setErrors, set, field };
}
