import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOtpBackspace,
  applyOtpInput,
  applyOtpPaste,
  emptyOtp,
  isOtpComplete,
  isOtpResendAvailable,
  otpSecondsLeft,
  otpValue,
} from './otp';

const boxes = (code: string) => Array.from({ length: 6 }, (_, i) => code.charAt(i));

describe('emptyOtp', () => {
  it('gives six empty boxes', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
  });
});

describe('applyOtpInput', () => {
  it('puts one digit in the box and moves focus to the next', () => {
    expect(applyOtpInput(emptyOtp(), 0, '4')).toEqual({ digits: boxes('4'), focus: 1 });
    expect(applyOtpInput(boxes('12'), 2, '3')).toEqual({ digits: boxes('123'), focus: 3 });
  });

  it('keeps focus on the last box when it is filled', () => {
    expect(applyOtpInput(boxes('12345'), 5, '6')).toEqual({ digits: boxes('123456'), focus: 5 });
  });

  it('ignores non-digits', () => {
    for (const input of ['a', ' ', '-', '٣', 'e']) {
      expect(applyOtpInput(boxes('12'), 2, input), input).toEqual({
        digits: boxes('12'),
        focus: 2,
      });
    }
    expect(applyOtpInput(emptyOtp(), 0, 'x7')).toEqual({ digits: boxes('7'), focus: 1 });
  });

  it('clears the box on an empty value and keeps focus there', () => {
    expect(applyOtpInput(boxes('123'), 1, '')).toEqual({
      digits: ['1', '', '3', '', '', ''],
      focus: 1,
    });
  });

  it('replaces the old digit when typing over a filled box, whichever side the caret was', () => {
    expect(applyOtpInput(boxes('123'), 1, '25').digits).toEqual(boxes('153'));
    expect(applyOtpInput(boxes('123'), 1, '52').digits).toEqual(boxes('153'));
    expect(applyOtpInput(boxes('123'), 1, '22').digits).toEqual(boxes('123'));
  });

  it('spreads several digits (autofill) from the box on, dropping the extra', () => {
    expect(applyOtpInput(emptyOtp(), 0, '123456')).toEqual({ digits: boxes('123456'), focus: 5 });
    expect(applyOtpInput(emptyOtp(), 3, '98765')).toEqual({
      digits: ['', '', '', '9', '8', '7'],
      focus: 5,
    });
    expect(applyOtpInput(emptyOtp(), 0, '12 34')).toEqual({ digits: boxes('1234'), focus: 4 });
  });

  it('does not change the array it was given', () => {
    const before = boxes('12');
    applyOtpInput(before, 2, '3');
    expect(before).toEqual(boxes('12'));
  });

  it('ignores an index outside the boxes', () => {
    expect(applyOtpInput(boxes('1'), 9, '5').digits).toEqual(boxes('1'));
    expect(applyOtpInput(boxes('1'), -1, '5').digits).toEqual(boxes('1'));
  });

  it('always leaves six boxes of one digit or nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 2 }), { maxLength: 8 }),
        fc.integer({ min: -2, max: 8 }),
        fc.string({ maxLength: 10 }),
        (digits, index, input) => {
          const { digits: next, focus } = applyOtpInput(digits, index, input);
          return next.length === 6 && next.every((d) => /^\d?$/.test(d)) && focus >= 0 && focus < 6;
        },
      ),
    );
  });
});

describe('applyOtpBackspace', () => {
  it('clears a filled box and keeps focus', () => {
    expect(applyOtpBackspace(boxes('123'), 2)).toEqual({ digits: boxes('12'), focus: 2 });
  });

  it('from an empty box clears the previous one and moves focus back', () => {
    expect(applyOtpBackspace(boxes('123'), 3)).toEqual({ digits: boxes('12'), focus: 2 });
    expect(applyOtpBackspace(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });
});

describe('applyOtpPaste', () => {
  it('keeps the first six digits', () => {
    expect(applyOtpPaste('123456')).toEqual(boxes('123456'));
    expect(applyOtpPaste('12345678')).toEqual(boxes('123456'));
    expect(applyOtpPaste('Your code is 482 913.')).toEqual(boxes('482913'));
  });

  it('fills as many boxes as there are digits', () => {
    expect(applyOtpPaste('12a3')).toEqual(boxes('123'));
    expect(applyOtpPaste('no digits')).toEqual(emptyOtp());
  });

  it('keeps exactly the first six digits of any text, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pasted = applyOtpPaste(text);
        const expected = text.replace(/\D/g, '').slice(0, 6);
        return pasted.length === 6 && otpValue(pasted) === expected;
      }),
    );
  });
});

describe('isOtpComplete', () => {
  it('is true only when all six boxes hold a digit', () => {
    expect(isOtpComplete(boxes('123456'))).toBe(true);
    expect(isOtpComplete(boxes('12345'))).toBe(false);
    expect(isOtpComplete(emptyOtp())).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', 'x'])).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6', '7'])).toBe(false);
    expect(isOtpComplete(['12', '3', '4', '5', '6'])).toBe(false);
  });

  it('becomes true after pasting a six-digit code', () => {
    expect(isOtpComplete(applyOtpPaste('code: 654321'))).toBe(true);
  });
});

describe('otpSecondsLeft', () => {
  const start = 1_000_000;

  it('counts down 30 s from the request', () => {
    expect(otpSecondsLeft(start, start)).toBe(30);
    expect(otpSecondsLeft(start, start + 1)).toBe(30);
    expect(otpSecondsLeft(start, start + 1000)).toBe(29);
    expect(otpSecondsLeft(start, start + 29_001)).toBe(1);
    expect(otpSecondsLeft(start, start + 30_000)).toBe(0);
    expect(otpSecondsLeft(start, start + 90_000)).toBe(0);
  });

  it('never exceeds the full countdown when the clock goes backwards', () => {
    expect(otpSecondsLeft(start, start - 60_000)).toBe(30);
  });

  it('takes another length', () => {
    expect(otpSecondsLeft(start, start + 2500, 10)).toBe(8);
  });

  it('stays between 0 and 30 and never goes up as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 50_000 }), fc.nat(50_000), (t, dt) => {
        const a = otpSecondsLeft(start, start + t);
        const b = otpSecondsLeft(start, start + t + dt);
        return a >= 0 && a <= 30 && b <= a;
      }),
    );
  });
});

describe('isOtpResendAvailable', () => {
  it('shows the resend link once the countdown is over', () => {
    expect(isOtpResendAvailable(0, 29_999)).toBe(false);
    expect(isOtpResendAvailable(0, 30_000)).toBe(true);
  });
});
