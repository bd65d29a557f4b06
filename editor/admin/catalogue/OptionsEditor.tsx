// A product's options as Shopify's editor shows them: each option a card with its name and its
// values as chips (type a value and press Enter or comma to add it, × to remove it), up to three
// options. Every change hands the new list up, where the variants are regenerated as the
// combinations (product-draft.ts, withDraftOptions).
import { useState, type KeyboardEvent } from 'react';
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
} from '../../../shared/product-options';
import { Button, Input } from '../ui';
import { newKey, type OptionDraft } from './product-draft';

const SUGGESTED = ['Size', 'Colour', 'Material', 'Style'];

export function OptionsEditor({
  options,
  errors,
  onChange,
}: {
  options: OptionDraft[];
  errors: Record<string, string>;
  /** The new options; `rename` when an option's name changed, so its values carry over. */
  onChange: (options: OptionDraft[], rename?: { from: string; to: string }) => void;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const replace = (i: number, next: OptionDraft) => options.map((o, j) => (j === i ? next : o));

  const addValues = (i: number, text: string) => {
    const o = options[i]!;
    const values = [...o.values];
    for (const part of text.split(',')) {
      const v = part.trim().slice(0, OPTION_VALUE_MAX);
      if (
        v &&
        !values.some((x) => x.toLowerCase() === v.toLowerCase()) &&
        values.length < MAX_OPTION_VALUES
      )
        values.push(v);
    }
    setTyped({ ...typed, [o.key]: '' });
    if (values.length !== o.values.length) onChange(replace(i, { ...o, values }));
  };

  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const o = options[i]!;
    const text = typed[o.key] ?? '';
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      addValues(i, text);
    } else if (e.key === 'Backspace' && text === '' && o.values.length > 0) {
      onChange(replace(i, { ...o, values: o.values.slice(0, -1) }));
    }
  };

  const unusedName = SUGGESTED.find(
    (n) => !options.some((o) => o.name.trim().toLowerCase() === n.toLowerCase()),
  );

  return (
    <div className="swc-options" data-testid="swc-options">
      {options.length === 0 ? (
        <p className="swc-options-intro">
          Sold in sizes or colours? Add options, and each combination becomes a variant with its own
          price, stock, SKU and image.
        </p>
      ) : null}
      {options.map((o, i) => {
        const nameId = `swc-option-${o.key}-name`;
        const valueId = `swc-option-${o.key}-value`;
        const nameError = errors[`options.${i}.name`];
        const valueError =
          errors[`options.${i}.values`] ??
          Object.entries(errors).find(([k]) => k.startsWith(`options.${i}.values.`))?.[1];
        return (
          <fieldset key={o.key} className="swc-option" data-testid="swc-option">
            <legend className="swa-visually-hidden">{`Option ${i + 1}`}</legend>
            <div className="swc-option-head">
              <div className={`swc-option-field${nameError ? ' swc-invalid' : ''}`}>
                <label htmlFor={nameId}>Option name</label>
                <Input
                  id={nameId}
                  value={o.name}
                  maxLength={OPTION_NAME_MAX}
                  placeholder="Size"
                  aria-invalid={nameError ? true : undefined}
                  onChange={(e) =>
                    onChange(replace(i, { ...o, name: e.target.value }), {
                      from: o.name,
                      to: e.target.value,
                    })
                  }
                />
                {nameError ? <p className="swa-field-error">{nameError}</p> : null}
              </div>
              <Button
                size="small"
                variant="danger"
                aria-label={`Remove option ${o.name || i + 1}`}
                onClick={() => onChange(options.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </div>
            <div className={`swc-option-field${valueError ? ' swc-invalid' : ''}`}>
              <label htmlFor={valueId}>Values</label>
              <div className="swc-chips">
                {o.values.map((v, j) => (
                  <span key={v} className="swa-chip swc-chip" data-testid="swc-option-value">
                    {v}
                    <button
                      type="button"
                      className="swc-chip-remove"
                      aria-label={`Remove ${v} from ${o.name || 'this option'}`}
                      onClick={() =>
                        onChange(replace(i, { ...o, values: o.values.filter((_, k) => k !== j) }))
                      }
                    >
                      ×
                    </button>
                  </span>
                ))}
                <Input
                  id={valueId}
                  className="swc-chip-input"
                  value={typed[o.key] ?? ''}
                  placeholder={o.values.length === 0 ? 'S, M, L' : 'Add a value'}
                  aria-describedby={`${valueId}-hint`}
                  onChange={(e) => setTyped({ ...typed, [o.key]: e.target.value })}
                  onKeyDown={(e) => onKey(i, e)}
                  onBlur={() => addValues(i, typed[o.key] ?? '')}
                />
              </div>
              <p id={`${valueId}-hint`} className="swa-field-hint">
                Press Enter or type a comma after each value.
              </p>
              {valueError ? <p className="swa-field-error">{valueError}</p> : null}
            </div>
          </fieldset>
        );
      })}
      {errors.options ? <p className="swa-field-error">{errors.options}</p> : null}
      {options.length < MAX_OPTIONS ? (
        <Button
          data-testid="swc-add-option"
          onClick={() =>
            onChange([...options, { key: newKey(), name: unusedName ?? '', values: [] }])
          }
        >
          {options.length === 0 ? 'Add options like size or colour' : 'Add another option'}
        </Button>
      ) : null}
    </div>
  );
}
