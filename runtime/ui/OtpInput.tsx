import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../shared/constants';
import {
  applyOtpBackspace,
  applyOtpInput,
  applyOtpPaste,
  emptyOtp,
  isOtpComplete,
  otpSecondsLeft,
  otpValue,
} from '../../shared/otp';
import { useInterval } from '../hooks/use-interval';
import { FieldError } from './Field';

type Props = {
  /** Prefix of the boxes' ids (derive it from the section id). */
  id: string;
  /** Called with the code when the sixth box is filled (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
  /** Called with the code (possibly partial) after every change. */
  onChange?: (code: string) => void;
  /** Asks for a new code; the countdown restarts. Without it no resend link is shown. */
  onResend?: () => void;
  disabled?: boolean;
  /** An error about the code, shown under the boxes and tied to them. */
  error?: string | null;
  /** The group's accessible name. */
  label?: string;
  /**
   * Bump it to empty the boxes and focus the first one (after a wrong code), so the next try
   * starts clean instead of auto-submitting a mix of old and new digits. The countdown goes on.
   */
  clearSignal?: number;
};

/**
 * The six-box one-time-code entry (SPEC §5, §9), built on shared/otp.ts: one digit per box,
 * focus moves on, backspace moves back, a paste keeps the first six digits, and the entry submits
 * itself (onComplete) once full. A 30 s countdown runs from mount, then a 'Resend code' link.
 */
export function OtpInput({
  id,
  onComplete,
  onChange,
  onResend,
  disabled = false,
  error,
  label = 'Verification code',
  clearSignal = 0,
}: Props) {
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [clearedAt, setClearedAt] = useState(clearSignal);
  if (clearedAt !== clearSignal) {
    // Adjusting state during render (React's pattern for resetting on a prop change).
    setClearedAt(clearSignal);
    setDigits(emptyOtp());
  }
  useEffect(() => {
    if (clearSignal > 0) boxes.current[0]?.focus();
  }, [clearSignal]);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_SECONDS);

  // The countdown starts in an effect: no clock reads during render.
  useEffect(() => {
    setStartedAt(Date.now());
  }, []);
  useInterval(
    () => {
      if (startedAt !== null) setSecondsLeft(otpSecondsLeft(startedAt, Date.now()));
    },
    secondsLeft > 0 ? 1000 : null,
  );

  const commit = useCallback(
    (next: string[], focus: number) => {
      setDigits(next);
      boxes.current[focus]?.focus();
      const code = otpValue(next);
      onChange?.(code);
      if (isOtpComplete(next)) onComplete?.(code);
    },
    [onChange, onComplete],
  );

  const onInput = (index: number, value: string) => {
    const change = applyOtpInput(digits, index, value);
    if (change.digits.every((d, i) => d === digits[i])) return;
    commit(change.digits, change.focus);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const change = applyOtpBackspace(digits, index);
      commit(change.digits, change.focus);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const next = applyOtpPaste(event.clipboardData.getData('text'));
    const filled = next.filter(Boolean).length;
    if (!filled) return;
    commit(next, Math.min(filled, OTP_LENGTH - 1));
  };

  const resend = () => {
    onResend?.();
    setDigits(emptyOtp());
    onChange?.('');
    setStartedAt(Date.now());
    setSecondsLeft(OTP_RESEND_SECONDS);
    boxes.current[0]?.focus();
  };

  const errorId = `${id}-otp-error`;
  return (
    <div className="sw-otp">
      <div
        className="sw-otp__boxes"
        role="group"
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
      >
        {digits.map((digit, i) => (
          <input
            key={i}
            id={`${id}-otp-${i}`}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            className="sw-otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} alert>
        {error}
      </FieldError>
      {onResend ? (
        <p className="sw-otp__resend" aria-live="polite">
          {secondsLeft > 0 ? (
            <span className="sw-muted">
              {'Didn’t get it? You can resend the code in '}
              <span className="sw-otp__countdown">{`0:${String(secondsLeft).padStart(2, '0')}`}</span>
            </span>
          ) : (
            <>
              <span className="sw-muted">Didn’t get it? </span>
              <button type="button" className="sw-auth__link" onClick={resend} disabled={disabled}>
                Resend code
              </button>
            </>
          )}
        </p>
      ) : null}
    </div>
  );
}
