import type { MailMessage } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const PURPOSE_TEXT = {
  signup: 'to finish creating your account',
  signin: 'to sign in',
} as const;

/** The mail carrying a six-digit one-time code. */
export function codeMail(input: {
  to: string;
  code: string;
  purpose: keyof typeof PURPOSE_TEXT;
  siteName?: string;
}): MailMessage {
  const site = input.siteName ?? 'Sitewright';
  const why = PURPOSE_TEXT[input.purpose];
  const text =
    `Your ${site} code is ${input.code}.\n\n` +
    `Enter it ${why}. It works once and expires in 10 minutes.\n` +
    `If you did not ask for it, you can ignore this message.\n`;
  const html =
    `<p>Your ${escapeHtml(site)} code is <strong style="font-size:1.4em;letter-spacing:.2em">${escapeHtml(input.code)}</strong>.</p>` +
    `<p>Enter it ${why}. It works once and expires in 10 minutes.</p>` +
    `<p>If you did not ask for it, you can ignore this message.</p>`;
  return {
    to: input.to,
    subject: `${input.code} is your ${site} code`,
    text,
    html,
    code: input.code,
  };
}

/** The forgot-password mail with its single-use reset link. */
export function resetMail(input: { to: string; link: string; siteName?: string }): MailMessage {
  const site = input.siteName ?? 'Sitewright';
  const text =
    `Someone asked to reset the password of your ${site} account.\n\n` +
    `Choose a new password here (the link works once, for 30 minutes):\n${input.link}\n\n` +
    `If it was not you, ignore this message: your password stays as it is.\n`;
  const html =
    `<p>Someone asked to reset the password of your ${escapeHtml(site)} account.</p>` +
    `<p><a href="${escapeHtml(input.link)}">Choose a new password</a> (the link works once, for 30 minutes).</p>` +
    `<p>If it was not you, ignore this message: your password stays as it is.</p>`;
  return { to: input.to, subject: `Reset your ${site} password`, text, html };
}
