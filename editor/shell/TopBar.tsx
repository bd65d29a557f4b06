// The bar above everything: pages, device widths, undo/redo, code, history, save state, publish.
import { DEVICES, useEditor, useEditorStore, type Device } from '../store/store';
import { builtInWhere } from './built-ins';
import { Icon, type IconName } from './icons';
import { otherChangedPages } from './publish';
import { useServices } from './services';

const DEVICE_LABEL: Record<Device, string> = {
  phone: 'Phone (390 px)',
  tablet: 'Tablet (768 px)',
  desktop: 'Desktop (1280 px)',
  full: 'Full width',
};
const DEVICE_ICON: Record<Device, IconName> = {
  phone: 'phone',
  tablet: 'tablet',
  desktop: 'desktop',
  full: 'full',
};

type Props = {
  onOpenPage(id: string): void;
  onCode(): void;
  onHistory(): void;
  onPublish(): void;
  /** Publishes the open page and every other page with changes. */
  onPublishAll(): void;
  publishing: boolean;
};

export function TopBar({
  onOpenPage,
  onCode,
  onHistory,
  onPublish,
  onPublishAll,
  publishing,
}: Props) {
  const store = useEditorStore();
  const { boot } = useServices();
  const pages = useEditor((s) => s.pages);
  const pageId = useEditor((s) => s.pageId);
  const device = useEditor((s) => s.device);
  const canUndo = useEditor((s) => s.canUndo);
  const canRedo = useEditor((s) => s.canRedo);
  const saveState = useEditor((s) => s.saveState);
  const saveError = useEditor((s) => s.saveError);
  const path = pages.find((p) => p.id === pageId)?.path ?? '/';
  const others = otherChangedPages(pages, pageId);
  const saveText =
    saveState === 'saving'
      ? 'Saving…'
      : saveState === 'saved'
        ? 'Draft saved'
        : saveState === 'error'
          ? 'Not saved'
          : '';
  return (
    <header className="swe-top">
      <div className="swe-brand">
        <a href="/admin/dashboard" title="Back to the dashboard">
          <svg viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="#4f46e5" />
            <path
              d="M9 21c2 2 4.5 3 7 3 3.5 0 6-1.8 6-4.5 0-5.5-12-3.5-12-9C10 8 12.5 7 15.5 7c2 0 4 .6 5.5 2"
              fill="none"
              stroke="#fff"
              strokeWidth="2.6"
              strokeLinecap="round"
            />
          </svg>
        </a>
        <span className="swe-hide-narrow">{boot.workspace.name}</span>
      </div>
      <select
        className="swe-select"
        aria-label="Page"
        value={pageId ?? ''}
        onChange={(e) => onOpenPage(e.target.value)}
      >
        {pages
          .filter((p) => !p.builtIn)
          .map((p) => (
            <option key={p.id} value={p.id}>
              {p.title || p.path} ({p.path})
            </option>
          ))}
        <optgroup label="Built-in screens">
          {pages
            .filter((p) => p.builtIn)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.title} ({builtInWhere(p)})
              </option>
            ))}
        </optgroup>
      </select>
      <div className="swe-seg swe-hide-narrow" role="group" aria-label="Preview width">
        {DEVICES.map((d) => (
          <button
            key={d}
            type="button"
            title={DEVICE_LABEL[d]}
            aria-label={DEVICE_LABEL[d]}
            aria-pressed={device === d}
            onClick={() => store.getState().setDevice(d)}
          >
            <Icon name={DEVICE_ICON[d]} />
          </button>
        ))}
      </div>
      <span className="swe-spacer" />
      <button
        type="button"
        className="swe-btn swe-btn--icon"
        title="Undo (Ctrl+Z)"
        aria-label="Undo"
        disabled={!canUndo}
        onClick={() => store.getState().undo()}
      >
        <Icon name="undo" />
      </button>
      <button
        type="button"
        className="swe-btn swe-btn--icon"
        title="Redo (Ctrl+Shift+Z)"
        aria-label="Redo"
        disabled={!canRedo}
        onClick={() => store.getState().redo()}
      >
        <Icon name="redo" />
      </button>
      <button type="button" className="swe-btn" onClick={onCode} title="Edit the JSON">
        <Icon name="code" />
        <span className="swe-hide-narrow">Code</span>
      </button>
      <button type="button" className="swe-btn" onClick={onHistory} title="Published versions">
        <Icon name="history" />
        <span className="swe-hide-narrow">History</span>
      </button>
      <a
        className="swe-btn swe-hide-narrow"
        href={path}
        target="_blank"
        rel="noopener"
        title="Open the published page"
      >
        <Icon name="external" />
        View
      </a>
      <span
        className={`swe-save${saveState === 'error' ? ' swe-save--error' : ''}`}
        role="status"
        title={saveError ?? undefined}
        data-testid="save-state"
      >
        {saveText}
      </span>
      {others > 0 && (
        <button
          type="button"
          className="swe-btn"
          onClick={onPublishAll}
          disabled={publishing}
          title={`Publish this page and ${others} other ${others === 1 ? 'page' : 'pages'} with changes`}
        >
          Publish all ({others + 1})
        </button>
      )}
      <button
        type="button"
        className="swe-btn swe-btn--primary"
        onClick={onPublish}
        disabled={publishing}
      >
        {publishing ? 'Publishing…' : 'Publish'}
      </button>
    </header>
  );
}
