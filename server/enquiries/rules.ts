// The contact enquiries' rules: field bounds, texts and who is told of a new one. See docs/api.md,
// "Newsletter and enquiries API".
import { ENQUIRY_LIMITS } from '../../shared/content';

export const EMAIL_MAX_LENGTH = 254;
/** The mobile field is checked by the shared rule (ten digits); this bounds what is read. */
export const CONTACT_MAX_LENGTH = 20;
export const ENQUIRY_PAGE_SIZE = 20;
/** Owners told of a new enquiry, at most (a workspace has one owner today). */
export const MAX_NOTIFIED = 10;

export const ENQUIRY_NOT_FOUND = 'No enquiry with this id in this shop.';

/** Messages of the contact form's fields when the schema refuses them. */
export const ENQUIRY_FIELD_MESSAGES: Record<string, string> = {
  customerName: `Please enter your name (at most ${ENQUIRY_LIMITS.name} characters).`,
  customerContact: 'Please enter a valid 10-digit mobile number starting with 5, 6, 7, 8 or 9.',
  customerEmail: 'Please enter a valid email address.',
  message: `Please write your message (at most ${ENQUIRY_LIMITS.message.toLocaleString('en-US')} characters).`,
};

/** The values as stored: trimmed; the address lower-cased. */
export function normalizeEnquiry(v: {
  customerName: string;
  customerContact: string;
  customerEmail: string;
  message: string;
}) {
  return {
    customerName: v.customerName.trim(),
    customerContact: v.customerContact.trim(),
    customerEmail: v.customerEmail.trim().toLowerCase(),
    message: v.message.trim(),
  };
}

/** Who is mailed a new enquiry: the owners, and the shop's contact address when it is another. */
export function noticeRecipients(owners: string[], contactEmail: unknown): string[] {
  const out = new Set(owners.map((e) => e.trim().toLowerCase()).filter(Boolean));
  if (typeof contactEmail === 'string' && contactEmail.trim())
    out.add(contactEmail.trim().toLowerCase());
  return [...out];
}
