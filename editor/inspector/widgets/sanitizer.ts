import { createHtmlSanitizer, type HtmlSanitizer } from '../../../shared/sanitize';

let sanitizer: HtmlSanitizer | null = null;

/** The browser's DOMPurify sanitizer, made on first use. */
export function sanitizeHtml(html: string): string {
  sanitizer ??= createHtmlSanitizer(window);
  return sanitizer(html);
}
