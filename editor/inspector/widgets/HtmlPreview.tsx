import { sanitizeHtml } from './sanitizer';

export type PreviewProps = { source: string; label: string; testId?: string };

/** The sanitized HTML, as the public page will show it. Only DOMPurify's output reaches the DOM. */
export default function HtmlPreview({ source, label, testId }: PreviewProps) {
  return (
    <div
      className="swe-rich__preview"
      role="region"
      aria-label={label}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(source) }}
    />
  );
}
