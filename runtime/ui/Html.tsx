/**
 * Owner HTML. NOTE: the string must already be sanitized: the server (and the preview) run every
 * schema field marked text/html through DOMPurify before any component sees it.
 */
export function Html({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'p';
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
