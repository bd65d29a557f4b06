// Markdown with a live preview beside it (under it on a narrower screen), rendered as the shop
// renders it: marked with the server's options, then DOMPurify with the server's rules
// (shared/sanitize.ts). Used by the product description, blog posts and newsletters.
import { type ReactNode, useMemo } from 'react';
import { renderDescription } from '../../../shared/admin-catalogue';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../../shared/sanitize';
import { Field, Textarea } from './Field';
import './media.css';

let sanitizer: HtmlSanitizer | null = null;

/** Markdown as the shop will show it: the server's marked options and sanitizer rules. */
export function previewHtml(markdown: string): string {
  sanitizer ??= createHtmlSanitizer(window);
  return renderDescription(markdown, sanitizer);
}

export function MarkdownField({
  label = 'Markdown',
  value,
  onChange,
  error,
  hint = '**bold**, _italic_, - lists, [links](https://…)',
  rows = 12,
  maxLength,
  previewTestId,
}: {
  label?: string;
  value: string;
  onChange: (markdown: string) => void;
  error?: string | null;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  previewTestId?: string;
}) {
  const html = useMemo(() => previewHtml(value), [value]);
  return (
    <div className="swa-markdown">
      <Field label={label} error={error} hint={hint}>
        {(p) => (
          <Textarea
            {...p}
            rows={rows}
            maxLength={maxLength}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <div className="swa-markdown-preview">
        <p className="swa-preview-label">Preview</p>
        <div
          className="swa-prose"
          data-testid={previewTestId}
          // Sanitized by DOMPurify with the server's rules (shared/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}
