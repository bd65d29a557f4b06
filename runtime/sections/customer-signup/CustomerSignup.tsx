import type { FormEvent } from 'react';
import type { CustomerSignupConfig } from '../../../schemas/sections/customer-signup';
import { EMAIL_ALREADY_REGISTERED, INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import {
  buildCustomerSignupPayload,
  CUSTOMER_GENDERS,
  validateCustomerSignup,
  type CustomerSignupField,
} from '../../../shared/validators';
import type { SectionProps } from '../../define-section';
import { accountApi, failureText, navigate, saveLogin } from '../../ui/account';
import { AuthCard, authCardProps } from '../../ui/AuthCard';
import { AuthForm, SubmitButton } from '../../ui/AuthForm';
import { EmailField, Field, FieldError, MobileField, PasswordField } from '../../ui/Field';
import { GoogleOption } from '../../ui/GoogleButton';
import { useCheckedForm } from '../../ui/use-checked-form';

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
  const form = useCheckedForm(id, EMPTY, validateCustomerSignup);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      send: async () => {
        await accountApi().post('customer/create', buildCustomerSignupPayload(form.values));
        navigate('/login');
        return 'leaving';
      },
      fail: (err) => {
        const text = failureText(err, INTERNAL_ERROR_MESSAGE);
        if (text.includes(EMAIL_NOT_UNIQUE)) form.setErrors({ email: EMAIL_ALREADY_REGISTERED });
        else form.setGeneral(text);
      },
    });

  const genderError = form.errors.gender;
  const genderErrorId = `${id}-gender-error`;

  return (
    <AuthCard id={id} className="sw-customer-signup" {...authCardProps(config, 'login')}>
      <AuthForm general={form.general} onSubmit={onSubmit}>
        <div className="sw-auth__row">
          <Field {...form.field('firstName')} label="First Name" autoComplete="given-name" />
          <Field {...form.field('lastName')} label="Last Name" autoComplete="family-name" />
        </div>
        <EmailField {...form.field('email')} />
        <div className="sw-auth__row">
          <MobileField
            {...form.field('mobileNumber')}
            label="Mobile Number"
            onChange={(v) => form.set('mobileNumber')(v.replace(/\D/g, ''))}
          />
          <Field {...form.field('birthDate')} label="Birth Date" type="date" autoComplete="bday" />
        </div>
        <fieldset
          className={`sw-auth__field sw-auth__choices${genderError ? ' sw-auth__field--invalid' : ''}`}
          aria-describedby={genderError ? genderErrorId : undefined}
          disabled={form.busy}
        >
          <legend className="sw-auth__label">Gender</legend>
          <div className="sw-auth__radios">
            {CUSTOMER_GENDERS.map((g) => (
              <label key={g} className="sw-auth__radio">
                <input
                  type="radio"
                  name={`${id}-gender`}
                  value={g}
                  checked={form.values.gender === g}
                  aria-invalid={genderError ? true : undefined}
                  onChange={() => form.set('gender')(g)}
                />
                <span>{GENDER_LABELS[g]}</span>
              </label>
            ))}
          </div>
          <FieldError id={genderErrorId}>{genderError}</FieldError>
        </fieldset>
        <PasswordField {...form.field('password')} label="Password" autoComplete="new-password" />
        <PasswordField
          {...form.field('confirmPassword')}
          label="Confirm Password"
          autoComplete="new-password"
        />
        <SubmitButton loading={form.busy}>{config.buttonText}</SubmitButton>
      </AuthForm>
      <GoogleOption
        config={config}
        disabled={form.busy}
        onError={form.setGeneral}
        onSignedIn={(data) => {
          // The server signed the new account in; SPEC §4 still sends Google sign-up to /login.
          saveLogin(data);
          navigate('/login');
        }}
      />
    </AuthCard>
  );
}
