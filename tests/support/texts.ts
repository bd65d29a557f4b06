import { JSDOM } from 'jsdom';

const TEXT_KEYS = new Set(['heading', 'title', 'question', 'name', 'label', 'text']);

/** Visible-text strings of a section config (headings, titles, names) that SSR must contain. */
export function configTexts(config: unknown, out: string[] = []): string[] {
  if (Array.isArray(config)) for (const v of config) configTexts(v, out);
  else if (config && typeof config === 'object') {
    for (const [k, v] of Object.entries(config)) {
      if (typeof v === 'string' && TEXT_KEYS.has(k) && v.trim() && !/[<>]/.test(v))
        out.push(v.trim());
      else if (typeof v === 'object') configTexts(v, out);
    }
  }
  return out;
}

/** The text content of a whole HTML document, whitespace collapsed. */
export function pageText(html: string): string {
  return (new JSDOM(html).window.document.body.textContent ?? '').replace(/\s+/g, ' ');
}
