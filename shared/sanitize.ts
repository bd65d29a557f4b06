import createDOMPurify from 'dompurify';
import type { HtmlSanitizer } from './sanitize-schema';

export type { HtmlSanitizer } from './sanitize-schema';

/** A DOMPurify sanitizer bound to a window: the browser's, or jsdom's on the server. */
export function createHtmlSanitizer(window: unknown): HtmlSanitizer {
  const purify = createDOMPurify(window as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Owner links that open a new tab must not hand the opener to the target.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // Owner HTML changes rarely and DOMPurify costs ~0.5 ms a field on jsdom: remember results.
  const memo = new Map<string, string>();
  return (html) => {
    const hit = memo.get(html);
    if (hit !== undefined) return hit;
    const clean = purify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style', 'form'],
    });
    if (memo.size >= 500) memo.delete(memo.keys().next().value as string);
    memo.set(html, clean);
    return clean;
  };
}

// The schema walks need no DOMPurify: they live apart, so a bundle can have them without it.
export { sanitizeBySchema, schemaHasHtml } from './sanitize-schema';
