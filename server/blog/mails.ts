// The mail an owner gets about a new comment: who wrote it, on which post, the text as written
// (escaped in the HTML part), and where to moderate it.
import { escapeHtml } from '../../shared/escape';
import type { MailMessage } from '../mail';

export function newCommentMail(input: {
  to: string;
  siteName: string;
  /** Absolute origin of the site, for the links. */
  origin: string;
  post: { title: string; slug: string };
  author: string;
  comment: string;
}): MailMessage {
  const postLink = `${input.origin}/blog/${encodeURIComponent(input.post.slug)}`;
  const adminLink = `${input.origin}/admin/blog/comments`;
  const subject = `New comment on “${input.post.title}”`;
  const text =
    `${input.author} commented on “${input.post.title}”:\n\n${input.comment}\n\n` +
    `Read it on the post: ${postLink}\nHide or delete comments: ${adminLink}\n\n— ${input.siteName}\n`;
  const html =
    `<p><strong>${escapeHtml(input.author)}</strong> commented on ` +
    `<a href="${escapeHtml(postLink)}">${escapeHtml(input.post.title)}</a>:</p>` +
    `<blockquote style="white-space:pre-wrap">${escapeHtml(input.comment)}</blockquote>` +
    `<p><a href="${escapeHtml(adminLink)}">Hide or delete comments</a></p>` +
    `<p>— ${escapeHtml(input.siteName)}</p>`;
  return { to: input.to, subject, text, html };
}
