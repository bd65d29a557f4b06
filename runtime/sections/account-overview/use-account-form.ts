import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../shared/validators';
import { noProblems, useSubmit } from '../../hooks/use-submit';
import { useFields } from '../../ui/Field';
import { showFailure } from './profile';

/** A form of the account overview: its fields and what its card shows. */
export type AccountForm = ReturnType<typeof useAccountForm>;

/**
 * What each form of the account overview holds: its fields (useFields, disabled while saving,
 * with their ids' suffixes) and the general error above the form. `submit` clears the general
 * error, shows the check's problems, sends (not in the builder) and shows a refusal under the
 * fields or above the form.
 */
export function useAccountForm<F extends string>({
  id,
  builder,
  initial,
  ids,
}: {
  id: string;
  builder: boolean;
  initial: Record<F, string>;
  ids: Record<F, string>;
}) {
  const [general, setGeneral] = useState<string | null>(null);
  const { busy: saving, run } = useSubmit();
  const fields = useFields(id, initial, { busy: saving, ids });

  const submit = (
    event: FormEvent<HTMLFormElement>,
    { problems, send }: { problems: () => FieldErrors<F>; send: () => Promise<void> },
  ) =>
    run(event, {
      check: () => {
        setGeneral(null);
        return noProblems(problems(), fields.setErrors) && !builder;
      },
      send,
      fail: (err) => showFailure(err, fields.setErrors, setGeneral),
    });

  return { ...fields, id, general, saving, submit };
}
