import type { FormEvent } from 'react';
import {
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
} from '../../../shared/messages';
import { isMobileNumber, type FieldErrors } from '../../../shared/validators';
import { accountApi, updateStoredLogin } from '../../ui/account';
import { Field, MobileField } from '../../ui/Field';
import { makeToast, type ToastMessage } from '../../ui/Toast';
import { AccountFormCard } from './AccountFormCard';
import { useAccountForm } from './use-account-form';
import { answerText, readProfile, type Profile } from './profile';

export const DETAILS_SAVED_FALLBACK = 'Your details have been saved.';
export const EMAIL_HINT = 'You sign in with this address; it cannot be changed here.';

type DetailsField = 'firstName' | 'lastName' | 'mobileNumber';

/** The same rules the server applies to POST profile/details; the mobile number is optional. */
function validateDetails(v: Record<DetailsField, string>): FieldErrors<DetailsField> {
  const errors: FieldErrors<DetailsField> = {};
  if (!v.firstName.trim()) errors.firstName = FIRST_NAME_REQUIRED;
  if (!v.lastName.trim()) errors.lastName = LAST_NAME_REQUIRED;
  if (v.mobileNumber.trim() && !isMobileNumber(v.mobileNumber)) {
    errors.mobileNumber = MOBILE_NUMBER_MESSAGE;
  }
  return errors;
}

type Props = {
  id: string;
  profile: Profile;
  builder: boolean;
  heading: string;
  buttonText: string;
  onProfile: (profile: Profile) => void;
  onToast: (toast: ToastMessage) => void;
};

/** First name, last name and mobile number (POST profile/details); the email is shown read-only. */
export function DetailsForm({
  id,
  profile,
  builder,
  heading,
  buttonText,
  onProfile,
  onToast,
}: Props) {
  const form = useAccountForm<DetailsField>({
    id,
    builder,
    initial: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      mobileNumber: profile.mobileNumber,
    },
    ids: { firstName: 'first-name', lastName: 'last-name', mobileNumber: 'mobile' },
  });
  const { values, setValues, field } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      problems: () => validateDetails(values),
      send: async () => {
        const payload = {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          mobileNumber: values.mobileNumber.trim(),
        };
        const body = await accountApi().post('profile/details', payload);
        const saved = readProfile(body) ?? { ...profile, ...payload };
        onProfile(saved);
        setValues({
          firstName: saved.firstName,
          lastName: saved.lastName,
          mobileNumber: saved.mobileNumber,
        });
        // The header greets by the stored login data: keep its names current.
        updateStoredLogin({ firstName: saved.firstName, lastName: saved.lastName });
        onToast(makeToast(answerText(body, DETAILS_SAVED_FALLBACK), 'success'));
      },
    });

  return (
    <AccountFormCard form={form} heading={heading} buttonText={buttonText} onSubmit={onSubmit}>
      <div className="sw-auth__row">
        <Field
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          maxLength={100}
        />
        <Field
          {...field('lastName')}
          label="Last name"
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <div className="sw-auth__row">
        <MobileField {...field('mobileNumber')} label="Mobile number" />
        <Field
          id={`${id}-email`}
          label="Email"
          type="email"
          value={profile.email}
          onChange={() => undefined}
          readOnly
          hint={EMAIL_HINT}
        />
      </div>
    </AccountFormCard>
  );
}
