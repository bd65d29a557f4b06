import type { FormEvent, ReactNode } from 'react';
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import type { AccountForm } from './use-account-form';

/**
 * A card of the account overview holding one form: its heading, the form's alert, its fields
 * and its button. `beforeAlert` goes first in the form (a hidden field for password managers).
 */
export function AccountFormCard({
  form: { id, general, saving },
  heading,
  buttonText,
  onSubmit,
  beforeAlert,
  children,
}: {
  form: Pick<AccountForm, 'id' | 'general' | 'saving'>;
  heading: ReactNode;
  buttonText: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  beforeAlert?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="sw-account__card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sw-account__card-title">
        {heading}
      </h2>
      <AuthForm general={general} onSubmit={onSubmit} before={beforeAlert}>
        {children}
        <div className="sw-account__actions">
          <SubmitButton loading={saving}>{buttonText}</SubmitButton>
        </div>
      </AuthForm>
    </section>
  );
}
