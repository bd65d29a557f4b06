import { useState, type FormEvent } from 'react';
import type { OwnerRegisterConfig } from '../../../schemas/sections/owner-register';
import {
  hasErrors,
  validateOrganisationName,
  validateOwnerFirstName,
  validateOwnerLastName,
  validateOwnerOtp,
  validateOwnerPassword,
  validateOwnerPasswordMatch,
  validateOwnerSignupEmail,
  type FieldErrors,
} from '../../../shared/validators';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { accountApi, failureText, firstLoginUrl, navigate } from '../../ui/account';
import { isRecord } from '../../ui/login-state';
import { CodeStep, useCodeStep } from '../../ui/CodeStep';
import { AuthCard, authCardProps } from '../../ui/AuthCard';
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import { SubmitWithLink } from '../../ui/SubmitWithLink';
import { EmailField, Field, PasswordField, useFields } from '../../ui/Field';

/** SPEC §8: owner sign-up failure when nothing better is known. */
export const REQUEST_NOT_PROCESSED = 'Your request is not processed';

type RegisterField =
  'firstName' | 'lastName' | 'email' | 'websiteName' | 'password' | 'confirmPassword';

const EMPTY: Record<RegisterField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  websiteName: '',
  password: '',
  confirmPassword: '',
};

const STEP_TITLES = ['Your details', 'Choose a password', 'Verify your email'] as const;

/**
 * Owner registration (SPEC §2, §4, §5) in three steps: 0 details, 1 password and confirm,
 * 2 the six-digit code with the email read-only and an edit link back to step 0. Entering step 2
 * mails the code (GET /public/customer/signup/send-otp); the last step posts
 * /public/customer/signup with category generic and sends the browser to the new workspace's
 * /admin/first/login?token=….
 */
export function OwnerRegister({ id, config }: SectionProps<OwnerRegisterConfig>) {
  const { mode } = useRuntime();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [general, setGeneral] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const { values, errors, setErrors, field } = useFields<RegisterField, 'otp'>(id, EMPTY, {
    busy: loading,
  });
  const codeStep = useCodeStep({
    builder: mode === 'builder',
    send: () =>
      accountApi().get('/public/customer/signup/send-otp', { email: values.email.trim() }),
    setGeneral,
    fallback: REQUEST_NOT_PROCESSED,
  });

  const submitDetails = () => {
    const found: FieldErrors<RegisterField> = {};
    const first = validateOwnerFirstName(values.firstName);
    const last = validateOwnerLastName(values.lastName);
    const email = validateOwnerSignupEmail(values.email);
    const org = validateOrganisationName(values.websiteName);
    if (first) found.firstName = first;
    if (last) found.lastName = last;
    if (email) found.email = email;
    if (org) found.websiteName = org;
    setErrors(found);
    if (!hasErrors(found)) setStep(1);
  };

  const submitPassword = async () => {
    const found: FieldErrors<RegisterField> = {};
    const password = validateOwnerPassword(values.password);
    if (password) found.password = password;
    else {
      const match = validateOwnerPasswordMatch(values.password, values.confirmPassword);
      if (match) found.confirmPassword = match;
    }
    setErrors(found);
    if (hasErrors(found)) return;
    setLoading(true);
    const sent = await codeStep.start();
    setLoading(false);
    if (sent) setStep(2);
  };

  const submitCode = async (code: string) => {
    const otpError = validateOwnerOtp(code);
    setErrors(otpError ? { otp: otpError } : {});
    if (otpError || mode === 'builder') return;
    setLoading(true);
    try {
      const body = await accountApi().post('/public/customer/signup', {
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
        websiteName: values.websiteName.trim(),
        category: 'generic',
        otp: code,
      });
      const data = isRecord(body) && isRecord(body.data) ? body.data : isRecord(body) ? body : {};
      const domain = isRecord(data.meta) ? data.meta.domain : undefined;
      const token = data.loginToken;
      if (typeof domain === 'string' && domain && typeof token === 'string' && token) {
        navigate(firstLoginUrl(window.location, domain, token));
        return;
      }
      setGeneral(typeof data.msg === 'string' && data.msg ? data.msg : REQUEST_NOT_PROCESSED);
    } catch (err) {
      setGeneral(failureText(err, REQUEST_NOT_PROCESSED));
      codeStep.clear();
    }
    setLoading(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setGeneral(null);
    if (step === 0) submitDetails();
    else if (step === 1) void submitPassword();
    else void submitCode(codeStep.code);
  };

  const back = (to: 0 | 1) => {
    setErrors({});
    setGeneral(null);
    setStep(to);
  };

  return (
    <AuthCard id={id} className="sw-owner-register" {...authCardProps(config, 'signin')}>
      <ol className="sw-auth__steps" aria-label="Registration steps">
        {STEP_TITLES.map((title, i) => (
          <li
            key={title}
            className={`sw-auth__step${i === step ? ' sw-auth__step--current' : ''}${i < step ? ' sw-auth__step--done' : ''}`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="sw-auth__step-title">{title}</span>
          </li>
        ))}
      </ol>
      <AuthForm
        general={general}
        onSubmit={onSubmit}
        data-step={step}
        aria-label={`Step ${step + 1} of 3: ${STEP_TITLES[step]}`}
      >
        {step === 0 ? (
          <>
            <div className="sw-auth__row">
              <Field {...field('firstName')} label="First name" autoComplete="given-name" />
              <Field {...field('lastName')} label="Last name" autoComplete="family-name" />
            </div>
            <EmailField {...field('email')} label="Work email" />
            <Field
              {...field('websiteName')}
              label="Organisation name"
              autoComplete="organization"
            />
            <SubmitButton loading={loading}>Continue</SubmitButton>
          </>
        ) : step === 1 ? (
          <>
            <PasswordField {...field('password')} label="Password" autoComplete="new-password" />
            <PasswordField
              {...field('confirmPassword')}
              label="Confirm password"
              autoComplete="new-password"
            />
            <SubmitWithLink
              loading={loading}
              linkText="Back to your details"
              onLink={() => back(0)}
            >
              Continue
            </SubmitWithLink>
          </>
        ) : (
          <CodeStep
            id={id}
            step={codeStep}
            email={values.email.trim()}
            loading={loading}
            error={errors.otp}
            note="We sent a six-digit code to your email. Enter it below."
            submitText={config.buttonText}
            onEdit={() => back(0)}
            onComplete={(code) => void submitCode(code)}
          />
        )}
      </AuthForm>
    </AuthCard>
  );
}
