import type { FormEvent } from 'react';
import type { CustomerLoginConfig } from '../../../schemas/sections/customer-login';
import { validateShopLogin } from '../../../shared/validators';
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
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import { EmailField, PasswordField } from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';
import { useCheckedForm } from '../../ui/use-checked-form';
import { Toast } from '../../ui/Toast';
import { useFlashToast } from '../../ui/use-flash-toast';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';

/**
 * The shop login (SPEC §2): email, password, sign-in, the other sign-in options, a sign-up link.
 * POST /public/login; the token and login data are stored, then CUSTOMER goes to `from` or
 * /setting/overview and everyone else to `from` or /admin/dashboard.
 */
export function CustomerLogin({ id, config }: SectionProps<CustomerLoginConfig>) {
  const form = useCheckedForm(id, { email: '', password: '' }, validateShopLogin);
  const [toast, setToast] = useFlashToast();

  const finishLogin = (data: LoginData) => {
    saveLogin(data);
    navigate(loginTarget(data.userType, queryParam('from')));
  };

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

  return (
    <AuthCard id={id} className="sw-customer-login" {...authCardProps(config, 'signup')}>
      <AuthForm general={form.general} onSubmit={onSubmit}>
        <EmailField {...form.field('email')} />
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
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
