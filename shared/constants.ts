/** Business constants of SPEC §9, in one place. */
export const HERO_SLIDER_INTERVAL_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_CARD_INTERVAL_MS = 3000;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const POPUP_CLOSE_DELAY_MS = 200;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
export const PAGE_CACHE_SECONDS = 10;
export const MAX_STARS = 5;
export const GALLERY_GROUP_SIZE = 3;
export const AUTH_TOKEN_STORAGE_KEY = 'user-auth-token';
export const BOOK_NOW_PATH = '/book-now';
/** A new workspace's currency (its settings' defaultCurrency) until the owner changes it. */
export const DEFAULT_CURRENCY = 'INR';
export const EMBEDDED_FORM_MESSAGES = [
  'FORM_SUBMITING',
  'FORM_SUBMIT_SUCCESS',
  'FORM_SUBMIT_ERROR',
] as const;
export const PAGE_UNREACHABLE_MESSAGE =
  'Opps, this page is unreachable. Please content you service provider!';
export const DEFAULT_CALLING_CODE = '+91';
