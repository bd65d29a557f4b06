import { useState } from 'react';
import { useSubmit } from '../../hooks/use-submit';
import { useFields } from '../../ui/use-fields';

/**
 * What each form of the account overview holds: its fields (useFields, disabled while saving,
 * with their ids' suffixes), the general error above the form, and the submit.
 */
export function useAccountForm<F extends string>(
  id: string,
  initial: Record<F, string>,
  ids: Record<F, string>,
) {
  const [general, setGeneral] = useState<string | null>(null);
  const { busy: saving, run } = useSubmit();
  const fields = useFields(id, initial, { busy: saving, ids });
  return { ...fields, general, setGeneral, saving, run };
}
