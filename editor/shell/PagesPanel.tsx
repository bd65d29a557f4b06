// The workspace's pages: open, create (title and path), change the path (`/` is the home
// page), delete. Each shows whether it is live and whether its draft has unpublished changes.
import { useState, type FormEvent } from 'react';
import { errorText } from '../../shared/error-text';
import { useEditor, useEditorStore } from '../store/store';
import { useServices } from './services';

/** A path from a title: 'About us' → '/about-us'. */
export function pathFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug}`;
}

type Props = { onOpenPage(id: string): void; onApplyStarter(): void };

export function PagesPanel({ onOpenPage, onApplyStarter }: Props) {
  const store = useEditorStore();
  const { api, toast } = useServices();
  const pages = useEditor((s) => s.pages);
  const pageId = useEditor((s) => s.pageId);
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [pathTouched, setPathTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; path: string } | null>(null);

  const refresh = async () => store.getState().setPages(await api.listPages());

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const page = await api.createPage({ title: title.trim(), path: path.trim() });
      await refresh();
      setTitle('');
      setPath('');
      setPathTouched(false);
      onOpenPage(page.id);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!renaming) return;
    try {
      await api.setPagePath({ id: renaming.id, path: renaming.path.trim() });
      await refresh();
      setRenaming(null);
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };

  const remove = async (id: string, label: string) => {
    if (!window.confirm(`Delete the page “${label}” and its history? This cannot be undone.`))
      return;
    try {
      await api.deletePage(id);
      await refresh();
      if (id === pageId) {
        const home = store.getState().pages[0];
        if (home) onOpenPage(home.id);
      }
    } catch (err) {
      toast(errorText(err), 'error');
    }
  };

  return (
    <div className="swe-panel">
      <h2>Pages</h2>
      <ul className="swe-list" data-testid="pages">
        {pages.map((p) => (
          <li key={p.id} aria-current={p.id === pageId ? 'true' : undefined}>
            {renaming?.id === p.id ? (
              <form onSubmit={rename} className="swe-grow" style={{ display: 'flex', gap: 4 }}>
                <input
                  aria-label="New path"
                  className="swe-search"
                  style={{ margin: 0 }}
                  value={renaming.path}
                  onChange={(e) => setRenaming({ id: p.id, path: e.target.value })}
                  autoFocus
                />
                <button className="swe-btn swe-btn--small" type="submit">
                  Save
                </button>
                <button
                  className="swe-btn swe-btn--small"
                  type="button"
                  onClick={() => setRenaming(null)}
                >
                  Cancel
                </button>
              </form>
            ) : (
              <>
                <button
                  type="button"
                  className="swe-row-main swe-grow"
                  onClick={() => onOpenPage(p.id)}
                >
                  <span className="swe-row-label">
                    {p.title || 'Untitled'}{' '}
                    {p.path === '/' && <small style={{ display: 'inline' }}>· home</small>}
                  </span>
                  <small>
                    {p.path} ·{' '}
                    {p.publishedVersion === null
                      ? 'not published'
                      : p.changed
                        ? 'unpublished changes'
                        : `live (v${p.publishedVersion})`}
                  </small>
                </button>
                <button
                  type="button"
                  className="swe-btn swe-btn--small"
                  onClick={() => setRenaming({ id: p.id, path: p.path })}
                  aria-label={`Change the path of ${p.title}`}
                >
                  Path
                </button>
                {p.path !== '/' && (
                  <button
                    type="button"
                    className="swe-btn swe-btn--small swe-btn--danger"
                    onClick={() => void remove(p.id, p.title || p.path)}
                    aria-label={`Delete ${p.title}`}
                  >
                    Delete
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <h2>New page</h2>
      <form onSubmit={create}>
        <label className="swe-field">
          <span>Title</span>
          <input
            value={title}
            required
            maxLength={120}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!pathTouched) setPath(pathFromTitle(e.target.value));
            }}
          />
        </label>
        <label className="swe-field">
          <span>Path</span>
          <input
            value={path}
            required
            maxLength={200}
            placeholder="/about-us"
            onChange={(e) => {
              setPath(e.target.value);
              setPathTouched(true);
            }}
          />
        </label>
        {error && (
          <p className="swe-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="swe-btn swe-btn--primary" disabled={busy}>
          Create page
        </button>
      </form>
      <h2>Starter sites</h2>
      <button type="button" className="swe-btn" onClick={onApplyStarter}>
        Apply a starter…
      </button>
    </div>
  );
}
