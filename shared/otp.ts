// The six-box one-time-code entry (SPEC §5, §9) as pure state changes, so the UI only renders
// boxes and moves focus. The state is an array of OTP_LENGTH strings, each '' or one digit.
import { OTP_LENGTH, OTP_RESEND_SECONDS } from './constants';

/** The boxes after a change and the box that should have focus next. */
export type OtpChange = { digits: string[]; focus: number };

/** Empty boxes. */
export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

const onlyDigits = (text: string): string => text.replace(/\D/g, '');
const clamp = (i: number, length: number): number => Math.min(Math.max(i, 0), length - 1);

/**
 * A box's input event: `input` is the box's new value. One digit per box, non-digits ignored.
 * - '' clears the box; focus stays.
 * - Only non-digits: nothing changes.
 * - One digit: it fills the box; focus moves to the next box.
 * - Two digits, one of them the box's old digit (typing over a filled box): the new one wins.
 * - More digits (autofill, or a paste the browser delivered as input): they fill the boxes from
 *   this one on, extra digits dropped; focus goes to the box after the last one filled.
 */
export function applyOtpInput(digits: readonly string[], index: number, input: string): OtpChange {
  const next = normalize(digits);
  const length = next.length;
  if (index < 0 || index >= length) return { digits: next, focus: clamp(index, length) };
  if (input === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  let typed = onlyDigits(input);
  if (!typed) return { digits: next, focus: index };
  const old = next[index] ?? '';
  if (typed.length === 2 && old && typed.includes(old)) {
    typed = typed[0] === old ? typed.slice(1) : typed.slice(0, 1);
  }
  const fill = typed.slice(0, length - index);
  for (let i = 0; i < fill.length; i++) next[index + i] = fill.charAt(i);
  return { digits: next, focus: clamp(index + fill.length, length) };
}

/**
 * Backspace in a box: clears it when it holds a digit (focus stays), else clears the previous
 * box and moves focus there.
 */
export function applyOtpBackspace(digits: readonly string[], index: number): OtpChange {
  const next = normalize(digits);
  const i = clamp(index, next.length);
  if (next[i]) {
    next[i] = '';
    return { digits: next, focus: i };
  }
  const previous = Math.max(0, i - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/** A paste into the entry: the first six digits of the text, from the first box (SPEC §5). */
export function applyOtpPaste(text: string): string[] {
  const pasted = onlyDigits(text).slice(0, OTP_LENGTH);
  return Array.from({ length: OTP_LENGTH }, (_, i) => pasted.charAt(i));
}

/** Whether every box holds a digit: the moment the entry submits itself (SPEC §5). */
export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));
}

/** The code the boxes spell. */
export function otpValue(digits: readonly string[]): string {
  return digits.join('');
}

/**
 * Whole seconds left before a new code may be requested, counted from `startedAt` (ms), e.g.
 * 30 right after the request, 1 during its last second, 0 once it may be resent. A clock that
 * went backwards never gives more than the full countdown.
 */
export function otpSecondsLeft(
  startedAt: number,
  now: number,
  seconds: number = OTP_RESEND_SECONDS,
): number {
  const left = Math.ceil((startedAt + seconds * 1000 - now) / 1000);
  return Math.min(seconds, Math.max(0, left));
}

/** Whether the countdown is over and the resend link shows (SPEC §4). */
export function isOtpResendAvailable(
  startedAt: number,
  now: number,
  seconds: number = OTP_RESEND_SECONDS,
): boolean {
  return otpSecondsLeft(startedAt, now, seconds) === 0;
}

// Any array in, exactly OTP_LENGTH single digits (or '') out; a copy, never the caller's array.
function normalize(digits: readonly string[]): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const d = digits[i] ?? '';
    return /^\d$/.test(d) ? d : '';
  });
}
