/** A rich-text field's preview: `html`, already sanitized, in a labelled region. */
export function PreviewRegion({
  html,
  label,
  testId,
}: {
  html: string;
  label: string;
  testId?: string;
}) {
  return (
    <div
      className="swe-rich__preview"
      role="region"
      aria-label={label}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
