// The builder's shell: top bar; on the left the outline, the palette, the pages and the theme;
// the preview in the middle; the inspector on the right. One DndContext spans the palette, the
// outline and the preview, so a tile can be dropped on either and a row reordered by pointer or
// keyboard; each drop is one store action, so one undo step.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText } from '../../shared/error-text';
import { isEditableTarget, shortcutFor } from '../keyboard';
import type { PreviewHost } from '../preview/preview-host';
import { loadSectionTypes } from '../section-types';
import type { Autosave } from '../store/autosave';
import { useEditorStore, type EditorState, type EditorStore } from '../store/store';
import type { MenuName } from '../menu/menu-model';
import type { CodeTarget } from './Dialogs';
import { ShellDialogsContext } from './shell-dialogs';
import { OUTLINE_DROP_ID, Outline } from './Outline';
import {
  PREVIEW_DROP_ID,
  PreviewPane,
  dropIndexAt,
  insertIndexForGap,
  type PreviewGeometry,
} from './PreviewPane';
import { Inspector } from './Inspector';
import { publishOpenPage, type PublishResult } from './publish';
import { CodeDialog } from './code-dialog';
import {
  insertSectionOfType,
  labelOf,
  PALETTE_PREFIX,
  REUSABLE_PREFIX,
  typesKeyOf,
} from './section-info';
import { useServices, type Toast } from './services';
import { TopBar } from './TopBar';

// What the owner opens (the tabs other than the outline, the dialogs) loads when opened: the
// editor's first load is the outline, the preview and the inspector's frame.
const ThemePanel = lazy(() => import('./ThemePanel'));
const Palette = lazy(() => import('./Palette').then((m) => ({ default: m.Palette })));
const PagesPanel = lazy(() => import('./PagesPanel').then((m) => ({ default: m.PagesPanel })));
const HistoryDialog = lazy(() => import('./Dialogs').then((m) => ({ default: m.HistoryDialog })));
const ProblemsDialog = lazy(() => import('./Dialogs').then((m) => ({ default: m.ProblemsDialog })));
const StarterPicker = lazy(() =>
  import('./StarterPicker').then((m) => ({ default: m.StarterPicker })),
);
const MenuDialog = lazy(() =>
  import('../menu/MenuEditor').then((m) => ({ default: m.MenuDialog })),
);

type LeftTab = 'outline' | 'add' | 'pages' | 'theme';
const TABS: { key: LeftTab; label: string }[] = [
  { key: 'outline', label: 'Outline' },
  { key: 'add', label: 'Add' },
  { key: 'pages', label: 'Pages' },
  { key: 'theme', label: 'Theme' },
];

function sectionName(store: EditorStore, id: string | number): string {
  const s = store.getState().page?.sections.find((x) => x.id === id);
  return s
    ? labelOf(s.type)
    : String(id).startsWith(PALETTE_PREFIX)
      ? labelOf(String(id).slice(PALETTE_PREFIX.length))
      : 'section';
}

function positionOf(store: EditorStore, id: string | number | undefined): string {
  const sections = store.getState().page?.sections ?? [];
  const i = sections.findIndex((s) => s.id === id);
  return i === -1 ? '' : `position ${i + 1} of ${sections.length}`;
}

// The droppable under the pointer when there is one (the preview, a row, the end of the list);
// the closest row otherwise, which is also what keyboard moves use. A palette tile lands only
// where the pointer is: released anywhere else (back on the palette) it adds nothing.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length > 0 || String(args.active.id).startsWith(PALETTE_PREFIX)) return hits;
  return closestCenter(args);
};

// The palette and the outline are two tabs, so a tile dragged over the Outline tab opens the
// outline under the pointer (spring-loaded), and the drag goes on into it.
const OUTLINE_TAB_DROP_ID = 'tab:Outline';

function TabButton({
  label,
  selected,
  springLoaded,
  onSelect,
}: {
  label: string;
  selected: boolean;
  /** A drag over the tab opens it (its droppable id is `tab:<label>`). */
  springLoaded: boolean;
  onSelect(): void;
}) {
  const { setNodeRef } = useDroppable({ id: `tab:${label}`, disabled: !springLoaded });
  return (
    <button ref={setNodeRef} type="button" role="tab" aria-selected={selected} onClick={onSelect}>
      {label}
    </button>
  );
}

