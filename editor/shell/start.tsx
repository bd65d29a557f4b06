// Starts the builder: reads the boot data, loads the site and the pages, opens a page (the
// ?page= path, else the home page), starts the autosave and renders the shell.
import { connectCanvasPreview, type CanvasPreview } from './canvas-preview';
import type { PreviewTransport } from '../preview/preview-host';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuilderApi, type BuilderApi, type PageDetail } from '../api';
import { preloadInspector } from '../inspector/lazy';
import type { InspectorSources } from '../inspector/sources';
import { createAutosave, type Autosave } from '../store/autosave';
import { createEditorStore, EditorStoreContext, type EditorStore } from '../store/store';
import { App } from './App';
import { preloadCodeDialogWhenIdle } from './code-dialog';
import { createLiveSignal, type LiveSignal } from '../live-signal';
import {
  EditorServicesContext,
  type EditorBoot,
  type EditorServices,
  type Toast,
} from './services';
import './editor.css';

/** The boot blob the server wrote; read once (its documents can be large). */
function readBoot(): EditorBoot {
  const el = document.getElementById('sw-editor-boot');
  try {
    const data = JSON.parse(el?.textContent ?? '{}') as Partial<EditorBoot>;
    return {
      workspace: data.workspace ?? { name: document.title, domain: location.hostname },
      user: data.user ?? { name: '', email: '' },
      documents: data.documents,
      chooseStarter: data.chooseStarter === true,
    };
  } catch {
    return { workspace: { name: '', domain: location.hostname }, user: { name: '', email: '' } };
  }
}

function sourcesFor(api: BuilderApi, store: EditorStore): InspectorSources {
  return {
    upload: (file) => api.uploadFile(file, file.name),
    listUploads: () => api.listUploads(),
    // The templates (/p, /c) are no pages to link to.
    pages: () =>
      store
        .getState()
        .pages.filter((p) => p.builtIn?.kind !== 'template')
        .map((p) => ({ title: p.title, path: p.path })),
    search: async (kind, query) =>
      kind === 'categories' ? api.searchCategories(query) : api.searchModel(kind, query),
  };
}

/**
 * Opens a page: its draft as `page` gives it, or from the server; with `reset`, the server's
 * draft over the one this session holds (a built-in screen reset to built-in).
 */
async function openPageById(
  store: EditorStore,
  api: BuilderApi,
  id: string,
  given?: PageDetail,
  reset = false,
): Promise<void> {
  const page = given ?? (await api.getPage(id));
  store.getState().openPage(id, page.draft, { updatedAt: page.updatedAt, reset });
  const path = store.getState().pages.find((p) => p.id === id)?.path;
  if (path) {
    const url = new URL(location.href);
    url.searchParams.set('page', path);
    history.replaceState(null, '', url);
  }
}

function Root({
  store,
  api,
  autosave,
  boot,
  canvas,
  previewTransport,
  live,
}: {
  store: EditorStore;
  api: BuilderApi;
  autosave: Autosave;
  boot: EditorBoot;
  canvas: CanvasPreview | null;
  previewTransport: PreviewTransport;
  live: LiveSignal;
}) {
  const [toastState, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toast = useCallback((text: string, kind: Toast['kind'] = 'info') => {
    setToast({ text, kind });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setToast(null), kind === 'error' ? 6000 : 3000);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const services = useMemo<EditorServices>(
    () => ({
      api,
      autosave,
      sources: sourcesFor(api, store),
      boot,
      origin: location.origin,
      previewTransport,
      canvas,
      live,
      toast,
    }),
    [api, autosave, store, toast, boot, canvas, previewTransport, live],
  );
  const openPage = useCallback(
    (id: string, reset?: boolean) => openPageById(store, api, id, undefined, reset),
    [store, api],
  );
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorServicesContext.Provider value={services}>
        <App autosave={autosave} openPage={openPage} toastState={toastState} />
      </EditorServicesContext.Provider>
    </EditorStoreContext.Provider>
  );
}

export async function startEditor(container: HTMLElement): Promise<void> {
  const api = createBuilderApi();
  const store = createEditorStore();
  const boot = readBoot();
  // The server wrote the documents into the page; without them (an old shell), ask for them.
  const docs = boot.documents;
  boot.documents = undefined;
  const [site, pages] = docs
    ? [docs.site, docs.pages]
    : await Promise.all([api.getSite(), api.listPages()]);
  store.getState().load({ site: site.draft, pages, siteUpdatedAt: site.updatedAt });
  store.getState().setReusables(docs?.reusables ?? (await api.listReusables()));
  // On a phone the preview takes the whole width it has.
  if (window.matchMedia?.('(max-width: 900px)').matches) store.getState().setDevice('full');
  const wanted = new URLSearchParams(location.search).get('page') ?? '/';
  const first =
    pages.find((p) => p.path === wanted) ?? pages.find((p) => p.path === '/') ?? pages[0];
  if (first)
    await openPageById(store, api, first.id, docs?.page?.id === first.id ? docs.page : undefined);
  const autosave = createAutosave(store, api);
  // The forms load once the preview shows the draft, while the owner looks at it (live-signal.ts).
  const live = createLiveSignal();
  live.onLive(preloadInspector);
  // The code view (monaco) loads later still, once the owner pauses (code-dialog.ts).
  live.onLive(preloadCodeDialogWhenIdle);
  // The preview gets the draft now, and shows it while React draws the editor.
  const previewTransport: PreviewTransport =
    new URLSearchParams(location.search).get('previewTransport') === 'post' ? 'post' : 'auto';
  const canvas = connectCanvasPreview(store, location.origin, previewTransport, live);
  createRoot(container).render(
    <Root
      store={store}
      api={api}
      autosave={autosave}
      boot={boot}
      canvas={canvas}
      previewTransport={previewTransport}
      live={live}
    />,
  );
}
