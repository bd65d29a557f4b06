import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useDeferredValue } from 'react';
import { textControlProps } from './text-control';

// DOMPurify and marked load with the first preview, not with the editor.
const HtmlPreview = lazy(() => import('./HtmlPreview'));
const MarkdownPreview = lazy(() => import('./MarkdownPreview'));

function RichText({ kind, ...props }: WidgetProps & { kind: 'html' | 'markdown' }) {
  const { id, value, label } = props;
  const text = typeof value === 'string' ? value : '';
  // The preview may lag a keystroke behind; the textarea never waits for it.
  const shown = useDeferredValue(text);
  const Preview = kind === 'html' ? HtmlPreview : MarkdownPreview;
  return (
    <div className={`swe-rich swe-rich--${kind}`}>
      <textarea
        {...textControlProps(props)}
        className="swe-input swe-rich__source"
        rows={6}
        value={text}
        spellCheck={kind === 'markdown'}
      />
      <div className="swe-rich__preview-label" aria-hidden="true">
        Preview
      </div>
      <Suspense fallback={<div className="swe-rich__preview swe-muted">Loading preview…</div>}>
        <Preview source={shown} label={`${label} preview`} testId={`${id}-preview`} />
      </Suspense>
    </div>
  );
}

/** HTML: a textarea and a live preview of the sanitized result (DOMPurify). */
export function HtmlWidget(props: WidgetProps) {
  return <RichText {...props} kind="html" />;
}

/** Markdown: a textarea and a live preview of the rendered, sanitized result. */
export function MarkdownWidget(props: WidgetProps) {
  return <RichText {...props} kind="markdown" />;
}
