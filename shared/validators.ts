// The form rules of SPEC §5 as pure functions, shared by the browser forms and the server routes.
// A validator returns the exact message for its rule, or null when the value passes.
// Text fields are checked trimmed; passwords and one-time codes are checked as given, except in
// the customer sign-up form, whose values the spec says are all trimmed.
import { DEFAULT_CALLING_CODE, OTP_LENGTH } from './constants';
import {
  BIRTH_DATE_MESSAGE,
  BIRTH_DATE_REQUIRED,
  COMMENT_EMPTY_MESSAGE,
  CONFIRM_PASSWORD_REQUIRED,
  CUSTOMER_PASSWORD_MESSAGE,
  EMAIL_MESSAGE,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  GENDER_REQUIRED,
  LAST_NAME_REQUIRED,
  MESSAGE_REQUIRED,
  MOBILE_NUMBER_MESSAGE,
  MOBILE_NUMBER_REQUIRED,
  NAME_REQUIRED,
  ORGANISATION_NAME_MESSAGE,
  OTP_MESSAGE,
  OWNER_FIRST_NAME_MESSAGE,
  OWNER_LAST_NAME_MESSAGE,
  OWNER_PASSWORD_MESSAGE,
  OWNER_PASSWORD_MISMATCH_MESSAGE,
  OWNER_SIGNUP_EMAIL_MESSAGE,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  RESET_PASSWORD_MESSAGE,
  RESET_PASSWORD_MISMATCH_MESSAGE,
  UNSUBSCRIBE_REASON_MESSAGE,
} from './messages';

