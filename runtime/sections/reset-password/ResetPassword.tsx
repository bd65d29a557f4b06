import { useEffect, useState, type FormEvent } from 'react';
import type { ResetPasswordConfig } from '../../../schemas/sections/reset-password';
import { validateResetPassword, validateResetPasswordMatch } from '../../../shared/validators';
import { useRuntime } from '../../context';
import { useSubmit } from '../../hooks/use-submit';
import type { SectionProps } from '../../define-section';
import { accountApi, failureText, navigate, queryParam, setFlash } from '../../ui/account';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import { PasswordField, useFields } from '../../ui/Field';
import { makeToast, Toast, type ToastMessage } from '../../ui/Toast';
import { NotFoundPage } from '../_shared/NotFoundPage';

/** requestId and email from the mailed link; null until read (the server cannot know them). */
type ResetLink = { requestId: string; email: string } | 'missing' | null;

const isLink = (link: ResetLink): link is { requestId: string; email: string } =>
  link !== null && link !== 'missing';

/**
 * The reset password page (SPEC §2, §5, §8). The link's requestId and email are read in an
 * effect, so the first render (the form) is the same on server and client; when either is missing
 * the visitor sees the not-found content (builder mode keeps the form so it can be designed).
 * The shared reset rule applies, with its corrected message; success leaves the configured
 * success text for the login page's toast and goes to /login; failure shows a toast.
 */
export function ResetPassword({ id, config }: SectionProps<ResetPasswordConfig>) {
  const { mode } = useRuntime();
  const [link, setLink] = useState<ResetLink>(null);
  const { busy: loading, run } = useSubmit();
  const { values, setErrors, field } = useFields(
    id,
    { password: '', confirm: '' },
    { busy: loading },
  );
  const { password, confirm } = values;
  const [toast, setToast] = useState<ToastMessage | null>(null);

  useEffect(() => {
    const requestId = queryParam('requestId');
    const email = queryParam('email');
    setLink(requestId && email ? { requestId, email } : 'missing');
  }, []);

  if (link === 'missing' && mode !== 'builder') return <NotFoundPage />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        const found: { password?: string; confirm?: string } = {};
        const rule = validateResetPassword(password);
        if (rule) found.password = rule;
        else {
          const match = validateResetPasswordMatch(password, confirm);
          if (match) found.confirm = match;
        }
        setErrors(found);
        return !found.password && !found.confirm && mode !== 'builder' && isLink(link);
      },
      send: async () => {
        if (!isLink(link)) return;
        await accountApi().post('/api/public/customer/forgot-password/verify', {
          requestId: link.requestId,
          email: link.email,
          password,
        });
        setFlash(config.successMessage);
        navigate('/login');
        return 'leaving';
      },
      fail: (err) => setToast(makeToast(failureText(err, config.errorMessage), 'error')),
    });

  return (
    <AuthCard
      id={id}
      heading={config.heading}
      description={
        link && link !== 'missing' ? (
          <>
            {config.description} <span className="sw-auth__email">{link.email}</span>
          </>
        ) : (
          config.description
        )
      }
      className="sw-reset-password"
    >
      <AuthForm general={null} onSubmit={onSubmit}>
        <PasswordField
          {...field('password')}
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*."
        />
        <PasswordField
          {...field('confirm')}
          label="Confirm new password"
          autoComplete="new-password"
        />
        <SubmitButton loading={loading}>{config.buttonText}</SubmitButton>
      </AuthForm>
      <Toast toast={toast} onClose={() => setToast(null)} />
    </AuthCard>
  );
}
