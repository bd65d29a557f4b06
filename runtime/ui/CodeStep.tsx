import { useState, type ReactNode } from 'react';
import { failureText } from './account';
import { LinkButton, SubmitButton } from './AuthForm';
import { Field } from './Field';
import { OtpInput } from './OtpInput';

/** What a form with a one-time-code step gives its code step. */
export type CodeStepOptions = {
  /** Builder mode: nothing is sent, and sending counts as done. */
  builder: boolean;
  /** Mails the code (the form's own call). */
  send: () => Promise<unknown>;
  /** The form's general message above its fields. */
  setGeneral: (text: string | null) => void;
  /** Shown when sending fails with no reason of the server's. */
  fallback: string;
};

/** The state of a one-time-code step: the code typed and the sending of codes. */
export type CodeStepState = ReturnType<typeof useCodeStep>;

/**
 * A form's one-time-code step (owner sign-in and registration): the code typed, mailing it
 * (`start` on entering the step, `resend` from the boxes), and the signals that give the boxes a
 * fresh countdown or empty them after a refused code.
 */
export function useCodeStep({ builder, send, setGeneral, fallback }: CodeStepOptions) {
  const [code, setCode] = useState('');
  // Remounts the code boxes (fresh digits and countdown) each time the step is entered.
  const [round, setRound] = useState(0);
  const [cleared, setCleared] = useState(0);

  const sendCode = async (): Promise<boolean> => {
    if (builder) return true;
    try {
      await send();
      return true;
    } catch (err) {
      setGeneral(failureText(err, fallback));
      return false;
    }
  };

  return {
    code,
    setCode,
    round,
    cleared,
    /** Mails a code and, once it is sent, gives the step empty boxes; false when it failed. */
    start: async (): Promise<boolean> => {
      const sent = await sendCode();
      if (!sent) return false;
      setCode('');
      setRound((r) => r + 1);
      return true;
    },
    resend: () => {
      setGeneral(null);
      void sendCode();
    },
    /** Empties the boxes and focuses the first (a refused code). */
    clear: () => setCleared((n) => n + 1),
  };
}

/**
 * The code step's fields: the email read-only with an Edit link back, an optional note, the six
 * boxes (a full entry submits) and the submit button.
 */
export function CodeStep({
  id,
  step,
  email,
  loading,
  error,
  note,
  submitText,
  onEdit,
  onComplete,
}: {
  id: string;
  step: CodeStepState;
  email: string;
  loading: boolean;
  error?: string;
  note?: ReactNode;
  submitText: ReactNode;
  onEdit: () => void;
  onComplete: (code: string) => void;
}) {
  return (
    <>
      <Field
        id={`${id}-email-readonly`}
        label="Email"
        value={email}
        onChange={() => undefined}
        readOnly
        aside={
          <LinkButton onClick={onEdit} disabled={loading}>
            Edit
          </LinkButton>
        }
      />
      {note ? <p className="sw-auth__note sw-muted">{note}</p> : null}
      <OtpInput
        key={step.round}
        id={id}
        label="Six-digit code"
        disabled={loading}
        error={error}
        onChange={step.setCode}
        clearSignal={step.cleared}
        onComplete={onComplete}
        onResend={step.resend}
      />
      <SubmitButton loading={loading}>{submitText}</SubmitButton>
    </>
  );
}
