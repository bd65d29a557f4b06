// The owner's notice of a new enquiry: every field as plain text (HTML in it is escaped, never
// run), with the way to the inbox and a Reply-To of the sender, so answering is one click.
import type { AdminEnquiry } from '../../shared/admin-content';
import type { MailMessage } from '../mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// One line of the subject: no line breaks from the visitor's name reach a header.
const oneLine = (s: string, max: number) => {
  const line = s.replace(/[\r\n\t]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export function enquiryNoticeMail(input: {
  to: string;
  siteName: string;
  enquiry: AdminEnquiry;
  inboxUrl: string;
}): MailMessage {
  const e = input.enquiry;
  const rows: [string, string][] = [
    ['Name', e.customerName],
    ['Mobile', e.customerContact],
    ['Email', e.customerEmail],
  ];
  const text =
    `A visitor of ${input.siteName} sent a message through the contact form.\n\n` +
    rows.map(([k, v]) => `${k}: ${v}`).join('\n') +
    `\n\n${e.message}\n\nOpen the inbox: ${input.inboxUrl}\n`;
  const html =
    `<p>A visitor of ${escapeHtml(input.siteName)} sent a message through the contact form.</p>` +
    `<table>${rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
    `<p style="white-space:pre-wrap">${escapeHtml(e.message)}</p>` +
    `<p><a href="${escapeHtml(input.inboxUrl)}">Open the inbox</a></p>`;
  return {
    to: input.to,
    subject: `New enquiry from ${oneLine(e.customerName, 60)}`,
    text,
    html,
    headers: { 'Reply-To': e.customerEmail },
  };
}
