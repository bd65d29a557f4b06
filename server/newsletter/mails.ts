// The newsletter's mails: the welcome after subscribing and each broadcast. Both carry the
// one-click unsubscribe link in the text and as List-Unsubscribe (RFC 2369) with
// List-Unsubscribe-Post (RFC 8058), so mail clients can offer their own unsubscribe button.
import type { MailMessage } from '../mail';
import { listUnsubscribeHeaders } from './rules';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function footer(site: string, link: string) {
  return {
    text: `\n\n--\nYou receive this because you subscribed to the ${site} newsletter.\nUnsubscribe: ${link}\n`,
    html:
      `<hr style="border:none;border-top:1px solid #e5e7eb;margin:2rem 0 1rem">` +
      `<p style="color:#6b7280;font-size:13px">You receive this because you subscribed to the ` +
      `${escapeHtml(site)} newsletter. <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
  };
}

/** After a (new or renewed) subscription. */
export function welcomeMail(input: { to: string; siteName: string; link: string }): MailMessage {
  const site = input.siteName;
  const end = footer(site, input.link);
  return {
    to: input.to,
    subject: `You are subscribed to the ${site} newsletter`,
    text: `Thank you for subscribing to the ${site} newsletter. We will write when there is news.${end.text}`,
    html: `<p>Thank you for subscribing to the ${escapeHtml(site)} newsletter. We will write when there is news.</p>${end.html}`,
    headers: listUnsubscribeHeaders(input.link),
  };
}

/**
 * One broadcast to one subscriber. `html` is the owner's markdown rendered and sanitized once
 * for the whole broadcast; `text` is the markdown as written (readable as plain text).
 */
export function broadcastMail(input: {
  to: string;
  siteName: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}): MailMessage {
  const end = footer(input.siteName, input.link);
  return {
    to: input.to,
    subject: input.subject,
    text: `${input.text.trim()}${end.text}`,
    html: `${input.html}${end.html}`,
    headers: listUnsubscribeHeaders(input.link),
  };
}
