import { useState, type FormEvent } from 'react';
import type { OwnerSigninConfig } from '../../../schemas/sections/owner-signin';
import {
  FORGOT_PASSWORD_LEAD,
  INTERNAL_ERROR_MESSAGE,
  PASSWORD_REQUIRED,
} from '../../../shared/messages';
import { validateOwnerEmail, validateOwnerOtp } from '../../../shared/validators';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import {
  accountApi,
  failureText,
  LOGIN_NO_TOKEN,
  navigate,
  queryParam,
  readLoginData,
  saveLogin,
} from '../../ui/account';
import { ADMIN_HOME, safeFrom } from '../../ui/login-state';
import { CodeStep, useCodeStep } from '../../ui/CodeStep';
import { AuthCard, authCardProps } from '../../ui/AuthCard';
import { AuthForm, LinkButton } from '../../ui/AuthForm';
import { SubmitWithLink } from '../../ui/SubmitWithLink';
import { EmailField, PasswordField, useFields } from '../../ui/Field';
import { makeToast, Toast } from '../../ui/Toast';
import { useFlashToast } from '../../ui/use-flash-toast';

/** The four views of SPEC §2: password, ask for a code, forgot password, enter the code. */
export type OwnerSigninView = 0 | 1 | 2 | 3;

const VIEW_LEADS: Record<OwnerSigninView, string> = {
  0: '',
  1: 'We will email you a six-digit code to sign in with.',
  2: FORGOT_PASSWORD_LEAD,
  3: 'Enter the six-digit code we sent to your email.',
};

/** The email views' submit text and the link under it, to another view. */
const VIEW_ACTIONS: Record<0 | 1 | 2, { submit: string; link: string; to: OwnerSigninView }> = {
  0: { submit: 'Sign in', link: 'Sign in with a one-time code instead', to: 1 },
  1: { submit: 'Send code', link: 'Sign in with your password instead', to: 0 },
  2: { submit: 'Send reset link', link: 'Back to sign in', to: 0 },
};

/**
 * Owner sign-in (SPEC §2) with four views: 0 email and password; 1 sign in with a one-time code
 * (asks for the email, POST /public/login/send-otp); 2 forgot password (GET
 * /api/public/customer/forgot-password, toast with the configured texts); 3 code entry with the
 * email read-only and an Edit link back to view 1, wired to POST /public/login/verify-otp.
 * After sign-in: `from` if given, else /admin/dashboard.
 */
export function OwnerSignin({ id, config }: SectionProps<OwnerSigninConfig>) {
  const { mode } = useRuntime();
  const [view, setView] = useState<OwnerSigninView>(0);
  const [general, setGeneral] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { values, errors, setErrors, field } = useFields<'email' | 'password', 'otp'>(
    id,
    { email: '', password: '' },
    { busy: loading },
  );
  const { email, password } = values;
  const [toast, setToast] = useFlashToast();
  const codeStep = useCodeStep({
    builder: mode === 'builder',
    send: () => accountApi().post('/public/login/send-otp', { email: email.trim() }),
    setGeneral,
    fallback: INTERNAL_ERROR_MESSAGE,
  });

  const go = (next: OwnerSigninView) => {
    setErrors({});
    setGeneral(null);
    setView(next);
  };

  const finishLogin = (body: unknown) => {
    const data = readLoginData(body);
    if (!data) {
      setGeneral(LOGIN_NO_TOKEN);
      setLoading(false);
      return;
    }
    saveLogin(data);
    navigate(safeFrom(queryParam('from')) ?? ADMIN_HOME);
  };

  const checkEmail = (): boolean => {
    const emailError = validateOwnerEmail(email);
    setErrors(emailError ? { email: emailError } : {});
    return !emailError;
  };

  const signInWithPassword = async () => {
    const found: { email?: string; password?: string } = {};
    const emailError = validateOwnerEmail(email);
    if (emailError) found.email = emailError;
    if (!password) found.password = PASSWORD_REQUIRED;
    setErrors(found);
    if (found.email || found.password || mode === 'builder') return;
    setLoading(true);
    try {
      finishLogin(await accountApi().post('/public/login', { email: email.trim(), password }));
    } catch (err) {
      setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE));
      setLoading(false);
    }
  };

  const requestCode = async () => {
    if (!checkEmail()) return;
    setLoading(true);
    const sent = await codeStep.start();
    setLoading(false);
    if (sent) go(3);
  };

  const verifyCode = async (code: string) => {
    const otpError = validateOwnerOtp(code);
    setErrors(otpError ? { otp: otpError } : {});
    setGeneral(null);
    if (otpError || mode === 'builder') return;
    setLoading(true);
    try {
      finishLogin(
        await accountApi().post('/public/login/verify-otp', { email: email.trim(), otp: code }),
      );
    } catch (err) {
      setGeneral(failureText(err, INTERNAL_ERROR_MESSAGE));
      codeStep.clear();
      setLoading(false);
    }
  };

  const forgotPassword = async () => {
    if (!checkEmail() || mode === 'builder') return;
    setLoading(true);
    try {
      await accountApi().get('/api/public/customer/forgot-password', { email: email.trim() });
      setToast(makeToast(config.successMessage, 'success'));
    } catch (err) {
      setToast(makeToast(failureText(err, config.errorMessage), 'error'));
    }
    setLoading(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setGeneral(null);
    if (view === 0) void signInWithPassword();
    else if (view === 1) void requestCode();
    else if (view === 2) void forgotPassword();
    else void verifyCode(codeStep.code);
  };

  return (
    <AuthCard
      id={id}
      className="sw-owner-signin"
      {...authCardProps(config, 'register')}
      heading={view === 2 ? 'Reset your password' : config.heading}
      description={VIEW_LEADS[view] || config.description}
    >
      <AuthForm general={general} onSubmit={onSubmit} data-view={view}>
        {view !== 3 ? (
          <>
            <EmailField {...field('email')} />
            {view === 0 ? (
              <PasswordField
                {...field('password')}
                label="Password"
                autoComplete="current-password"
                aside={
                  <LinkButton onClick={() => go(2)} disabled={loading}>
                    Forgot password?
                  </LinkButton>
                }
              />
            ) : null}
            <SubmitWithLink
              loading={loading}
              linkText={VIEW_ACTIONS[view].link}
              onLink={() => go(VIEW_ACTIONS[view].to)}
            >
              {VIEW_ACTIONS[view].submit}
            </SubmitWithLink>
          </>
        ) : (
          <CodeStep
            id={id}
            step={codeStep}
            email={email.trim()}
            loading={loading}
            error={errors.otp}
            submitText="Verify and sign in"
            onEdit={() => go(1)}
            onComplete={(code) => void verifyCode(code)}
          />
        )}
      </AuthForm>
      <Toast toast={toast} onClose={() => setToast(null)} />
    </AuthCard>
  );
}
