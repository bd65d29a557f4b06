import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { BUNDLED_FONTS } from '../../../schemas/theme';

/** A font name with the bundled fonts offered as suggestions; the schema says which it accepts. */
export function FontNameWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const listId = `${id}-fonts`;
  return (
    <>
      <input
        id={id}
        type="text"
        className="swe-input"
        list={listId}
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <datalist id={listId}>
        {BUNDLED_FONTS.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
    </>
  );
}
