import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../shared/validators';

/** A form's sending, in the order `run` takes the steps. */
export type SubmitSteps = {
  /**
   * Checks the fields and shows their problems; false sends nothing (a problem, or the builder,
   * where forms validate but send nothing).
   */
  check?: () => boolean;
  /** Sends and shows the answer; `'leaving'` when it sent the browser away, so busy stays on. */
  send: () => Promise<void | 'leaving'>;
  /** Shows why sending failed (the form is usable again after it). */
  fail?: (err: unknown) => void;
};

/**
 * A form that sends one request at a time: `run` ignores a submit while one is being sent, then
 * checks, sends with `busy` on and hands a failure to `fail`.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent | null, { check, send, fail }: SubmitSteps) => {
    event?.preventDefault();
    if (busy) return;
    if (check && !check()) return;
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await send()) === 'leaving';
    } catch (err) {
      fail?.(err);
    }
    if (!leaving) setBusy(false);
  };

  return { busy, run };
}

/** Shows a check's field problems (`show`, the form's setErrors); true when there are none. */
export function noProblems<E extends FieldErrors<string>>(found: E, show: (found: E) => void) {
  show(found);
  return !hasErrors(found);
}
