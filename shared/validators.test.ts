import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PASSWORD_MESSAGE,
  MOBILE_NUMBER_MESSAGE,
  RESET_PASSWORD_MESSAGE,
} from './messages';
import {
  buildCustomerSignupPayload,
  hasErrors,
  isIsoDate,
  isMobileNumber,
  validateComment,
  validateContactForm,
  validateCustomerPassword,
  validateCustomerSignup,
  validateNewsletterEmail,
  validateOrganisationName,
  validateOwnerEmail,
  validateOwnerFirstName,
  validateOwnerLastName,
  validateOwnerOtp,
  validateOwnerPassword,
  validateOwnerPasswordMatch,
  validateOwnerSignupEmail,
  validateResetPassword,
  validateResetPasswordMatch,
  validateShopEmail,
  validateShopLogin,
  validateUnsubscribeReason,
  type CustomerSignupValues,
} from './validators';

// The spec's texts, typed out again here rather than imported, so a changed constant fails.
const EMAIL = 'Please enter a valid email address.';

describe('validateShopEmail', () => {
  it('accepts simple addresses', () => {
    for (const email of ['a@b.co', 'first.last+tag@shop.example.com', 'x_y@d-o.in', ' a@b.co ']) {
      expect(validateShopEmail(email), email).toBeNull();
    }
  });

  it("refuses whitespace, a missing or second @, and a domain without a dot with the spec's text", () => {
    for (const email of [
      '',
      'plain',
      'a@b',
      'a b@c.com',
      'a@b c.com',
      'a@@b.com',
      'a@b@c.com',
      '@b.com',
      'a@.com',
      'a@b.',
      'a@b..com',
      undefined,
      42,
    ]) {
      expect(validateShopEmail(email), String(email)).toBe(EMAIL);
    }
  });
});

describe('validateOwnerEmail and validateOwnerSignupEmail', () => {
  it('accept letters, digits, dot, underscore and hyphen before the @ and a 2-4 letter TLD', () => {
    for (const email of ['ana.iyer@example.com', 'a_b-c.9@mail.co.in', 'X@y.info', 'a@b.io']) {
      expect(validateOwnerEmail(email), email).toBeNull();
      expect(validateOwnerSignupEmail(email), email).toBeNull();
    }
  });

  it('refuse other characters before the @, odd domains and TLDs outside 2-4 letters', () => {
    for (const email of [
      '',
      'a+b@example.com',
      "o'neil@example.com",
      'a b@example.com',
      'ana@example',
      'ana@example.c',
      'ana@example.museum',
      'ana@example.c0m',
      'ana@.com',
      'ana@exa_mple.com',
      'ana@example..com',
    ]) {
      expect(validateOwnerEmail(email), email).toBe(EMAIL);
      expect(validateOwnerSignupEmail(email), email).toBe('Please enter a valid email');
    }
  });
});

describe('validateCustomerPassword', () => {
  it('accepts 8+ characters with lower, upper, digit and one of @$!%*?&', () => {
    for (const pw of [
      'Abcdef1@',
      'Passw0rd$',
      'aB3!aB3!aB3!',
      'Zz9%zzzz',
      'Qq1*qqqq',
      'Ww2?wwww',
    ]) {
      expect(validateCustomerPassword(pw), pw).toBeNull();
    }
  });

  it('refuses a password missing any part, with our message', () => {
    for (const pw of [
      '',
      'Abcde1@', // 7 characters
      'abcdef1@', // no uppercase
      'ABCDEF1@', // no lowercase
      'Abcdefg@', // no digit
      'Abcdefg1', // no special
    ]) {
      expect(validateCustomerPassword(pw), pw).toBe(CUSTOMER_PASSWORD_MESSAGE);
    }
  });

  it('refuses any special character outside @$!%*?&, even with a valid one', () => {
    for (const pw of ['Abcdef1@#', 'Abcdef1@ ', 'Abcdef1@-', 'Abcdef1@é', 'Abcdef1@^']) {
      expect(validateCustomerPassword(pw), pw).toBe(CUSTOMER_PASSWORD_MESSAGE);
    }
  });

  it('says what the rule is', () => {
    expect(CUSTOMER_PASSWORD_MESSAGE).toContain('8 characters');
    expect(CUSTOMER_PASSWORD_MESSAGE).toContain('@$!%*?&');
  });
});

