import { marked } from 'marked';
import type { PreviewProps } from './HtmlPreview';
import { sanitizeHtml } from './sanitizer';

/** Markdown rendered by marked, then sanitized: raw HTML inside markdown is cleaned too. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true, breaks: false }));
}

export default function MarkdownPreview({ source, label, testId }: PreviewProps) {
  return (
    <div
      className="swe-rich__preview"
      role="region"
      aria-label={label}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
