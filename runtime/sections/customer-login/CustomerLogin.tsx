import { useState, type FormEvent } from 'react';
import type { CustomerLoginConfig } from '../../../schemas/sections/customer-login';
import { validateShopEmail, validateShopLogin } from '../../../shared/validators';
import { useRuntime } from '../../context';
import { noProblems, useSubmit } from '../../hooks/use-submit';
import type { SectionProps } from '../../define-section';
import {
  accountApi,
  failureText,
  LOGIN_NO_TOKEN,
  loginTarget,
  navigate,
  queryParam,
  readLoginData,
  saveLogin,
} from '../../ui/account';
import { type LoginData } from '../../ui/login-state';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm, LinkButton, SubmitButton } from '../../ui/AuthForm';
import { EmailField, PasswordField, useFields } from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';
import { makeToast, Toast } from '../../ui/Toast';
import { useFlashToast } from '../../ui/use-flash-toast';
import {
  EMAIL_REQUIRED,
  FORGOT_PASSWORD_LEAD,
  INTERNAL_ERROR_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
} from '../../../shared/messages';

/** The message of an answer (`data.msg`), else `fallback`. */
function messageOf(body: unknown, fallback: string): string {
  const msg = (body as { data?: { msg?: unknown } } | null)?.data?.msg;
  return typeof msg === 'string' && msg ? msg : fallback;
}

/**
 * The shop login (SPEC §2): email, password, sign-in, the other sign-in options, a sign-up link.
 * POST /public/login; the token and login data are stored, then CUSTOMER goes to `from` or
 * /setting/overview and everyone else to `from` or /admin/dashboard. "Forgot password?" turns it
 * into the reset request (GET /api/public/customer/forgot-password, SPEC §7), which mails a link
 * to /reset-password.
 */
export function CustomerLogin({ id, config }: SectionProps<CustomerLoginConfig>) {
  const { mode } = useRuntime();
  const [forgot, setForgot] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const { busy: loading, run } = useSubmit();
  const { values, setErrors, field } = useFields(
    id,
    { email: '', password: '' },
    { busy: loading },
  );
  const [toast, setToast] = useFlashToast();

  const finishLogin = (data: LoginData) => {
    saveLogin(data);
    navigate(loginTarget(data.userType, queryParam('from')));
  };

  const switchView = (toForgot: boolean) => {
    setGeneral(null);
    setErrors({});
    setForgot(toForgot);
  };

  const sendResetLink = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        setGeneral(null);
        const email = values.email.trim() ? validateShopEmail(values.email) : EMAIL_REQUIRED;
        return noProblems(email ? { email } : {}, setErrors) && mode !== 'builder';
      },
      send: async () => {
        const body = await accountApi().get('/api/public/customer/forgot-password', {
          email: values.email.trim(),
        });
        setToast(makeToast(messageOf(body, RESET_LINK_SENT_MESSAGE), 'success'));
      },
      fail: (err) => setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE)),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        setGeneral(null);
        return noProblems(validateShopLogin(values), setErrors) && mode !== 'builder';
      },
      send: async () => {
        const { email, password } = values;
        const body = await accountApi().post('/public/login', { email: email.trim(), password });
        const data = readLoginData(body);
        if (!data) {
          setGeneral(LOGIN_NO_TOKEN);
          return;
        }
        finishLogin(data);
        return 'leaving';
      },
      fail: (err) => setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE)),
    });

  if (forgot)
    return (
      <AuthCard
        id={id}
        heading="Reset your password"
        description={FORGOT_PASSWORD_LEAD}
        className="sw-customer-login"
      >
        <AuthForm general={general} onSubmit={sendResetLink} data-view="forgot">
          <EmailField {...field('email')} />
          <SubmitButton loading={loading}>Send reset link</SubmitButton>
          <div className="sw-auth__links">
            <LinkButton onClick={() => switchView(false)} disabled={loading}>
              Back to sign in
            </LinkButton>
          </div>
        </AuthForm>
        <Toast toast={toast} onClose={() => setToast(null)} />
      </AuthCard>
    );

  return (
    <AuthCard
      id={id}
      heading={config.heading}
      description={config.description}
      className="sw-customer-login"
      footerLink={{
        text: config.signupText,
        action: config.signupAction,
        linkText: config.signupLinkText,
      }}
    >
      <AuthForm general={general} onSubmit={onSubmit}>
        <EmailField {...field('email')} />
        <PasswordField
          {...field('password')}
          label="Password"
          autoComplete="current-password"
          aside={
            <LinkButton onClick={() => switchView(true)} disabled={loading}>
              Forgot password?
            </LinkButton>
          }
        />
        <SubmitButton loading={loading}>{config.buttonText}</SubmitButton>
      </AuthForm>
      <GoogleOption
        config={config}
        disabled={loading}
        onError={setGeneral}
        onSignedIn={finishLogin}
      />
      <Toast toast={toast} onClose={() => setToast(null)} />
    </AuthCard>
  );
}