describe('owner names', () => {
  const FIRST = 'Please enter atleast three or max 20 character First Name';
  const LAST = 'Please enter atleast three or max 20 character Last Name';

  it('accept 3 to 20 letters', () => {
    for (const name of ['Ana', 'Bartholomew', 'A'.repeat(20), 'José', 'Zoë']) {
      expect(validateOwnerFirstName(name), name).toBeNull();
      expect(validateOwnerLastName(name), name).toBeNull();
    }
  });

  it("refuse fewer than 3, more than 20, digits, spaces and punctuation with the spec's text", () => {
    for (const name of ['', 'Al', 'A'.repeat(21), 'Ana1', 'Ana Maria', "O'Neil", 'Anne-Marie']) {
      expect(validateOwnerFirstName(name), name).toBe(FIRST);
      expect(validateOwnerLastName(name), name).toBe(LAST);
    }
  });
});

describe('validateOrganisationName', () => {
  const MESSAGE =
    'Please enter atleast three or max 100 character organization Names, only alphabets and space are allowed';

  it('accepts 3 to 100 letters and spaces', () => {
    for (const name of ['Bright Futures Trust', 'abc', 'A'.repeat(100), 'Ana  Lamps']) {
      expect(validateOrganisationName(name), name).toBeNull();
    }
  });

  it('refuses short, long, blank and non-letter names', () => {
    for (const name of ['', 'ab', '     ', 'A'.repeat(101), 'Shop 24', 'Ana & Co', 'Ana-Lamps']) {
      expect(validateOrganisationName(name), name).toBe(MESSAGE);
    }
  });
});

describe('owner sign-up password', () => {
  const MESSAGE =
    'Please enter at least 8 characters,1 of these special characters @$!%*?&,1 uppercase character and 1 number';

  it('follows the customer rule with the owner text', () => {
    expect(validateOwnerPassword('Abcdef1@')).toBeNull();
    for (const pw of ['', 'Abcdef1', 'abcdef1@', 'Abcdefg@', 'Abcdef1#']) {
      expect(validateOwnerPassword(pw), pw).toBe(MESSAGE);
    }
  });

  it('gives the mismatch text, trailing space included, when the two differ', () => {
    expect(validateOwnerPasswordMatch('Abcdef1@', 'Abcdef1@')).toBeNull();
    expect(validateOwnerPasswordMatch('Abcdef1@', 'Abcdef1!')).toBe(
      'Password and conifrm password dosenot match ',
    );
    expect(validateOwnerPasswordMatch('Abcdef1@', '')).toBe(
      'Password and conifrm password dosenot match ',
    );
  });
});

