import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlSchema } from '../schemas/fragments';
import { createHtmlSanitizer, sanitizeBySchema, schemaHasHtml } from './sanitize';

const clean = createHtmlSanitizer(new JSDOM('').window);

describe('createHtmlSanitizer', () => {
  it('removes scripts and event handlers but keeps formatting', () => {
    const out = clean(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    );
    expect(out).toContain('<strong>there</strong>');
    expect(out).not.toMatch(/script|onclick|onerror/);
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(clean('<a href="https://x.test" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('sanitizeBySchema', () => {
  const schema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      slides: { type: 'array', items: { type: 'object', properties: { text: htmlSchema } } },
    },
  };

  it('sanitizes only the fields marked text/html, deep in arrays', () => {
    const out = sanitizeBySchema(
      { title: '<b>kept as text</b>', slides: [{ text: '<em>ok</em><script>bad()</script>' }] },
      schema,
      clean,
    ) as { title: string; slides: { text: string }[] };
    expect(out.title).toBe('<b>kept as text</b>');
    expect(out.slides[0]!.text).toBe('<em>ok</em>');
  });

  it('knows which schemas hold html', () => {
    expect(schemaHasHtml(schema)).toBe(true);
    expect(schemaHasHtml({ type: 'object', properties: { a: { type: 'string' } } })).toBe(false);
  });
});
