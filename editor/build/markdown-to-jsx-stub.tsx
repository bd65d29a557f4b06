import type { ReactNode } from 'react';

/**
 * Build-time stand-in for 'markdown-to-jsx/react' in the editor bundle (vite.editor.config.ts).
 * @rjsf/core imports it for descriptions in markdown, which only render as markdown when a
 * uiSchema opts in (`enableMarkdownInDescription`); ours never do, and the real module would
 * add ~25 KB gzipped to the editor's first load. Text renders as plain text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
