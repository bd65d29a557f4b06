import { useState, type FormEvent } from 'react';
import type { CustomerLoginConfig } from '../../../schemas/sections/customer-login';
import { validateShopEmail, validateShopLogin } from '../../../shared/validators';
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
import { AuthCard, authCardProps } from '../../ui/AuthCard';
import { AuthForm, LinkButton, SubmitButton } from '../../ui/AuthForm';
import { EmailField, PasswordField } from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';
import { useCheckedForm } from '../../ui/use-checked-form';
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

/** The forgot-password view's one rule: an email, well formed. */
function checkForgotEmail(values: { email: string }) {
  const email = values.email.trim() ? validateShopEmail(values.email) : EMAIL_REQUIRED;
  return email ? { email } : {};
}

/**
 * The shop login (SPEC §2): email, password, sign-in, the other sign-in options, a sign-up link.
 * POST /public/login; the token and login data are stored, then CUSTOMER goes to `from` or
 * /setting/overview and everyone else to `from` or /admin/dashboard. "Forgot password?" turns it
 * into the reset request (GET /api/public/customer/forgot-password, SPEC §7), which mails a link
 * to /reset-password.
 */
export function CustomerLogin({ id, config }: SectionProps<CustomerLoginConfig>) {
  const [forgot, setForgot] = useState(false);
  const form = useCheckedForm(id, { email: '', password: '' }, (values) =>
    forgot ? checkForgotEmail(values) : validateShopLogin(values),
  );
  const [toast, setToast] = useFlashToast();

  const finishLogin = (data: LoginData) => {
    saveLogin(data);
    navigate(loginTarget(data.userType, queryParam('from')));
  };

  const switchView = (toForgot: boolean) => {
    form.setGeneral(null);
    form.setErrors({});
    setForgot(toForgot);
  };

  const sendResetLink = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: async () => {
        const body = await accountApi().get('/api/public/customer/forgot-password', {
          email: form.values.email.trim(),
        });
        setToast(makeToast(messageOf(body, RESET_LINK_SENT_MESSAGE), 'success'));
      },
      fail: (err) => form.setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE)),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: async () => {
        const { email, password } = form.values;
        const body = await accountApi().post('/public/login', { email: email.trim(), password });
        const data = readLoginData(body);
        if (!data) {
          form.setGeneral(LOGIN_NO_TOKEN);
          return;
        }
        finishLogin(data);
        return 'leaving';
      },
      fail: (err) => form.setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE)),
    });

  if (forgot)
    return (
      <AuthCard
        id={id}
        heading="Reset your password"
        description={FORGOT_PASSWORD_LEAD}
        className="sw-customer-login"
      >
        <AuthForm general={form.general} onSubmit={sendResetLink} data-view="forgot">
          <EmailField {...form.field('email')} />
          <SubmitButton loading={form.busy}>Send reset link</SubmitButton>
          <div className="sw-auth__links">
            <LinkButton onClick={() => switchView(false)} disabled={form.busy}>
              Back to sign in
            </LinkButton>
          </div>
        </AuthForm>
        <Toast toast={toast} onClose={() => setToast(null)} />
      </AuthCard>
    );

  return (
    <AuthCard id={id} className="sw-customer-login" {...authCardProps(config, 'signup')}>
      <AuthForm general={form.general} onSubmit={onSubmit}>
        <EmailField {...form.field('email')} />
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
          aside={
            <LinkButton onClick={() => switchView(true)} disabled={form.busy}>
              Forgot password?
            </LinkButton>
          }
        />
        <SubmitButton loading={form.busy}>{config.buttonText}</SubmitButton>
      </AuthForm>
      <GoogleOption
        config={config}
        disabled={form.busy}
        onError={form.setGeneral}
        onSignedIn={finishLogin}
      />
      <Toast toast={toast} onClose={() => setToast(null)} />
    </AuthCard>
  );
}