type Props = {
  autosave: Autosave;
  openPage(id: string, reset?: boolean): Promise<void>;
  toastState: Toast | null;
};

export function App({ autosave, openPage, toastState }: Props) {
  const store = useEditorStore();
  const { api, toast, live, boot } = useServices();
  const [tab, setTab] = useState<LeftTab>('outline');
  const [view, setView] = useState<'left' | 'canvas' | 'right'>('canvas');
  const [code, setCode] = useState<CodeTarget | null>(null);
  const [history, setHistory] = useState(false);
  // A new workspace chooses a starter first; later the Pages panel offers it again.
  const [starters, setStarters] = useState<'first' | 'again' | null>(
    boot.chooseStarter ? 'first' : null,
  );
  const [menus, setMenus] = useState<MenuName | null>(null);
  const dialogs = useMemo(() => ({ openMenus: setMenus }), []);
  const [publishing, setPublishing] = useState(false);
  const [refused, setRefused] = useState<Extract<PublishResult, { ok: false }> | null>(null);
  const [dragType, setDragType] = useState<string | null>(null);
  const [markerY, setMarkerY] = useState<number | null>(null);
  const hostRef = useRef<PreviewHost | null>(null);
  const geometryRef = useRef<PreviewGeometry>({ frame: null, scale: 1, boxes: [] });
  // The shell has drawn the page: with the preview's drawing of the draft, the editor is live.
  useEffect(() => live.markShellShown(), [live]);
  // Once live, the validators and schemas of the open page's section types load (the outline's
  // badges, the first selection's form), and those of each page opened later. Subscriptions, not
  // selectors: going live must not re-render the whole shell.
  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    const load = (s: EditorState) => {
      const key = typesKeyOf(s.page?.sections, s.site);
      if (key) loadSectionTypes(key.split('\n'), true);
    };
    const off = live.onLive(() => {
      load(store.getState());
      unsubscribe = store.subscribe((s, prev) => {
        if (s.page?.sections !== prev.page?.sections || s.site !== prev.site) load(s);
      });
    });
    return () => {
      off();
      unsubscribe();
    };
  }, [live, store]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Instant scrolling: a smooth scroll still under way when the next arrow comes would leave
    // the move measuring rows where they were.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      scrollBehavior: 'auto',
    }),
  );

  // A picked-up row is first 'over' itself, in the same frame as the pickup: announcing that
  // would replace 'Picked up …' (and its instructions) before a screen reader reads it.
  const pickedUp = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = active.id;
      return `Picked up ${sectionName(store, active.id)}, ${positionOf(store, active.id)}. Use the arrow keys to move, Space to drop, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) => {
      const first = pickedUp.current === active.id && over?.id === active.id;
      pickedUp.current = null;
      if (first) return undefined;
      return over
        ? `${sectionName(store, active.id)} is over ${positionOf(store, over.id) || 'the page'}.`
        : `${sectionName(store, active.id)} is not over a place to drop.`;
    },
    // dnd-kit announces a drop after onDragEnd has applied it, so the store already shows where
    // the section is now (a new one from the palette is the selected one).
    onDragEnd: ({ active, over }) => {
      const name = sectionName(store, active.id);
      const fromPalette = String(active.id).startsWith(PALETTE_PREFIX);
      if (!over)
        return fromPalette ? `${name} was not added.` : `${name} was dropped where it was.`;
      const id = fromPalette ? store.getState().selectedId : active.id;
      return `Dropped ${name} at ${positionOf(store, id ?? undefined) || 'the end'}.`;
    },
    onDragCancel: ({ active }) => `Moving ${sectionName(store, active.id)} was cancelled.`,
  };

  // Where the pointer is, read from the pointer itself: dnd-kit's delta also counts the
  // scrolling of the panels under the drag (it is the dragged item's offset, not the pointer's).
  const lastPointerY = useRef<number | null>(null);
  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      lastPointerY.current = e.clientY;
    };
    window.addEventListener('pointermove', onMove, { capture: true, passive: true });
    return () => window.removeEventListener('pointermove', onMove, { capture: true });
  }, []);
  const pointerY = (e: DragMoveEvent | DragEndEvent): number | null => {
    const start = e.activatorEvent as PointerEvent | null;
    if (!start || typeof start.clientY !== 'number') return null;
    return lastPointerY.current ?? start.clientY;
  };

  const onDragStart = (e: DragStartEvent) => {
    const data = e.active.data.current as { kind?: string; type?: string } | undefined;
    if (data?.kind === 'palette' && data.type) {
      loadSectionTypes([data.type], true);
      setDragType(data.type);
      hostRef.current?.measure();
    }
  };

  const onDragOver = (e: DragOverEvent) => {
    if (e.over?.id === OUTLINE_TAB_DROP_ID) setTab('outline');
  };

  const onDragMove = (e: DragMoveEvent) => {
    if (!dragType || e.over?.id !== PREVIEW_DROP_ID) {
      if (markerY !== null) setMarkerY(null);
      return;
    }
    const y = pointerY(e);
    if (y === null) return;
    const g = geometryRef.current;
    const index = dropIndexAt(y, g);
    const box = g.boxes[index] ?? g.boxes[g.boxes.length - 1];
    const top = box ? (index < g.boxes.length ? box.top : box.top + box.height) * g.scale : 0;
    setMarkerY(Math.max(0, top - 2));
  };

  const onDragEnd = (e: DragEndEvent) => {
    // The tile's type from its id: its data is gone once the tile unmounts mid-drag (the
    // Outline tab opened over the palette).
    const activeId = String(e.active.id);
    const paletteType = activeId.startsWith(PALETTE_PREFIX)
      ? activeId.slice(PALETTE_PREFIX.length)
      : null;
    const s = store.getState();
    const sections = s.page?.sections ?? [];
    const overId = e.over?.id;
    if (paletteType) {
      let index: number | undefined;
      if (overId === PREVIEW_DROP_ID) {
        const y = pointerY(e);
        const g = geometryRef.current;
        index =
          y === null
            ? sections.length
            : insertIndexForGap(
                dropIndexAt(y, g),
                g.boxes,
                sections.map((x) => x.id),
              );
      } else if (overId === OUTLINE_DROP_ID || overId === OUTLINE_TAB_DROP_ID)
        index = sections.length;
      else if (overId !== undefined) {
        const i = sections.findIndex((x) => x.id === overId);
        index = i === -1 ? undefined : i;
      }
      // At once when the type's schema is there (the tile loaded it on pointer down), so the
      // drop's announcement finds the new section selected.
      if (overId !== undefined && paletteType.startsWith(REUSABLE_PREFIX))
        s.placeReusable(paletteType.slice(REUSABLE_PREFIX.length), index ?? sections.length);
      else if (overId !== undefined)
        void insertSectionOfType(store, paletteType, index ?? sections.length).catch(
          (err: unknown) => toast(errorText(err), 'error'),
        );
    } else if (overId !== undefined && overId !== e.active.id) {
      const to = sections.findIndex((x) => x.id === overId);
      if (to !== -1) s.moveSection(String(e.active.id), to);
    }
    setDragType(null);
    setMarkerY(null);
  };

  const publish = useCallback(
    async (all = false) => {
      setPublishing(true);
      const result = await publishOpenPage(store, api, autosave, { all });
      setPublishing(false);
      if (!result.ok) setRefused(result);
      else if (all) toast('Published every page with changes.');
      else toast(`Published${result.version ? ` (version ${result.version})` : ''}.`);
    },
    [store, api, autosave, toast],
  );

  // Shortcuts: one table (editor/keyboard.ts); never while typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = shortcutFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        targetIsEditable: isEditableTarget(e.target),
      });
      if (!command) return;
      const s = store.getState();
      const id = s.selectedId;
      const isBody = Boolean(id && s.page?.sections.some((x) => x.id === id));
      let handled = true;
      switch (command) {
        case 'undo':
          s.undo();
          break;
        case 'redo':
          s.redo();
          break;
        case 'copy':
          handled = isBody && s.copySections([id!]);
          if (handled) toast('Section copied. Paste it on any page with Ctrl+V.');
          break;
        case 'paste':
          handled = Boolean(s.paste());
          break;
        case 'duplicate':
          handled = isBody && Boolean(s.duplicateSection(id!));
          break;
        case 'delete':
          handled = Boolean(id) && s.removeSection(id!);
          break;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, toast]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (autosave.hasUnsavedChanges()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [autosave]);

  // On a narrow screen, selecting a section opens its settings. A subscription, not a selector:
  // the whole shell must not re-render on every selection (a click in the preview).
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.selectedId && state.selectedId !== prev.selectedId)
          if (window.matchMedia?.('(max-width: 900px)').matches) setView('right');
      }),
    [store],
  );

  const onOpenPage = (id: string, reset = false) => {
    void openPage(id, reset).catch((err) => toast(errorText(err), 'error'));
    setTab('outline');
  };

  return (
    <ShellDialogsContext.Provider value={dialogs}>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        // A tile on its way to the Outline tab must not scroll the palette under it: the tabs
        // are sticky in that panel, and dnd-kit would move their drop area with the scroll.
        autoScroll={{
          canScroll: (el) => !(dragType !== null && tab !== 'outline' && el.matches('.swe-left')),
        }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setDragType(null);
          setMarkerY(null);
        }}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a section, press Space to pick it up, the arrow keys to move it, Space to drop it, or Escape to cancel.',
          },
        }}
      >
        <div className="swe-app" data-view={view}>
          <TopBar
            onOpenPage={onOpenPage}
            onCode={() => setCode(store.getState().selectedId ? 'section' : 'page')}
            onHistory={() => setHistory(true)}
            onPublish={() => void publish()}
            onPublishAll={() => void publish(true)}
            publishing={publishing}
          />
          <aside className="swe-left" aria-label="Page structure">
            <div className="swe-tabs" role="tablist">
              {TABS.map((t) => (
                <TabButton
                  key={t.key}
                  label={t.label}
                  selected={tab === t.key}
                  springLoaded={t.key === 'outline' && dragType !== null}
                  onSelect={() => setTab(t.key)}
                />
              ))}
            </div>
            <div role="tabpanel">
              {tab === 'outline' && <Outline />}
              <Suspense fallback={<p className="swe-empty">Loading…</p>}>
                {tab === 'add' && <Palette />}
                {tab === 'pages' && (
                  <PagesPanel onOpenPage={onOpenPage} onApplyStarter={() => setStarters('again')} />
                )}
                {tab === 'theme' && <ThemePanel />}
              </Suspense>
            </div>
          </aside>
          <PreviewPane
            hostRef={hostRef}
            geometryRef={geometryRef}
            dragging={dragType !== null}
            markerY={markerY}
          />
          <aside className="swe-right" aria-label="Settings">
            <Inspector preview={hostRef} />
          </aside>
          <nav className="swe-mobile-bar" aria-label="Panels">
            {(
              [
                ['left', 'Sections'],
                ['canvas', 'Preview'],
                ['right', 'Settings'],
              ] as const
            ).map(([key, label]) => (
              <button
                key={key}
                type="button"
                aria-pressed={view === key}
                onClick={() => setView(key)}
              >
                {label}
              </button>
            ))}
          </nav>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragType ? <div className="swe-drag-ghost">{labelOf(dragType)}</div> : null}
        </DragOverlay>
        <Suspense fallback={null}>
          {code && <CodeDialog initial={code} onClose={() => setCode(null)} />}
          {history && <HistoryDialog onClose={() => setHistory(false)} />}
          {starters && (
            <StarterPicker
              first={starters === 'first'}
              onClose={() => setStarters(null)}
              openPage={openPage}
            />
          )}
          {menus && <MenuDialog initial={menus} onClose={() => setMenus(null)} />}
          {refused && (
            <ProblemsDialog
              message={refused.message}
              problems={refused.problems}
              onClose={() => setRefused(null)}
            />
          )}
        </Suspense>
        {toastState && (
          <div
            className={`swe-toast${toastState.kind === 'error' ? ' swe-toast--error' : ''}`}
            role="status"
          >
            {toastState.text}
          </div>
        )}
      </DndContext>
    </ShellDialogsContext.Provider>
  );
}