describe('reset password', () => {
  it('accepts 8+ characters with digit, lower, upper and one of !@#$%^&*, others allowed', () => {
    for (const pw of ['Abcdef1!', 'Abcdef1#', 'Abcdef1^', 'Ab1&    ', 'Abcdef1*-é', 'xY7@xY7@']) {
      expect(validateResetPassword(pw), pw).toBeNull();
    }
  });

  it('refuses a password missing any part, with the corrected message', () => {
    for (const pw of ['', 'Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1?']) {
      expect(validateResetPassword(pw), pw).toBe(RESET_PASSWORD_MESSAGE);
    }
  });

  it('no longer says 3 characters, and names every part of the rule', () => {
    expect(RESET_PASSWORD_MESSAGE).toBe(
      'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*.',
    );
    expect(RESET_PASSWORD_MESSAGE).not.toContain('3 characters');
  });

  it("keeps the spec's mismatch text", () => {
    expect(validateResetPasswordMatch('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(validateResetPasswordMatch('Abcdef1!', 'abcdef1!')).toBe(
      'Password and confirm password dosenot match.',
    );
  });
});

describe('validateOwnerOtp', () => {
  it('accepts exactly six digits', () => {
    expect(validateOwnerOtp('012345')).toBeNull();
  });

  it("refuses anything else with 'Please enter valid otp'", () => {
    for (const code of ['', '12345', '1234567', '12 345', 'abcdef', '12345a', ' 123456', null]) {
      expect(validateOwnerOtp(code), String(code)).toBe('Please enter valid otp');
    }
  });
});

describe('validateComment', () => {
  it('refuses an empty or blank comment', () => {
    expect(validateComment('')).toBe('Comment cannot be empty');
    expect(validateComment('  \n\t ')).toBe('Comment cannot be empty');
    expect(validateComment(undefined)).toBe('Comment cannot be empty');
    expect(validateComment(' Lovely post ')).toBeNull();
  });
});

describe('validateUnsubscribeReason', () => {
  it('refuses an empty or blank reason', () => {
    expect(validateUnsubscribeReason('')).toBe('Please enter a reason');
    expect(validateUnsubscribeReason('   ')).toBe('Please enter a reason');
    expect(validateUnsubscribeReason('Too many mails')).toBeNull();
  });
});

describe('validateNewsletterEmail', () => {
  it('requires the email, then checks it', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required.');
    expect(validateNewsletterEmail('  ')).toBe('Email is required.');
    expect(validateNewsletterEmail('nope')).toBe(EMAIL);
    expect(validateNewsletterEmail('a@b.co')).toBeNull();
  });
});

describe('isMobileNumber', () => {
  it('accepts ten digits starting 5 to 9', () => {
    for (const n of ['5000000000', '6123456789', '7123456789', '8123456789', '9876543210']) {
      expect(isMobileNumber(n), n).toBe(true);
    }
  });

  it('refuses other lengths, other first digits and non-digits', () => {
    for (const n of ['', '4123456789', '0123456789', '987654321', '98765432101', '98765 43210']) {
      expect(isMobileNumber(n), n).toBe(false);
    }
    expect(isMobileNumber('+919876543210')).toBe(false);
  });

  it('holds for every ten-digit string exactly when it starts 5 to 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (n) => isMobileNumber(n) === /^[5-9]/.test(n)),
    );
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD days', () => {
    for (const d of ['1990-05-17', '2000-02-29', '2024-12-31']) expect(isIsoDate(d), d).toBe(true);
  });

  it('refuses other formats and days that do not exist', () => {
    for (const d of ['', '17-05-1990', '1990/05/17', '1990-5-17', '1990-13-01', '1900-02-29']) {
      expect(isIsoDate(d), d).toBe(false);
    }
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('1990-05-17T00:00:00Z')).toBe(false);
  });
});

function signupValues(overrides: CustomerSignupValues = {}): CustomerSignupValues {
  return {
    firstName: 'Ananya',
    lastName: 'Iyer',
    email: 'ananya@example.com',
    mobileNumber: '9876543210',
    birthDate: '1994-08-15',
    gender: 'FEMALE',
    password: 'Secret1@',
    confirmPassword: 'Secret1@',
    ...overrides,
  };
}

