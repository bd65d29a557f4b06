import { useEffect, useMemo, useRef, useState } from 'react';
import { checkCode, formatJson, toValidate, type CodeSchema } from './code-logic';
import { codeSchemaFor } from './code-schemas';
import { CODE_TARGETS, type CodeTarget } from './code-targets';
import type { CodeEditorHandle, LoadCodeEditor } from './editor-types';
import './code-view.css';

const loadMonaco: LoadCodeEditor = () => import('./monaco-editor');

/**
 * The code view: the raw JSON of a section, a page, the header, the footer, the menus or the
 * theme in monaco.
 *
 * Props:
 * - `value`: any JSON value; the editor opens with it, indented.
 * - `schema`: a JSON Schema (also shown inline by monaco as you type) or a `validate(value)`
 *   answering null or the reasons, for values checked by more than one schema.
 * - `onApply(value)`: called once with the parsed value when Apply finds it valid; the store
 *   makes it one undo step. An invalid text is refused with its reasons and changes nothing.
 * - `onClose()`: Close.
 * - `title`: what is being edited, e.g. 'Hero: code'.
 * - `loadEditor`: how to load the editor; monaco by default (tests pass a stand-in).
 *
 * Monaco is imported only when a code view mounts. Changes made elsewhere while it is open do
 * not overwrite the text being edited.
 */
export type CodeViewProps = {
  value: unknown;
  schema: CodeSchema;
  onApply(value: unknown): void;
  onClose(): void;
  title?: string;
  loadEditor?: LoadCodeEditor;
};

export function CodeView({
  value,
  schema,
  onApply,
  onClose,
  title = 'Code',
  loadEditor = loadMonaco,
}: CodeViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<CodeEditorHandle | null>(null);
  const [initialText] = useState(() => formatJson(value));
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [reasons, setReasons] = useState<string[] | null>(null);
  const [fallbackText, setFallbackText] = useState(initialText);
  const validate = useMemo(() => toValidate(schema), [schema]);
  // The latest apply, for the editor's Ctrl/Cmd+Enter which is bound once.
  const applyRef = useRef<() => void>(() => {});

  const currentText = () => editorRef.current?.getValue() ?? fallbackText;
  const apply = () => {
    const result = checkCode(currentText(), validate);
    if (!result.ok) {
      setReasons(result.reasons);
      return;
    }
    setReasons(null);
    onApply(result.value);
  };
  applyRef.current = apply;

  const jsonSchema = typeof schema === 'function' ? undefined : schema;
  useEffect(() => {
    let live = true;
    let handle: CodeEditorHandle | null = null;
    loadEditor().then(
      ({ createCodeEditor }) => {
        if (!live || !hostRef.current) return;
        handle = createCodeEditor(hostRef.current, {
          value: initialText,
          schema: jsonSchema,
          ariaLabel: `${title}, JSON`,
          onChange: () => setReasons(null),
          onApplyShortcut: () => applyRef.current(),
        });
        editorRef.current = handle;
        setStatus('ready');
        handle.focus();
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      handle?.dispose();
      editorRef.current = null;
    };
  }, [loadEditor, initialText, jsonSchema, title]);

  return (
    <section className="swe-code" aria-label={title} data-testid="code-view">
      <CodeBar title={title} onClose={onClose} onApply={apply} />
      {status === 'loading' ? <p className="swe-code__note">Loading the code editor…</p> : null}
      {status === 'failed' ? (
        <>
          <p className="swe-code__note">
            The code editor could not load; edit the JSON as plain text.
          </p>
          <textarea
            className="swe-code__fallback"
            aria-label={`${title}, JSON`}
            spellCheck={false}
            value={fallbackText}
            onChange={(e) => {
              setFallbackText(e.target.value);
              setReasons(null);
            }}
          />
        </>
      ) : null}
      <div
        ref={hostRef}
        className="swe-code__editor"
        hidden={status === 'failed'}
        data-testid="code-view-editor"
      />
      {reasons ? (
        <div className="swe-code__problems" role="alert" data-testid="code-view-problems">
          <p>Not applied. Fix these first:</p>
          <ul>
            {reasons.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The code view's title bar: Apply (when there is something to apply) and Close. */
function CodeBar({
  title,
  onApply,
  onClose,
}: {
  title: string;
  onApply?: () => void;
  onClose(): void;
}) {
  return (
    <header className="swe-code__bar">
      <h2 className="swe-code__title">{title}</h2>
      <div className="swe-code__actions">
        {onApply ? (
          <button type="button" className="swe-code__btn swe-code__btn--primary" onClick={onApply}>
            Apply
          </button>
        ) : null}
        <button type="button" className="swe-code__btn" onClick={onClose}>
          Close
        </button>
      </div>
    </header>
  );
}

/**
 * The code view of the shell's Code dialog: a switch of what to edit (`onTarget`; 'Selected
 * section' only with a `sectionType`) above the code view, whose schema follows the target.
 */
export function CodeViewOfTarget({
  target,
  onTarget,
  sectionType,
  ...props
}: Omit<CodeViewProps, 'schema'> & {
  target: CodeTarget;
  onTarget(target: CodeTarget): void;
  sectionType: string | null;
}) {
  const schema = useMemo(() => codeSchemaFor(target, sectionType), [target, sectionType]);
  return (
    <>
      <div className="swe-seg swe-code-targets" role="group" aria-label="What to edit">
        {CODE_TARGETS.map(({ target: t, label }) => (
          <button
            key={t}
            type="button"
            aria-pressed={target === t}
            disabled={t === 'section' && sectionType === null}
            onClick={() => onTarget(t)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* An empty header or footer slot (null), or nothing loaded yet: no JSON to edit. */}
      {props.value === null || props.value === undefined ? (
        <NothingToEdit target={target} title={props.title} onClose={props.onClose} />
      ) : (
        <CodeView {...props} schema={schema} />
      )}
    </>
  );
}

function NothingToEdit({
  target,
  title = 'Code',
  onClose,
}: {
  target: CodeTarget;
  title?: string | undefined;
  onClose(): void;
}) {
  const note =
    target === 'header' || target === 'footer'
      ? `No ${target}. Add one from the palette or the outline.`
      : 'Nothing to edit here yet.';
  return (
    <section className="swe-code swe-code--empty" aria-label={title} data-testid="code-view">
      <CodeBar title={title} onClose={onClose} />
      <p className="swe-code__note" data-testid="code-view-empty">
        {note}
      </p>
    </section>
  );
}
