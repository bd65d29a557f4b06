// What the storefront's head tags (product and blog post pages, the RSS feed) make of stored
// content: text out of HTML, JSON safe inside a <script>, URLs made absolute.

/** The text of an HTML fragment: tags and entities dropped, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `u` as is when it is already absolute, else on the site's origin. */
export function absoluteUrl(origin: string, u: string): string {
  return /^https?:\/\//.test(u) ? u : `${origin}${u}`;
}
