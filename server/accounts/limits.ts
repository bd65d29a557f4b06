// Upper bounds of account inputs, checked by the routes' JSON schemas before any work is done.
import { MAX_PASSWORD_LENGTH } from './passwords';

/** RFC 5321's longest address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = MAX_PASSWORD_LENGTH;
export const NAME_MAX = 100;
/** Codes are six digits; a little room so a pasted code with spaces gets the spec's message. */
export const OTP_MAX = 20;
/** Opaque tokens are 43 characters. */
export const TOKEN_MAX = 200;
