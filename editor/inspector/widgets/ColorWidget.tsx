import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { textControlProps, trimmedOrNone } from './text-control';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** True for #rgb, #rrggbb and #rrggbbaa. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

/** The #rrggbb a native colour input can show for a hex value (alpha dropped); null if invalid. */
export function toPickerHex(value: unknown): string | null {
  if (!isHexColor(value)) return null;
  const hex = value.slice(1).toLowerCase();
  if (hex.length === 3) return `#${[...hex].map((c) => c + c).join('')}`;
  return `#${hex.slice(0, 6)}`;
}

/**
 * Colour: a swatch, the native picker and a hex text field. The text field accepts #rgb,
 * #rrggbb and #rrggbbaa; what is typed goes to the form as is, so the schema's error shows on
 * the field while it is wrong. Picking keeps an existing alpha.
 *
 * A colour that may follow another (`ui:options` `follows`: the colour it takes when empty,
 * `followsLabel`: what it follows) shows that colour while empty, and offers to follow again
 * once set, so the swatch is always what the page draws.
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange } = props;
  const text = typeof value === 'string' ? value : '';
  const follows = typeof props.options.follows === 'string' ? props.options.follows : null;
  const followsLabel =
    typeof props.options.followsLabel === 'string' ? props.options.followsLabel : 'Follows';
  const shown = text === '' && follows ? follows : text;
  const pickerHex = toPickerHex(shown);
  const alpha = isHexColor(text) && text.length === 9 ? text.slice(7) : '';
  return (
    <div className="swe-color">
      <span
        className="swe-color__swatch"
        style={{ background: isHexColor(shown) ? shown : 'transparent' }}
        aria-hidden="true"
        data-testid={`${id}-swatch`}
        data-color={isHexColor(shown) ? shown.toLowerCase() : undefined}
      />
      <input
        type="color"
        className="swe-color__picker"
        aria-label={`${label}: pick a colour`}
        value={pickerHex ?? '#000000'}
        disabled={disabled || readonly}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value + alpha)}
      />
      <input
        {...textControlProps(props, trimmedOrNone)}
        type="text"
        className="swe-input swe-color__hex"
        value={text}
        placeholder={follows ? `${followsLabel} (${follows})` : '#rrggbb'}
        spellCheck={false}
        autoComplete="off"
        maxLength={9}
      />
      {follows && text !== '' && !readonly ? (
        <button
          type="button"
          className="swe-color__follow"
          title={followsLabel}
          aria-label={`${label}: ${followsLabel.toLowerCase()}`}
          disabled={disabled}
          onClick={() => onChange(undefined)}
        >
          Follow
        </button>
      ) : null}
    </div>
  );
}