// Shop: no whitespace, exactly one @, a dot inside the domain.
const SHOP_EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// Owner: letters, digits, dot, underscore, hyphen before the @; dot-separated domain labels;
// a top-level domain of 2 to 4 letters.
const OWNER_EMAIL = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
// 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&, nothing else.
const CUSTOMER_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
// 8+ characters with a digit, a lowercase, an uppercase and one of !@#$%^&*; others allowed.
const RESET_PASSWORD =
  /^(?=[\s\S]*\d)(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*[!@#$%^&*])[\s\S]{8,}$/;
// "Letters" includes accented and non-Latin letters with their combining marks (José, Zoë, अनन्या).
const OWNER_NAME = /^[\p{L}\p{M}]{3,20}$/u;
const ORGANISATION_NAME = /^[\p{L}\p{M} ]{3,100}$/u;
const MOBILE_NUMBER = /^[5-9]\d{9}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The genders the customer sign-up form offers. */
export const CUSTOMER_GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
/** One of MALE, FEMALE, OTHER. */
export type CustomerGender = (typeof CUSTOMER_GENDERS)[number];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const raw = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether a value passes the shop's simple email pattern (SPEC §5). */
export function isShopEmail(value: unknown): boolean {
  return SHOP_EMAIL.test(text(value));
}

/** Whether a value passes the owner forms' stricter email pattern (SPEC §5). */
export function isOwnerEmail(value: unknown): boolean {
  return OWNER_EMAIL.test(text(value));
}

/** Whether a value is ten digits starting 5 to 9 (SPEC §9). */
export function isMobileNumber(value: unknown): boolean {
  return MOBILE_NUMBER.test(text(value));
}

/** Whether a value is a YYYY-MM-DD string naming a real calendar day (2024-02-30 is not). */
export function isIsoDate(value: unknown): boolean {
  const match = ISO_DATE.exec(text(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether a value passes the customer (and owner sign-up) password rule (SPEC §5). */
export function isCustomerPassword(value: unknown): boolean {
  return CUSTOMER_PASSWORD.test(raw(value));
}

/** Whether a value passes the reset password rule (SPEC §5). */
export function isResetPassword(value: unknown): boolean {
  return RESET_PASSWORD.test(raw(value));
}

/** Shop email (login, sign-up format, newsletter, contact): null or the SPEC §5 message. */
export function validateShopEmail(value: unknown): string | null {
  return isShopEmail(value) ? null : EMAIL_MESSAGE;
}

/** Owner sign-in and forgot-password email: null or 'Please enter a valid email address.' */
export function validateOwnerEmail(value: unknown): string | null {
  return isOwnerEmail(value) ? null : EMAIL_MESSAGE;
}

/** Owner registration email: same rule, the sign-up variant 'Please enter a valid email'. */
export function validateOwnerSignupEmail(value: unknown): string | null {
  return isOwnerEmail(value) ? null : OWNER_SIGNUP_EMAIL_MESSAGE;
}

/** Customer password rule; the text is ours since the spec gives none for customers. */
export function validateCustomerPassword(value: unknown): string | null {
  return isCustomerPassword(value) ? null : CUSTOMER_PASSWORD_MESSAGE;
}

/** Owner first name: 3 to 20 letters. */
export function validateOwnerFirstName(value: unknown): string | null {
  return OWNER_NAME.test(text(value)) ? null : OWNER_FIRST_NAME_MESSAGE;
}

/** Owner last name: 3 to 20 letters. */
export function validateOwnerLastName(value: unknown): string | null {
  return OWNER_NAME.test(text(value)) ? null : OWNER_LAST_NAME_MESSAGE;
}

/** Organisation name: 3 to 100 letters and spaces. */
export function validateOrganisationName(value: unknown): string | null {
  return ORGANISATION_NAME.test(text(value)) ? null : ORGANISATION_NAME_MESSAGE;
}

/** Owner sign-up password: the customer rule with the owner text. */
export function validateOwnerPassword(value: unknown): string | null {
  return isCustomerPassword(value) ? null : OWNER_PASSWORD_MESSAGE;
}

/** Owner sign-up confirmation: null when both are identical strings. */
export function validateOwnerPasswordMatch(password: unknown, confirm: unknown): string | null {
  return raw(password) === raw(confirm) ? null : OWNER_PASSWORD_MISMATCH_MESSAGE;
}

/** Reset password rule, with our truthful text (docs/reset-password-message.md). */
export function validateResetPassword(value: unknown): string | null {
  return isResetPassword(value) ? null : RESET_PASSWORD_MESSAGE;
}

/** Reset password confirmation: null when both are identical strings. */
export function validateResetPasswordMatch(password: unknown, confirm: unknown): string | null {
  return raw(password) === raw(confirm) ? null : RESET_PASSWORD_MISMATCH_MESSAGE;
}

/**
 * Owner one-time code. The spec asks for exactly 6 characters; our codes are 6 digits
 * (issue 3), so anything else could never be right and is refused here already.
 */
export function validateOwnerOtp(value: unknown): string | null {
  const code = raw(value);
  return code.length === OTP_LENGTH && /^\d+$/.test(code) ? null : OTP_MESSAGE;
}

/** Blog comment: trimmed, not empty. */
export function validateComment(value: unknown): string | null {
  return text(value) ? null : COMMENT_EMPTY_MESSAGE;
}

/** Newsletter unsubscribe reason: not empty or blank. */
export function validateUnsubscribeReason(value: unknown): string | null {
  return text(value) ? null : UNSUBSCRIBE_REASON_MESSAGE;
}

/** Newsletter email: required, then the shop pattern. */
export function validateNewsletterEmail(value: unknown): string | null {
  return requiredShopEmail(value);
}

function requiredShopEmail(value: unknown): string | null {
  if (!text(value)) return EMAIL_REQUIRED;
  return validateShopEmail(value);
}

/** Per-field errors of a form: only failing fields are present; `{}` means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Whether a form has any field error. */
export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The customer sign-up form's fields (SPEC §2). */
export type CustomerSignupField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'mobileNumber'
  | 'birthDate'
  | 'gender'
  | 'password'
  | 'confirmPassword';

/** Raw customer sign-up values as typed; anything not a string counts as empty. */
export type CustomerSignupValues = Partial<Record<CustomerSignupField, unknown>>;

/**
 * Customer sign-up, checked at submit (SPEC §5): values trimmed, one message per field, in the
 * spec's words. Beyond "required", a filled field must also be well formed: email by the shop
 * pattern, mobile ten digits starting 5 to 9, birth date a real YYYY-MM-DD day, gender one of
 * MALE/FEMALE/OTHER, password by the customer rule. The mismatch message appears only when both
 * passwords are filled and differ.
 */
export function validateCustomerSignup(
  values: CustomerSignupValues,
): FieldErrors<CustomerSignupField> {
  const v = trimAll(values);
  const errors: FieldErrors<CustomerSignupField> = {};
  if (!v.firstName) errors.firstName = FIRST_NAME_REQUIRED;
  if (!v.lastName) errors.lastName = LAST_NAME_REQUIRED;
  if (!v.email) errors.email = EMAIL_REQUIRED;
  else if (!isShopEmail(v.email)) errors.email = EMAIL_MESSAGE;
  if (!v.password) errors.password = PASSWORD_REQUIRED;
  else if (!isCustomerPassword(v.password)) errors.password = CUSTOMER_PASSWORD_MESSAGE;
  if (!v.confirmPassword) errors.confirmPassword = CONFIRM_PASSWORD_REQUIRED;
  else if (v.password && v.password !== v.confirmPassword) {
    errors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  }
  if (!v.mobileNumber) errors.mobileNumber = MOBILE_NUMBER_REQUIRED;
  else if (!isMobileNumber(v.mobileNumber)) errors.mobileNumber = MOBILE_NUMBER_MESSAGE;
  if (!v.birthDate) errors.birthDate = BIRTH_DATE_REQUIRED;
  else if (!isIsoDate(v.birthDate)) errors.birthDate = BIRTH_DATE_MESSAGE;
  // An unknown gender is no choice at all, so it gets the "required" text.
  if (!isCustomerGender(v.gender)) errors.gender = GENDER_REQUIRED;
  return errors;
}

/** Whether a value is one of MALE, FEMALE, OTHER. */
export function isCustomerGender(value: unknown): value is CustomerGender {
  return (CUSTOMER_GENDERS as readonly unknown[]).includes(value);
}

/** The body of POST customer/create (SPEC §3 customer signup, §7). */
export type CustomerSignupPayload = {
  birthDate: string;
  callingCode: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gender: CustomerGender;
  mobileNumber: string;
  userName: string;
  userType: 'CUSTOMER';
};

/**
 * The sign-up payload from form values that passed validateCustomerSignup: trimmed values,
 * calling code +91, userName equal to the email, userType CUSTOMER, and the birth date as an
 * ISO date-time at UTC midnight, so the day never shifts with the browser's time zone.
 * Throws on a birth date or gender that validation would have refused.
 */
export function buildCustomerSignupPayload(values: CustomerSignupValues): CustomerSignupPayload {
  const v = trimAll(values);
  if (!isIsoDate(v.birthDate)) throw new RangeError(BIRTH_DATE_MESSAGE);
  if (!isCustomerGender(v.gender)) throw new RangeError(GENDER_REQUIRED);
  return {
    birthDate: `${v.birthDate}T00:00:00.000Z`,
    callingCode: DEFAULT_CALLING_CODE,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    password: v.password,
    gender: v.gender,
    mobileNumber: v.mobileNumber,
    userName: v.email,
    userType: 'CUSTOMER',
  };
}

function trimAll(values: CustomerSignupValues): Record<CustomerSignupField, string> {
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    mobileNumber: text(values.mobileNumber),
    birthDate: text(values.birthDate),
    gender: text(values.gender),
    password: text(values.password),
    confirmPassword: text(values.confirmPassword),
  };
}

/** The shop login form's fields. */
export type ShopLoginField = 'email' | 'password';

/** Shop login (SPEC §5 gives no texts): email required and well formed, password required. */
export function validateShopLogin(
  values: Partial<Record<ShopLoginField, unknown>>,
): FieldErrors<ShopLoginField> {
  const errors: FieldErrors<ShopLoginField> = {};
  const email = requiredShopEmail(values.email);
  if (email) errors.email = email;
  if (!raw(values.password)) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** The contact form's fields, named as the enquiry payload (SPEC §3 contact message). */
export type ContactField = 'customerName' | 'customerContact' | 'customerEmail' | 'message';

/** Contact form: all four required; mobile ten digits starting 5 to 9; email by the shop rule. */
export function validateContactForm(
  values: Partial<Record<ContactField, unknown>>,
): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (!text(values.customerName)) errors.customerName = NAME_REQUIRED;
  if (!text(values.customerContact)) errors.customerContact = MOBILE_NUMBER_REQUIRED;
  else if (!isMobileNumber(values.customerContact)) errors.customerContact = MOBILE_NUMBER_MESSAGE;
  const email = requiredShopEmail(values.customerEmail);
  if (email) errors.customerEmail = email;
  if (!text(values.message)) errors.message = MESSAGE_REQUIRED;
  return errors;
}
