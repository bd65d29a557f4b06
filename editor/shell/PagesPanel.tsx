// The workspace's pages: open, create (title and path), change the path (`/` is the home
// page), delete. Each shows whether it is live and whether its draft has unpublished changes.
// Below them the built-in screens and the product and category templates: opened like a page,
// made the owner's by the first edit, and reset to the built-in one.
import { useState, type FormEvent } from 'react';
import { PAGE_PATH_PATTERN } from '../../schemas/documents';
import { PAGE_TEMPLATES, templateSections, templateTypes } from '../../schemas/page-templates';
import type { Section } from '../../schemas/types';
import type { PageSummary } from '../../shared/builder-api';
import { errorText } from '../../shared/error-text';
import { addPageToMenu, pathFromTitle, renamePageInMenus } from '../menu/menu-model';
import { loadSectionMeta } from '../section-types';
import { uniqueSectionId } from '../store/ids';
import { useShellDialogs } from './shell-dialogs';
import { useEditor, useEditorStore } from '../store/store';
import { useServices } from './services';
import { builtInStatus, builtInWhere, isMadeYours } from './built-ins';

const PATH_RE = new RegExp(PAGE_PATH_PATTERN);

/** What is wrong with a typed path, in words; null when it is a valid page path. */
export function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'A path starts with “/”, e.g. /about-us.';
  if (!PATH_RE.test(path))
    return 'Use lower-case letters, digits and single dashes between “/”, e.g. /about-us.';
  return null;
}

/** A template's sections, once their types' schemas have loaded. */
async function sectionsOf(key: string): Promise<Section[]> {
  const template = PAGE_TEMPLATES.find((t) => t.key === key);
  if (!template) return [];
  const types = templateTypes(template);
  const metas = new Map(
    (await Promise.all(types.map((t) => loadSectionMeta(t)))).flatMap((m) =>
      m ? [[m.type, m]] : [],
    ),
  );
  const taken = new Set<string>();
  return templateSections(
    template,
    (type) => metas.get(type)?.schema ?? {},
    () => {
      const id = uniqueSectionId(taken);
      taken.add(id);
      return id;
    },
  );
}

type Props = {
  /** Opens a page; `reset` takes the server's draft over one this session already holds. */
  onOpenPage(id: string, reset?: boolean): void;
  onApplyStarter(): void;
};

export function PagesPanel({ onOpenPage, onApplyStarter }: Props) {
  const store = useEditorStore();
  const { api, toast, autosave } = useServices();
  const all = useEditor((s) => s.pages);
  const pages = all.filter((p) => !p.builtIn);
  const builtIns = all.filter((p) => p.builtIn);
  const pageId = useEditor((s) => s.pageId);
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [pathTouched, setPathTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; path: string; from: string } | null>(null);
  const [template, setTemplate] = useState('blank');
  const [addToMenu, setAddToMenu] = useState(true);
  const [relink, setRelink] = useState(true);
  const { openMenus } = useShellDialogs();
  const pathError = path ? pathProblem(path.trim()) : null;

  const refresh = async () => store.getState().setPages(await api.listPages());

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const sections = await sectionsOf(template);
      const page = await api.createPage({ title: title.trim(), path: path.trim(), sections });
      await refresh();
      const menus = store.getState().site?.menus;
      if (addToMenu && menus)
        store.getState().setMenus(addPageToMenu(menus, page.title, page.path));
      setTitle('');
      setPath('');
      setPathTouched(false);
      setTemplate('blank');
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
      const moved = await api.setPagePath({ id: renaming.id, path: renaming.path.trim() });
      await refresh();
      const menus = store.getState().site?.menus;
      if (relink && menus && moved.path !== renaming.from)
        store.getState().setMenus(renamePageInMenus(menus, renaming.from, moved.path));
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

  const resetBuiltIn = async (p: PageSummary) => {
    if (
      !window.confirm(
        `Reset “${p.title}” to the built-in screen? Your version, its draft, what visitors see and its history are deleted.`,
      )
    )
      return;
    try {
      // An edit still on its way would store the screen again after the reset.
      await autosave.flush().catch(() => undefined);
      await api.deletePage(p.id);
      await refresh();
      const again = store.getState().pages.find((x) => x.path === p.path);
      if (again) onOpenPage(again.id, true);
      toast(`“${p.title}” is the built-in screen again.`);
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
                  onChange={(e) => setRenaming({ id: p.id, path: e.target.value, from: p.path })}
                  autoFocus
                />
                <label
                  className="swe-check"
                  title="Point the menus' links to this page at its new path"
                >
                  <input
                    type="checkbox"
                    checked={relink}
                    onChange={(e) => setRelink(e.target.checked)}
                  />{' '}
                  Menus
                </label>
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
                  onClick={() => setRenaming({ id: p.id, path: p.path, from: p.path })}
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
      <p>
        <button type="button" className="swe-btn swe-btn--small" onClick={() => openMenus('main')}>
          Edit the menus
        </button>
      </p>
      {builtIns.length > 0 && (
        <>
          <h2>Built-in screens</h2>
          <p className="swe-note">
            Sign-in, account, checkout and payment screens, and the page of every product and
            category. Edit one to make it yours; its form keeps working as built.
          </p>
          <ul className="swe-list" data-testid="built-in-screens">
            {builtIns.map((p) => (
              <li key={p.id} data-path={p.path} aria-current={p.id === pageId ? 'true' : undefined}>
                <button
                  type="button"
                  className="swe-row-main swe-grow"
                  onClick={() => onOpenPage(p.id)}
                >
                  <span className="swe-row-label">{p.title}</span>
                  <small>
                    {builtInWhere(p)} · {builtInStatus(p)}
                  </small>
                </button>
                {isMadeYours(p) && (
                  <button
                    type="button"
                    className="swe-btn swe-btn--small"
                    onClick={() => void resetBuiltIn(p)}
                    aria-label={`Reset ${p.title} to built-in`}
                  >
                    Reset to built-in
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>New page</h2>
      <form onSubmit={create} data-testid="new-page">
        <label className="swe-field">
          <span>Template</span>
          <select
            className="swe-select"
            value={template}
            onChange={(e) => {
              const next = PAGE_TEMPLATES.find((t) => t.key === e.target.value);
              setTemplate(e.target.value);
              if (next?.title && !title) {
                setTitle(next.title);
                if (!pathTouched) setPath(pathFromTitle(next.title));
              }
            }}
          >
            {PAGE_TEMPLATES.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
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
            aria-invalid={pathError ? true : undefined}
            aria-describedby={pathError ? 'new-page-path-error' : undefined}
            onChange={(e) => {
              setPath(e.target.value);
              setPathTouched(true);
            }}
          />
        </label>
        {pathError && (
          <p className="swe-error" id="new-page-path-error">
            {pathError}
          </p>
        )}
        <label className="swe-check">
          <input
            type="checkbox"
            checked={addToMenu}
            onChange={(e) => setAddToMenu(e.target.checked)}
          />{' '}
          Add to menu
        </label>
        {error && (
          <p className="swe-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="swe-btn swe-btn--primary" disabled={busy || !!pathError}>
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
