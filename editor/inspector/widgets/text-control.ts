import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';

/**
 * What a widget's text box (input or textarea) takes from rjsf's props: its id, required,
 * disabled and read-only state, invalid mark and described-by ids, and its change, blur and
 * focus reports. `toValue` turns the typed text into the form's value (as typed by default).
 */
export function textControlProps(
  props: WidgetProps,
  toValue: (text: string) => string | undefined = (text) => text,
) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  return {
    id,
    required,
    disabled,
    readOnly: readonly,
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-describedby': ariaDescribedByIds(id),
    onChange: (e: { target: { value: string } }) => onChange(toValue(e.target.value)),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
}

/** Typed text as a value: '' is no value. */
export const textOrNone = (text: string) => (text === '' ? undefined : text);

/** Typed text trimmed as a value: blank is no value. */
export const trimmedOrNone = (text: string) => textOrNone(text.trim());
