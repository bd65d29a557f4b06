import { marked } from 'marked';
import type { PreviewProps } from './HtmlPreview';
import { PreviewRegion } from './PreviewRegion';
import { sanitizeHtml } from './sanitizer';

/** Markdown rendered by marked, then sanitized: raw HTML inside markdown is cleaned too. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true, breaks: false }));
}

export default function MarkdownPreview({ source, label, testId }: PreviewProps) {
  return <PreviewRegion html={renderMarkdown(source)} label={label} testId={testId} />;
}
