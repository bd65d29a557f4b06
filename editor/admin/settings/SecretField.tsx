import { useId } from 'react';
import { Button, Input } from '../ui';

/** What the form does with a stored secret: keep it, replace it with `value`, or remove it. */
export type SecretChange =
  { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'remove' };

/**
 * A secret key field. The server never sends a secret back: a set one shows "•••• set" with
 * Replace and Remove; an unset one is an empty password field (empty = leave it unset).
 */
export function SecretField({
  label,
  isSet,
  change,
  onChange,
  error,
  disabled,
}: {
  label: string;
  isSet: boolean;
  change: SecretChange;
  onChange: (change: SecretChange) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const editing = !isSet || change.mode === 'replace';
  return (
    <div className={`swa-field${error ? ' swa-field--invalid' : ''}`}>
      <label htmlFor={editing ? id : undefined} id={`${id}-label`}>
        {label}
      </label>
      {editing ? (
        <div className="swa-secret">
          <Input
            id={id}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            disabled={disabled}
            placeholder={isSet ? 'New value' : 'Not set'}
            value={change.mode === 'replace' ? change.value : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) =>
              onChange(
                e.target.value || isSet
                  ? { mode: 'replace', value: e.target.value }
                  : { mode: 'keep' },
              )
            }
            style={{ flex: '1 1 200px' }}
          />
          {isSet ? (
            <Button size="small" onClick={() => onChange({ mode: 'keep' })} disabled={disabled}>
              Keep the stored one
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="swa-secret" role="group" aria-labelledby={`${id}-label`}>
          {change.mode === 'remove' ? (
            <span className="swa-muted">Will be removed when you save.</span>
          ) : (
            <span className="swa-secret-set">•••• set</span>
          )}
          {change.mode === 'remove' ? (
            <Button size="small" onClick={() => onChange({ mode: 'keep' })} disabled={disabled}>
              Undo
            </Button>
          ) : (
            <>
              <Button
                size="small"
                onClick={() => onChange({ mode: 'replace', value: '' })}
                disabled={disabled}
              >
                Replace
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => onChange({ mode: 'remove' })}
                disabled={disabled}
              >
                Remove
              </Button>
            </>
          )}
        </div>
      )}
      {error ? (
        <p className="swa-field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
