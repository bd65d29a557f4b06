import { useState, type FormEvent } from 'react';
import {
  addressProblems,
  ADDRESS_LIMITS,
  INDIAN_STATES,
  type AddressInput,
} from '../../../shared/orders';
import { useSubmit } from '../../hooks/use-submit';
import { fieldErrorsOf, failureText } from '../../ui/account';
import { FormAlert, PostForm } from '../../ui/AuthForm';
import { Field, FieldError } from '../../ui/Field';
import { INTERNAL_ERROR_MESSAGE } from '../../../shared/messages';
import { signInAgainOn401 } from './account-guard';
import { FormActions } from './FormActions';

export const ADDRESS_LABELS = {
  name: 'Full name',
  phone: 'Mobile number',
  line1: 'Address line 1',
  line2: 'Address line 2 (optional)',
  landmark: 'Landmark (optional)',
  city: 'City',
  state: 'State',
  pincode: 'PIN code',
  isDefault: 'Make this my default',
} as const;
export const CHOOSE_STATE_TEXT = 'Choose a state';
export const LINE1_HINT = 'House or flat number, building, street';

type Values = Required<AddressInput>;
type FieldName = keyof AddressInput;
const FIELD_ORDER: FieldName[] = [
  'name',
  'phone',
  'line1',
  'line2',
  'landmark',
  'city',
  'state',
  'pincode',
  'isDefault',
];

function startValues(initial: Partial<AddressInput> | undefined): Values {
  return {
    name: initial?.name ?? '',
    phone: initial?.phone ?? '',
    line1: initial?.line1 ?? '',
    line2: initial?.line2 ?? '',
    landmark: initial?.landmark ?? '',
    city: initial?.city ?? '',
    state: initial?.state ?? '',
    pincode: initial?.pincode ?? '',
    isDefault: initial?.isDefault ?? false,
  };
}

/**
 * The address form of checkout and the addresses page: name, mobile, two lines, landmark, city,
 * state (a choice of INDIAN_STATES), PIN code and "Make this my default". Checked on submit with
 * the shared addressProblems (the server says the same), then again as the customer corrects it;
 * the server's own field messages and its general refusal show the same way.
 */
export function AddressForm({
  id,
  initial,
  submitText,
  onSubmit,
  onCancel,
  testId = 'address-form',
  showDefault = true,
}: {
  id: string;
  initial?: Partial<AddressInput>;
  submitText: string;
  /** Saves the address; a rejection's field errors and text show on the form. */
  onSubmit: (input: AddressInput) => Promise<void>;
  onCancel?: () => void;
  testId?: string;
  showDefault?: boolean;
}) {
  const [values, setValues] = useState<Values>(() => startValues(initial));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [checked, setChecked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  const set = <K extends FieldName>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once the customer has tried to save, each change re-checks, so a fixed field clears.
    if (checked) setErrors(addressProblems(next));
  };

  const focusFirst = (found: Partial<Record<FieldName, string>>) => {
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = (e: FormEvent) =>
    run(e, {
      check: () => {
        setChecked(true);
        setAlert(null);
        const found = addressProblems(values);
        setErrors(found);
        if (Object.keys(found).length === 0) return true;
        focusFirst(found);
        return false;
      },
      send: () => onSubmit(values),
      fail: (err) => {
        if (signInAgainOn401(err)) return;
        const fromServer = fieldErrorsOf(err) as Partial<Record<FieldName, string>>;
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
        setAlert(failureText(err, INTERNAL_ERROR_MESSAGE));
      },
    });

  const text = (
    key: Exclude<FieldName, 'isDefault' | 'state'>,
    extra: Partial<Parameters<typeof Field>[0]> = {},
  ) => (
    <Field
      id={`${id}-${key}`}
      label={ADDRESS_LABELS[key]}
      value={values[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      disabled={busy}
      {...extra}
    />
  );

  const stateError = errors.state;
  return (
    <PostForm className="sw-auth__form sw-address-form" onSubmit={submit} data-testid={testId}>
      <FormAlert>{alert}</FormAlert>
      <div className="sw-auth__row">
        {text('name', { autoComplete: 'name', maxLength: ADDRESS_LIMITS.name })}
        {text('phone', {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          maxLength: 10,
        })}
      </div>
      {text('line1', {
        autoComplete: 'address-line1',
        maxLength: ADDRESS_LIMITS.line,
        hint: LINE1_HINT,
      })}
      <div className="sw-auth__row">
        {text('line2', { autoComplete: 'address-line2', maxLength: ADDRESS_LIMITS.line })}
        {text('landmark', { maxLength: ADDRESS_LIMITS.line })}
      </div>
      <div className="sw-address-form__row3">
        {text('city', { autoComplete: 'address-level2', maxLength: ADDRESS_LIMITS.city })}
        <div className={`sw-auth__field${stateError ? ' sw-auth__field--invalid' : ''}`}>
          <div className="sw-auth__label-row">
            <label htmlFor={`${id}-state`} className="sw-auth__label">
              {ADDRESS_LABELS.state}
            </label>
          </div>
          <select
            id={`${id}-state`}
            name={`${id}-state`}
            className="sw-auth__input sw-address-form__select"
            value={values.state}
            autoComplete="address-level1"
            disabled={busy}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
            onChange={(e) => set('state', e.target.value)}
          >
            <option value="">{CHOOSE_STATE_TEXT}</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-state-error`}>{stateError}</FieldError>
        </div>
        {text('pincode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 })}
      </div>
      {showDefault ? (
        <label className="sw-address-form__check">
          <input
            id={`${id}-isDefault`}
            type="checkbox"
            checked={values.isDefault}
            disabled={busy}
            onChange={(e) => set('isDefault', e.target.checked)}
          />
          <span>{ADDRESS_LABELS.isDefault}</span>
        </label>
      ) : null}
      <FormActions
        className="sw-address-form__actions"
        submitText={submitText}
        submitClassName="sw-address-form__submit"
        busy={busy}
        onCancel={onCancel}
      />
    </PostForm>
  );
}
