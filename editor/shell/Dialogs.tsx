// The shell's dialogs: a refused publish's problems (each one selects its section), the history
// of published versions (preview, roll back), and the code view around monaco. Their frame,
// Dialog, serves the dialogs of other lazily loaded modules too (the menu editor).
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageDocument } from '../../schemas/types';
import { errorText } from '../../shared/error-text';
import type { PublishProblem, VersionEntry } from '../api';
import {
  applyCodeTarget,
  codeTargetLabel,
  codeTargetValue,
  initialCodeTarget,
  type CodeTarget,
} from '../code/code-targets';
import { connectPreview, previewUrl } from '../preview/preview-host';
import { locateSection, sectionAt } from '../store/documents';
import { useEditor, useEditorStore } from '../store/store';
import { lazyPreloadable } from './preloadable';
import { useServices } from './services';

// The code view and its schemas (every section type's) load when the dialog opens, or before:
// preloadCodeView(), with monaco, while the owner looks (shell/code-dialog.ts).
const codeView = lazyPreloadable(() =>
  import('../code/CodeView').then((m) => ({ default: m.CodeViewOfTarget })),
);
const CodeView = codeView.Component;

/**
 * Loads the code view and monaco, then (in a later idle period: each step is a long task) starts
 * monaco's services with an editor drawn off screen, so the dialog's first open only draws.
 */
export function preloadCodeView(): Promise<void> {
  return Promise.all([codeView.preload(), import('../code/monaco-editor')]).then(
    ([, monaco]) =>
      new Promise<void>((resolve) =>
        whenIdle(() => {
          monaco.warmCodeEditor();
          resolve();
        }),
      ),
  );
}

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 50);

export type { CodeTarget };

