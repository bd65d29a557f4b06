import { useState, type FormEvent } from 'react';
import type { CustomerSignupConfig } from '../../../schemas/sections/customer-signup';
import { EMAIL_ALREADY_REGISTERED, INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  buildCustomerSignupPayload,
  CUSTOMER_GENDERS,
  validateCustomerSignup,
  type CustomerSignupField,
} from '../../../shared/validators';
import { useRuntime } from '../../context';
import { noProblems, useSubmit } from '../../hooks/use-submit';
import type { SectionProps } from '../../define-section';
import { accountApi, failureText, navigate, saveLogin } from '../../ui/account';
import { AuthCard } from '../../ui/AuthCard';
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import {
  EmailField,
  Field,
  FieldError,
  MobileField,
  PasswordField,
  useFields,
} from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';

/** The server's duplicate-email text (SPEC §8), shown on the email field as 'Email is already registered.' */
export const EMAIL_NOT_UNIQUE = 'Email is not unique';

const GENDER_LABELS: Record<(typeof CUSTOMER_GENDERS)[number], string> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Other',
};

type Values = Record<CustomerSignupField, string>;
const EMPTY: Values = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  birthDate: '',
  gender: '',
  password: '',
  confirmPassword: '',
};

/**
 * Customer sign-up (SPEC §2, §5): every field checked at submit with the spec's messages, then
 * POST customer/create with calling code +91 and userName equal to the email; success goes to
 * /login. 'Email is not unique' becomes 'Email is already registered.' on the email field.
 */
export function CustomerSignup({ id, config }: SectionProps<CustomerSignupConfig>) {
  const { mode } = useRuntime();
  const [general, setGeneral] = useState<string | null>(null);
  const { busy: loading, run } = useSubmit();
  const { values, errors, setErrors, set, field } = useFields(id, EMPTY, { busy: loading });

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        setGeneral(null);
        return noProblems(validateCustomerSignup(values), setErrors) && mode !== 'builder';
      },
      send: async () => {
        await accountApi().post('customer/create', buildCustomerSignupPayload(values));
        navigate('/login');
        return 'leaving';
      },
      fail: (err) => {
        const text = failureText(err, INTERNAL_ERROR_MESSAGE);
        if (text.includes(EMAIL_NOT_UNIQUE)) setErrors({ email: EMAIL_ALREADY_REGISTERED });
        else setGeneral(text);
      },
    });

  const genderError = errors.gender;
  const genderErrorId = `${id}-gender-error`;

  return (
    <AuthCard
      id={id}
      heading={config.heading}
      description={config.description}
      className="sw-customer-signup"
      footerLink={{
        text: config.loginText,
        action: config.loginAction,
        linkText: config.loginLinkText,
      }}
    >
      <AuthForm general={general} onSubmit={onSubmit}>
        <div className="sw-auth__row">
          <Field {...field('firstName')} label="First Name" autoComplete="given-name" />
          <Field {...field('lastName')} label="Last Name" autoComplete="family-name" />
        </div>
        <EmailField {...field('email')} />
        <div className="sw-auth__row">
          <MobileField
            {...field('mobileNumber')}
            label="Mobile Number"
            onChange={(v) => set('mobileNumber')(v.replace(/\D/g, ''))}
          />
          <Field {...field('birthDate')} label="Birth Date" type="date" autoComplete="bday" />
        </div>
        <fieldset
          className={`sw-auth__field sw-auth__choices${genderError ? ' sw-auth__field--invalid' : ''}`}
          aria-describedby={genderError ? genderErrorId : undefined}
          disabled={loading}
        >
          <legend className="sw-auth__label">Gender</legend>
          <div className="sw-auth__radios">
            {CUSTOMER_GENDERS.map((g) => (
              <label key={g} className="sw-auth__radio">
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={g}
                  checked={values.gender === g}
                  aria-invalid={genderError ? true : undefined}
                  onChange={() => set('gender')(g)}
                />
                <span>{GENDER_LABELS[g]}</span>
              </label>
            ))}
          </div>
          <FieldError id={genderErrorId}>{genderError}</FieldError>
        </fieldset>
        <PasswordField {...field('password')} label="Password" autoComplete="new-password" />
        <PasswordField
          {...field('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
        />
        <SubmitButton loading={loading}>{config.buttonText}</SubmitButton>
      </AuthForm>
      <GoogleOption
        config={config}
        disabled={loading}
        onError={setGeneral}
        onSignedIn={(data) => {
          // The server signed the new account in; SPEC §4 still sends Google sign-up to /login.
          saveLogin(data);
          navigate('/login');
        }}
      />
    </AuthCard>
  );
}