describe('validateCustomerSignup', () => {
  it('gives no errors for a complete, valid form', () => {
    const errors = validateCustomerSignup(signupValues());
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('gives every required message verbatim for an empty form', () => {
    const errors = validateCustomerSignup({});
    expect(errors).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm Password is required.',
      mobileNumber: 'Mobile Number is required.',
      birthDate: 'Birth Date is required.',
      gender: 'Gender is required.',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('trims values, so blanks are missing and padded values pass', () => {
    expect(validateCustomerSignup(signupValues({ firstName: '   ', lastName: '\t' }))).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
    });
    expect(
      validateCustomerSignup(
        signupValues({
          email: ' ananya@example.com ',
          mobileNumber: ' 9876543210',
          gender: 'MALE ',
          password: ' Secret1@',
          confirmPassword: 'Secret1@ ',
        }),
      ),
    ).toEqual({});
  });

  it("says 'Passwords do not match.' only when both are filled and differ", () => {
    expect(validateCustomerSignup(signupValues({ confirmPassword: 'Secret1!' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(validateCustomerSignup(signupValues({ confirmPassword: '' }))).toEqual({
      confirmPassword: 'Confirm Password is required.',
    });
    expect(validateCustomerSignup(signupValues({ password: '' }))).toEqual({
      password: 'Password is required.',
    });
  });

  it('accepts exactly MALE, FEMALE and OTHER as gender', () => {
    for (const gender of ['MALE', 'FEMALE', 'OTHER']) {
      expect(validateCustomerSignup(signupValues({ gender }))).toEqual({});
    }
    for (const gender of ['', 'male', 'X', null]) {
      expect(validateCustomerSignup(signupValues({ gender }))).toEqual({
        gender: 'Gender is required.',
      });
    }
  });

  it('checks the format of filled fields', () => {
    expect(
      validateCustomerSignup(
        signupValues({
          email: 'ananya@example',
          mobileNumber: '1234567890',
          birthDate: '15-08-1994',
          password: 'secret12',
          confirmPassword: 'secret12',
        }),
      ),
    ).toEqual({
      email: EMAIL,
      mobileNumber: MOBILE_NUMBER_MESSAGE,
      birthDate: 'Please enter a valid birth date.',
      password: CUSTOMER_PASSWORD_MESSAGE,
    });
  });

  it('treats values that are not strings as missing', () => {
    expect(validateCustomerSignup(signupValues({ firstName: 42, email: {} }))).toEqual({
      firstName: 'First Name is required.',
      email: 'Email is required.',
    });
  });
});

describe('buildCustomerSignupPayload', () => {
  it('builds the customer/create body from trimmed values', () => {
    expect(
      buildCustomerSignupPayload(
        signupValues({ firstName: ' Ananya ', email: ' ananya@example.com ' }),
      ),
    ).toEqual({
      birthDate: '1994-08-15T00:00:00.000Z',
      callingCode: '+91',
      firstName: 'Ananya',
      lastName: 'Iyer',
      email: 'ananya@example.com',
      password: 'Secret1@',
      gender: 'FEMALE',
      mobileNumber: '9876543210',
      userName: 'ananya@example.com',
      userType: 'CUSTOMER',
    });
  });

  it('gives a birth date that parses back to the same day in UTC', () => {
    const { birthDate } = buildCustomerSignupPayload(signupValues({ birthDate: '2000-02-29' }));
    expect(new Date(birthDate).toISOString()).toBe(birthDate);
    expect(birthDate.slice(0, 10)).toBe('2000-02-29');
  });

  it('does not carry confirmPassword', () => {
    expect(buildCustomerSignupPayload(signupValues())).not.toHaveProperty('confirmPassword');
  });

  it('throws on values validation would refuse', () => {
    expect(() => buildCustomerSignupPayload(signupValues({ birthDate: '1994-02-30' }))).toThrow(
      RangeError,
    );
    expect(() => buildCustomerSignupPayload(signupValues({ gender: 'x' }))).toThrow(RangeError);
  });
});

describe('validateShopLogin', () => {
  it('requires a well-formed email and a password', () => {
    expect(validateShopLogin({})).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(validateShopLogin({ email: 'a@b', password: 'x' })).toEqual({ email: EMAIL });
    expect(validateShopLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateContactForm', () => {
  const valid = {
    customerName: 'Ravi',
    customerContact: '9123456789',
    customerEmail: 'ravi@example.com',
    message: 'Hello',
  };

  it('accepts a complete form', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it('requires all four fields', () => {
    expect(validateContactForm({ message: '   ' })).toEqual({
      customerName: 'Name is required.',
      customerContact: 'Mobile Number is required.',
      customerEmail: 'Email is required.',
      message: 'Message is required.',
    });
  });

  it('checks the mobile pattern and the email', () => {
    expect(
      validateContactForm({ ...valid, customerContact: '4123456789', customerEmail: 'x@y' }),
    ).toEqual({ customerContact: MOBILE_NUMBER_MESSAGE, customerEmail: EMAIL });
  });
});
