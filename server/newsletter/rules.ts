// The newsletter's rules as plain functions: how an address is stored, the one-click unsubscribe
// token and link, the limits and texts of the routes (docs/api.md, "Newsletter and enquiries API").
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PATH } from '../../shared/content';

/** Longest address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const REASON_MAX_LENGTH = 500;
export const SUBSCRIBER_PAGE_SIZE = 20;
/** A broadcast goes to at most this many addresses (bigger lists need a mailing service). */
export const BROADCAST_MAX_RECIPIENTS = 10_000;
/** Mails handed to the mailer per turn of the event loop while a broadcast goes out. */
export const BROADCAST_BATCH = 50;
/** The same subject and body again within this time is refused as a double send. */
export const BROADCAST_REPEAT_MS = 10 * 60_000;

/** Ours: a change-status whose email and id do not name a subscription of this site. */
export const SUBSCRIPTION_NOT_FOUND =
  'We could not find this subscription. Please use the link in your latest newsletter.';
/** Ours: the body's email differs from the link's. */
export const EMAIL_MISMATCH = 'Please use the email address this newsletter was sent to.';
/** Ours: a one-click POST without RFC 8058's body. */
export const ONE_CLICK_BODY_MESSAGE =
  'This address takes the one-click unsubscribe of RFC 8058: POST List-Unsubscribe=One-Click.';
export const BROADCAST_OWNER_ONLY = 'Only the owner of this shop can send a newsletter.';
export const NO_SUBSCRIBERS = 'No one is subscribed yet, so there is no one to send this to.';
export const broadcastTooLarge = (n: number) =>
  `A newsletter can go to at most ${BROADCAST_MAX_RECIPIENTS.toLocaleString('en-US')} subscribers from here; this list has ${n.toLocaleString('en-US')}. Please use a mailing service for a list this size.`;
export const broadcastRepeated = (minutes: number) =>
  `This newsletter was already sent ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} ago. Change it before sending it again.`;
export const broadcastSent = (n: number) =>
  `Your newsletter is on its way to ${n} subscriber${n === 1 ? '' : 's'}.`;

/** Messages of the public routes' fields (schema refusals). */
export const NEWSLETTER_FIELD_MESSAGES: Record<string, string> = {
  email: 'Please enter a valid email address.',
  status: 'status must be SUBSCRIBED or UNSUBSCRIBED.',
  unsubscribeReason: `Please keep the reason under ${REASON_MAX_LENGTH} characters.`,
  id: 'The unsubscribe link is not valid.',
  token: 'The unsubscribe link is not valid.',
};

/** How an address is stored and compared: trimmed and lower-cased. */
export function normalizeSubscriberEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The one-click token of a subscription: an HMAC under the server's newsletter key of the
 * subscription and when it started, so the server can put it in every mail without storing it
 * (only its SHA-256 is stored), and subscribing again after an unsubscribe makes a new one.
 */
export function unsubscribeToken(
  key: Buffer,
  s: { workspaceId: string; id: string; subscribedAt: string },
): string {
  return createHmac('sha256', key)
    .update(`newsletter-unsubscribe\0${s.workspaceId}\0${s.id}\0${s.subscribedAt}`)
    .digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a token from a link matches the stored hash (constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** `{origin}/newsletter/unsubscribe?email=&id=&token=`: the screen (GET) and one-click (POST). */
export function unsubscribeLink(
  origin: string,
  s: { email: string; id: string; token: string },
): string {
  const q = new URLSearchParams({ email: s.email, id: s.id, token: s.token });
  return `${origin}${UNSUBSCRIBE_PATH}?${q.toString()}`;
}

/** RFC 2369 and RFC 8058 headers of every newsletter mail. */
export function listUnsubscribeHeaders(link: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Whether a one-click POST body is RFC 8058's (url-encoded, or a multipart form). */
export function isOneClickBody(body: string): boolean {
  if (/^\s*List-Unsubscribe=One-Click\s*$/i.test(body)) return true;
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') return true;
  return /name="List-Unsubscribe"\s+One-Click\b/i.test(body);
}

/**
 * A CSV cell that a spreadsheet will not run as a formula: values starting with = + - @ or a
 * tab or carriage return get a leading apostrophe (OWASP's advice for CSV injection).
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
