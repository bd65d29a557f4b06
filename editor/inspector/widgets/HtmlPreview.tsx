import { PreviewRegion } from './PreviewRegion';
import { sanitizeHtml } from './sanitizer';

export type PreviewProps = { source: string; label: string; testId?: string };

/** The sanitized HTML, as the public page will show it. Only DOMPurify's output reaches the DOM. */
export default function HtmlPreview({ source, label, testId }: PreviewProps) {
  return <PreviewRegion html={sanitizeHtml(source)} label={label} testId={testId} />;
}