/** A modal dialog: focus moves in and back, Escape or a click outside closes it. */
export function Dialog({
  title,
  onClose,
  wide,
  children,
}: {
  title: string;
  onClose(): void;
  wide?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="swe-dialog" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className={`swe-dialog-box${wide ? ' swe-dialog-box--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

export function ProblemsDialog({
  message,
  problems,
  onClose,
}: {
  message: string;
  problems: PublishProblem[];
  onClose(): void;
}) {
  const store = useEditorStore();
  return (
    <Dialog title="This page cannot be published yet" onClose={onClose}>
      <p>{problems.length ? 'Fix these, then publish again. Your draft is saved.' : message}</p>
      {problems.length > 0 && (
        <ul className="swe-problems" data-testid="publish-problems">
          {problems.map((p, i) => (
            <li key={i}>
              {p.sectionId ? (
                <button
                  type="button"
                  onClick={() => {
                    store.getState().select(p.sectionId ?? null);
                    onClose();
                  }}
                >
                  {p.defaultMessage}
                </button>
              ) : (
                p.defaultMessage
              )}
            </li>
          ))}
        </ul>
      )}
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

function VersionPreview({ doc }: { doc: PageDocument }) {
  const { origin, previewTransport, live } = useServices();
  const store = useEditorStore();
  const frame = useRef<HTMLIFrameElement>(null);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? '/');
  useEffect(() => {
    if (!frame.current) return;
    // A read-only view: the version's page with today's site draft, never changing.
    const state = {
      site: store.getState().site,
      page: doc,
      pageId: 'version',
      selectedId: null,
      hoverId: null,
    };
    const host = connectPreview(
      frame.current,
      { getState: () => state, subscribe: () => () => undefined },
      origin,
      { onSelect: () => undefined, onHover: () => undefined },
      () => path,
      previewTransport,
      // The editor is live by now: the version's interactive sections come alive as on the canvas.
      live,
    );
    return () => host.dispose();
  }, [doc, origin, previewTransport, store, path, live]);
  return (
    <iframe
      ref={frame}
      title="Version preview"
      className="swe-frame"
      style={{ flex: 1, border: '1px solid var(--swe-line)' }}
      src={previewUrl(path)}
    />
  );
}

export function HistoryDialog({ onClose }: { onClose(): void }) {
  const store = useEditorStore();
  const { api, autosave, toast } = useServices();
  const pageId = useEditor((s) => s.pageId);
  const [versions, setVersions] = useState<VersionEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ version: number; doc: PageDocument } | null>(null);
  useEffect(() => {
    if (!pageId) return;
    api.pageHistory(pageId).then(setVersions, (err) => setError(errorText(err)));
  }, [api, pageId]);
  const rollback = async (version: number) => {
    if (!pageId) return;
    try {
      // Settle pending saves first: the rollback replaces the draft on both sides.
      await autosave.flush().catch(() => undefined);
      await api.rollbackPage(pageId, version);
      const page = await api.getPage(pageId);
      store.getState().openPage(pageId, page.draft, { updatedAt: page.updatedAt, reset: true });
      store.getState().setPages(await api.listPages());
      toast(`Version ${version} is live again.`);
      onClose();
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };
  return (
    <Dialog title="Published versions" onClose={onClose} wide={Boolean(preview)}>
      {error && <p className="swe-error">{error}</p>}
      {!versions && !error && <p className="swe-note">Loading…</p>}
      {versions && versions.length === 0 && (
        <p className="swe-note">This page has not been published yet.</p>
      )}
      {preview ? (
        <>
          <p>
            Version {preview.version}{' '}
            <button
              type="button"
              className="swe-btn swe-btn--small"
              onClick={() => setPreview(null)}
            >
              Back to the list
            </button>{' '}
            <button
              type="button"
              className="swe-btn swe-btn--small swe-btn--primary"
              onClick={() => void rollback(preview.version)}
            >
              Roll back to this version
            </button>
          </p>
          <VersionPreview doc={preview.doc} />
        </>
      ) : (
        versions &&
        versions.length > 0 && (
          <ul className="swe-list" data-testid="history">
            {versions.map((v) => (
              <li key={v.version}>
                <span className="swe-grow">
                  Version {v.version}
                  {v.current && ' · live'}
                  <small>
                    {new Date(v.publishedAt).toLocaleString()} ·{' '}
                    {v.publishedBy
                      ? v.publishedBy.name || v.publishedBy.email
                      : 'set up with the site'}
                  </small>
                </span>
                <button
                  type="button"
                  className="swe-btn swe-btn--small"
                  onClick={() =>
                    pageId &&
                    api.pageVersion(pageId, v.version).then(
                      (doc) => setPreview({ version: v.version, doc }),
                      (err) => toast(errorText(err), 'error'),
                    )
                  }
                >
                  Preview
                </button>
                {!v.current && (
                  <button
                    type="button"
                    className="swe-btn swe-btn--small"
                    onClick={() => void rollback(v.version)}
                  >
                    Roll back
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      )}
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}

export function CodeDialog({ initial, onClose }: { initial: CodeTarget; onClose(): void }) {
  const store = useEditorStore();
  const { toast } = useServices();
  const selectedId = useEditor((s) => s.selectedId);
  const state = store.getState();
  const place = selectedId ? locateSection(state.page, state.site, selectedId) : null;
  const [target, setTarget] = useState<CodeTarget>(() => initialCodeTarget(initial, place));
  // 'Selected section' is a body section's; a selected header or footer has its own target.
  const section =
    place?.slot === 'body' ? (sectionAt(state.page, state.site, place) ?? null) : null;
  const apply = (next: unknown) => {
    if (applyCodeTarget(store.getState(), target, section, next)) onClose();
    else
      toast(
        'The store refused this JSON: check the ids and where each section type may go.',
        'error',
      );
  };
  return (
    <Dialog title="Code" onClose={onClose} wide>
      <Suspense fallback={<p className="swe-note">Loading the code editor…</p>}>
        <CodeView
          key={target}
          value={codeTargetValue(state, target, section)}
          target={target}
          onTarget={setTarget}
          sectionType={section?.type ?? null}
          title={codeTargetLabel(target)}
          onApply={apply}
          onClose={onClose}
        />
      </Suspense>
    </Dialog>
  );
}

/** A dialog's only action: Close. */
function CloseActions({ onClose }: { onClose(): void }) {
  return (
    <div className="swe-dialog-actions">
      <button type="button" className="swe-btn" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
