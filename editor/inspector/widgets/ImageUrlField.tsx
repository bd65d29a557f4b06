import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';

/** The plain URL text field; also the whole widget until the picker has loaded. */
export function ImageUrlField(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <input
      id={id}
      type="text"
      inputMode="url"
      className="swe-input swe-image__url"
      placeholder="/uploads/… or https://…"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      spellCheck={false}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => {
        const next = e.target.value.trim();
        onChange(next === '' ? undefined : next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
