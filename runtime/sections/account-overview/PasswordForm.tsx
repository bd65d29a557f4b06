import type { FormEvent } from 'react';
import {
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '../../../shared/messages';
import {
  validateCustomerPassword,
  validateOwnerPassword,
  type FieldErrors,
} from '../../../shared/validators';
import { accountApi } from '../../ui/account';
import { PasswordField } from '../../ui/Field';
import { makeToast, type ToastMessage } from '../../ui/Toast';
import { AccountFormCard } from './AccountFormCard';
import { useAccountForm } from './use-account-form';
import { answerText } from './profile';

export const PASSWORD_CHANGED_FALLBACK = 'Your password has been changed.';

type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<PasswordFieldName, string>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const IDS: Values = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' };

/** The rules POST /api/customer/update-password applies: customers' or owners' password rule. */
function validatePasswords(v: Values, userType: string): FieldErrors<PasswordFieldName> {
  const errors: FieldErrors<PasswordFieldName> = {};
  if (!v.currentPassword) errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  const rule = userType === 'CUSTOMER' ? validateCustomerPassword : validateOwnerPassword;
  const newError = rule(v.newPassword);
  if (newError) errors.newPassword = newError;
  if (!v.confirmPassword) errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED;
  else if (v.confirmPassword !== v.newPassword) errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

type Props = {
  id: string;
  userType: string;
  email: string;
  builder: boolean;
  heading: string;
  buttonText: string;
  onToast: (toast: ToastMessage) => void;
};

/**
 * Current, new and confirm (POST /api/customer/update-password). The server keeps this session
 * and ends the others; its messages show under the fields or above the form.
 */
export function PasswordForm({
  id,
  userType,
  email,
  builder,
  heading,
  buttonText,
  onToast,
}: Props) {
  const form = useAccountForm({ id, builder, initial: EMPTY, ids: IDS });
  const { values, setValues, field } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, {
      problems: () => validatePasswords(values, userType),
      send: async () => {
        const body = await accountApi().post('/api/customer/update-password', values);
        setValues(EMPTY);
        onToast(makeToast(answerText(body, PASSWORD_CHANGED_FALLBACK), 'success'));
      },
    });

  return (
    <AccountFormCard
      form={form}
      heading={heading}
      buttonText={buttonText}
      onSubmit={onSubmit}
      beforeAlert={
        // For password managers: which account this new password belongs to.
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      }
    >
      <PasswordField
        {...field('currentPassword')}
        label="Current password"
        autoComplete="current-password"
      />
      <div className="sw-auth__row">
        <PasswordField {...field('newPassword')} label="New password" autoComplete="new-password" />
        <PasswordField
          {...field('confirmPassword')}
          label="Confirm new password"
          autoComplete="new-password"
        />
      </div>
    </AccountFormCard>
  );
}
