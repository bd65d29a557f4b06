import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../shared/validators';
import { useRuntime } from '../context';
import { noProblems, useSubmit, type SubmitSteps } from '../hooks/use-submit';
import { useFields, type FieldsOptions } from './Field';

/**
 * A form checked by one shared rule before it sends (sign-in, sign-up, contact): its fields
 * (`useFields`, disabled while sending), its message above the fields (`general`), and `submit`,
 * which clears the message, shows the fields' problems `validate` finds and sends (`useSubmit`)
 * only when there are none and the page is not the builder's preview (forms there validate
 * but send nothing).
 */
export function useCheckedForm<F extends string, X extends string = never>(
  id: string,
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F | X>,
  options: Omit<FieldsOptions<F>, 'busy'> = {},
) {
  const { mode } = useRuntime();
  const [general, setGeneral] = useState<string | null>(null);
  const { busy, run } = useSubmit();
  const fields = useFields<F, X>(id, initial, { ...options, busy });

  const submit = (event: FormEvent<HTMLFormElement>, steps: Omit<SubmitSteps, 'check'>) =>
    run(event, {
      ...steps,
      check: () => {
        setGeneral(null);
        return noProblems(validate(fields.values), fields.setErrors) && mode !== 'builder';
      },
    });

  return { ...fields, busy, general, setGeneral, submit };
}
