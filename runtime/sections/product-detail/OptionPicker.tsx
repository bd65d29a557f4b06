import type { ProductVariant } from '../../../shared/catalogue';
import type { ProductOption } from '../../../shared/product-options';
import {
  isColourOption,
  pickVariant,
  swatchColour,
  VALUE_STATE_TEXT,
  valueAvailable,
  valueState,
} from './variants';

/**
 * One group of buttons an option (Size, Colour as swatches): the chosen value pressed; a value
 * that with the other chosen values makes no variant, or a sold-out one, struck through and
 * named so ("L, sold out"); a value no variant in stock has at all, disabled as well.
 */
export function OptionPicker({
  id,
  options,
  variants,
  variant,
  onPick,
}: {
  id: string;
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  variant: ProductVariant;
  onPick: (next: ProductVariant) => void;
}) {
  return (
    <>
      {options.map((g, gi) => {
        const colour = isColourOption(g.name);
        return (
          <div
            key={g.name}
            className="sw-product-detail__option"
            role="group"
            aria-labelledby={`${id}-opt-${gi}`}
            data-testid="option-picker"
          >
            <p id={`${id}-opt-${gi}`} className="sw-product-detail__option-name">
              {`${g.name}: ${variant.options[g.name] ?? ''}`}
            </p>
            <div className="sw-product-detail__values">
              {g.values.map((value) => {
                const state = valueState(variants, options, variant, g.name, value);
                const swatch = colour ? swatchColour(value) : null;
                const selected = variant.options[g.name] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    className={`sw-product-detail__value${selected ? ' is-selected' : ''}${state === 'ok' ? '' : ' is-unavailable'}`}
                    aria-pressed={selected}
                    disabled={!valueAvailable(variants, g.name, value)}
                    data-state={state}
                    onClick={() => {
                      const next = pickVariant(variants, variant, g.name, value);
                      if (next) onPick(next);
                    }}
                  >
                    {swatch ? (
                      <span
                        className="sw-product-detail__swatch"
                        style={{ background: swatch }}
                        aria-hidden="true"
                      />
                    ) : null}
                    {value}
                    {state === 'ok' ? null : (
                      <span className="sw-visually-hidden">{`, ${VALUE_STATE_TEXT[state]}`}</span>
                    )}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </>
  );
}
