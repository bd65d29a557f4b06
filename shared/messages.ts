// User-facing texts of the account and form rules. Those quoted by SPEC §5 and §8 are verbatim,
// typos and all ('atleast', 'conifrm', 'dosenot', the trailing space), because people and tests
// compare them character for character. Texts the spec does not give are marked "ours".

/** SPEC §8: the general error text when nothing better is known. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error. Please try again later.';

/** SPEC §5: shop email and owner email (sign-in, forgot password). */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
/** SPEC §5: the owner sign-up form's variant of the email message (no final period). */
export const OWNER_SIGNUP_EMAIL_MESSAGE = 'Please enter a valid email';

/** SPEC §5: owner first name. */
export const OWNER_FIRST_NAME_MESSAGE = 'Please enter atleast three or max 20 character First Name';
/** SPEC §5: owner last name. */
export const OWNER_LAST_NAME_MESSAGE = 'Please enter atleast three or max 20 character Last Name';
/** SPEC §5: organisation (workspace) name. */
export const ORGANISATION_NAME_MESSAGE =
  'Please enter atleast three or max 100 character organization Names, only alphabets and space are allowed';

/** SPEC §5: owner sign-up password. */
export const OWNER_PASSWORD_MESSAGE =
  'Please enter at least 8 characters,1 of these special characters @$!%*?&,1 uppercase character and 1 number';
/** SPEC §5: owner sign-up password mismatch. NOTE: the trailing space is the spec's. */
export const OWNER_PASSWORD_MISMATCH_MESSAGE = 'Password and conifrm password dosenot match ';

/**
 * Reset password rule, ours: the spec's text ('at least 3 characters … one digit') contradicts
 * its own rule (8 characters and a special character), see docs/reset-password-message.md.
 */
export const RESET_PASSWORD_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*.';
/** SPEC §5: reset password mismatch. */
export const RESET_PASSWORD_MISMATCH_MESSAGE = 'Password and confirm password dosenot match.';

/**
 * Customer password rule, ours: the spec gives the rule but no text. It names every
 * requirement, including that no other special character is accepted.
 */
export const CUSTOMER_PASSWORD_MESSAGE =
  'Password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a digit and one of @$!%*?& (no other special characters).';

/** SPEC §5: owner one-time code. */
export const OTP_MESSAGE = 'Please enter valid otp';

/** SPEC §5: customer sign-up, per field. */
export const FIRST_NAME_REQUIRED = 'First Name is required.';
export const LAST_NAME_REQUIRED = 'Last Name is required.';
export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const CONFIRM_PASSWORD_REQUIRED = 'Confirm Password is required.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const MOBILE_NUMBER_REQUIRED = 'Mobile Number is required.';
export const BIRTH_DATE_REQUIRED = 'Birth Date is required.';
export const GENDER_REQUIRED = 'Gender is required.';
/** SPEC §8: customer sign-up field error when the server says 'Email is not unique'. */
export const EMAIL_ALREADY_REGISTERED = 'Email is already registered.';

/** Ours: a mobile number that is not ten digits starting 5 to 9 (SPEC §9 pattern). */
export const MOBILE_NUMBER_MESSAGE =
  'Please enter a valid 10-digit mobile number starting with 5, 6, 7, 8 or 9.';
/** Ours: a birth date that is not a real YYYY-MM-DD date. */
export const BIRTH_DATE_MESSAGE = 'Please enter a valid birth date.';
/** Ours: the password-change form's current password, left empty. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';

/** Ours: contact form fields (SPEC §5 says all four are required but gives no text). */
export const NAME_REQUIRED = 'Name is required.';
export const MESSAGE_REQUIRED = 'Message is required.';

/** SPEC §5: blog comment. */
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';
/** SPEC §5: newsletter unsubscribe reason. */
export const UNSUBSCRIBE_REASON_MESSAGE = 'Please enter a reason';

/** The answer to a forgot-password request, whether or not the account exists. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for this email, we have sent it a link to reset the password.';
/** The lead of the forgot-password view of the sign-in forms. */
export const FORGOT_PASSWORD_LEAD =
  'Enter the email you signed up with and we will send you a link to reset your password.';
