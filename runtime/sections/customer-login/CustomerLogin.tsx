import { useState, type FormEvent } from 'react';
import type { CustomerLoginConfig } from '../../../schemas/sections/customer-login';
import { validateShopLogin } from '../../../shared/validators';
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
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import { EmailField, PasswordField, useFields } from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';
import { Toast } from '../../ui/Toast';
import { useFlashToast } from '../../ui/use-flash-toast';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';

/**
 * The shop login (SPEC §2): email, password, sign-in, the other sign-in options, a sign-up link.
 * POST /public/login; the token and login data are stored, then CUSTOMER goes to `from` or
 * /setting/overview and everyone else to `from` or /admin/dashboard.
 */
export function CustomerLogin({ id, config }: SectionProps<CustomerLoginConfig>) {
  const { mode } = useRuntime();
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
        <PasswordField {...field('password')} label="Password" autoComplete="current-password" />
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
