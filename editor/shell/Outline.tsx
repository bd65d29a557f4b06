// The page's sections in order, between the site's header and footer. Reorder by pointer or by
// keyboard (dnd-kit: Space picks up, arrows move, Space drops, Escape cancels, each announced),
// select, hide, duplicate, detach (a placed reusable section, marked) and delete. The DndContext is the shell's (palette drags land here too).
// The body list is virtualised: only the rows in the panel's view (and a few around it, and the
// row being dragged) are mounted, so a page of hundreds of sections costs what a screenful does;
// the sortable context still holds every id, and a keyboard move scrolls the next rows in.
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useDeferredValue,
  type ReactNode,
} from 'react';
import type { Section } from '../../schemas/types';
import { useValidatorsOf } from '../section-types';
import { resolvePage } from '../store/placements';
import { useEditor, useEditorStore } from '../store/store';
import { Icon } from './icons';
import { useLive } from './live';
import { labelOf, problemsOf, summaryOf, typesOf } from './section-info';
import { useShellDialogs } from './shell-dialogs';
import { SiteSlotSelect } from './SiteSlotSelect';
import { SECTION_DEVICES } from '../../schemas/section-style';
import { DEVICE_LABELS, type SectionDevice } from '../../shared/devices';

export const OUTLINE_DROP_ID = 'outline-end';

type RowProps = {
  section: Section;
  /** Its place in the body list (1-based) and the list's length, for assistive technology. */
  posinset?: number;
  setsize?: number;
  /** The virtualiser's measuring ref. */
  measure?: (el: HTMLElement | null) => void;
  /** Changes as section validators load, so the rows draw their problem badges. */
  checked: number;
  selected: boolean;
  hovered: boolean;
  site?: 'header' | 'footer';
};

const Row = memo(function Row({
  section,
  selected,
  hovered,
  site,
  posinset,
  setsize,
  measure,
}: RowProps) {
  const store = useEditorStore();
  const { openMenus } = useShellDialogs();
  const sortable = useSortable({ id: section.id, disabled: Boolean(site) });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = sortable;
  const ref = useCallback(
    (el: HTMLLIElement | null) => {
      setNodeRef(el);
      measure?.(el);
    },
    [setNodeRef, measure],
  );
  const problems = problemsOf(section);
  const label = labelOf(section.type);
  const summary = summaryOf(section);
  const actions = store.getState();
  return (
    <li
      ref={ref}
      data-index={posinset === undefined ? undefined : posinset - 1}
      aria-posinset={posinset}
      aria-setsize={setsize}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={[
        'swe-row',
        isDragging && 'swe-row--dragging',
        section.hidden && 'swe-row--hidden',
        hovered && 'swe-row--hovered',
        site && 'swe-row--site',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-current={selected ? 'true' : undefined}
      data-section-id={section.id}
      onPointerEnter={() => store.getState().hover(section.id)}
      onPointerLeave={() => store.getState().hover(null)}
    >
      {site ? (
        <span className="swe-handle" aria-hidden="true" />
      ) : (
        <button
          type="button"
          className="swe-handle"
          aria-label={`Move ${label}${summary ? `: ${summary}` : ''}`}
          {...attributes}
          {...listeners}
        >
          <Icon name="grip" />
        </button>
      )}
      <button
        type="button"
        className="swe-row-main"
        onClick={() => actions.select(section.id)}
        aria-pressed={selected}
      >
        <span className="swe-row-label">
          {site ? `${site === 'header' ? 'Header' : 'Footer'} · ` : ''}
          {label}
          {section.ref && (
            <span
              className="swe-reusable-mark"
              title="Reusable section"
              data-testid="reusable-mark"
            >
              <Icon name="reusable" label="Reusable section" />
            </span>
          )}
          <DeviceBadges hideOn={section.style?.hideOn} />
          {problems && (
            <span className="swe-badge" title={problems.join('\n')}>
              {' '}
              · {problems.length} {problems.length === 1 ? 'problem' : 'problems'}
            </span>
          )}
        </span>
        {summary && <span className="swe-row-sub">{summary}</span>}
      </button>
      <span className="swe-row-actions">
        {site && (
          <button
            type="button"
            title="Edit the menu"
            aria-label={`Edit the ${site === 'header' ? 'main' : 'footer'} menu`}
            onClick={() => openMenus(site === 'header' ? 'main' : 'footer')}
          >
            <Icon name="menu" />
          </button>
        )}
        {!site && (
          <>
            <button
              type="button"
              title={section.hidden ? 'Show' : 'Hide'}
              aria-label={`${section.hidden ? 'Show' : 'Hide'} ${label}`}
              onClick={() => actions.setHidden(section.id, !section.hidden)}
            >
              <Icon name={section.hidden ? 'eyeOff' : 'eye'} />
            </button>
            {section.ref && (
              <button
                type="button"
                title="Detach: edit this copy alone"
                aria-label={`Detach ${label}`}
                onClick={() => actions.detachSection(section.id)}
              >
                <Icon name="unlink" />
              </button>
            )}
            <button
              type="button"
              title="Duplicate (Ctrl+D)"
              aria-label={`Duplicate ${label}`}
              onClick={() => actions.duplicateSection(section.id)}
            >
              <Icon name="copy" />
            </button>
          </>
        )}
        <button
          type="button"
          title="Delete (Del)"
          aria-label={`Delete ${label}`}
          onClick={() => actions.removeSection(section.id)}
        >
          <Icon name="trash" />
        </button>
      </span>
    </li>
  );
});

/** A crossed-out icon for each device the section is hidden on (style.hideOn), in device order. */
function DeviceBadges({ hideOn }: { hideOn: readonly SectionDevice[] | undefined }) {
  const devices = SECTION_DEVICES.filter((d) => hideOn?.includes(d));
  if (!devices.length) return null;
  const names = devices.map((d) => DEVICE_LABELS[d].toLowerCase());
  return (
    <span
      className="swe-device-badges"
      data-testid="device-badges"
      title={`Hidden on ${names.join(', ')}`}
    >
      {devices.map((d, i) => (
        <Icon key={d} name={`${d}Off`} label={`Hidden on ${names[i]}`} />
      ))}
    </span>
  );
}

/** An empty header or footer slot: a header or footer of any type can be put in it. */
function EmptySlot({ slot }: { slot: 'header' | 'footer' }) {
  const name = slot === 'header' ? 'header' : 'footer';
  return (
    <li className="swe-row swe-row--site swe-row--empty" data-testid={`empty-${slot}`}>
      <span className="swe-handle" aria-hidden="true" />
      <label className="swe-row-main">
        <span className="swe-row-label">{slot === 'header' ? 'Header' : 'Footer'} · none</span>
        <SiteSlotSelect slot={slot} value="" label={`Add a ${name}`}>
          <option value="">Add a {name}…</option>
        </SiteSlotSelect>
      </label>
    </li>
  );
}

/** A row's height before it is measured: label, summary, border and gap (editor.css). */
const ROW_ESTIMATE = 50;
/** The space below each row (`.swe-row` margin-bottom in editor.css). */
const ROW_GAP = 4;
/** Rows mounted beyond each edge of the view. */
const OVERSCAN = 5;
/** Rows mounted on each side of where a dragged row is. */
const DRAG_REACH = 10;

export function Outline() {
  // Behind a keystroke: the rows (their labels, the types' badges) catch up right after the
  // keystroke's frame instead of inside it; the preview and the form are what the owner watches.
  // Placed reusable sections as they show (their reusable's type and config, marked).
  const sections = useDeferredValue(
    useEditor((s) => (s.page ? resolvePage(s.page, s.library).sections : undefined)),
  );
  const noPages = useEditor((s) => s.site !== null && s.pages.length === 0);
  const header = useEditor((s) => s.site?.header ?? null);
  const footer = useEditor((s) => s.site?.footer ?? null);
  const site = useEditor((s) => s.site !== null);
  const selectedId = useEditor((s) => s.selectedId);
  const hoverId = useEditor((s) => s.hoverId);
  // The validators of the types on the page (and of types added later), for the badges: once
  // the editor is live (live.ts), not before.
  const types = useMemo(
    () => typesOf([header, footer, ...(sections ?? [])]),
    [header, footer, sections],
  );
  const checked = useValidatorsOf(types, useLive());
  // The same ids array while the order is unchanged: a new one would re-render every sortable
  // row on each keystroke (dnd-kit's context), memo or not.
  const idKey = sections?.map((s) => s.id).join('\n') ?? '';
  const ids = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  const { setNodeRef, isOver } = useDroppable({ id: OUTLINE_DROP_ID });

  // The panel that scrolls (the left column), and where the list starts inside it.
  const listRef = useRef<HTMLUListElement | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const hasHeader = header !== null;
  const loaded = sections !== undefined;
  useLayoutEffect(() => {
    const list = listRef.current;
    const panel = list?.closest<HTMLElement>('.swe-left') ?? null;
    setScroller(panel);
    if (list && panel)
      setScrollMargin(
        list.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop,
      );
  }, [hasHeader, loaded]);

  // While a row is dragged it stays mounted wherever the view scrolls to, and so do the rows
  // around the place it is over: a keyboard move always finds the next row to pass, however
  // fast the arrows come.
  const { active, over } = useDndContext();
  const activeIndex = active ? ids.indexOf(String(active.id)) : -1;
  const overIndex = active && over ? ids.indexOf(String(over.id)) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      if (activeIndex >= 0) indexes.add(activeIndex);
      const around = overIndex >= 0 ? overIndex : activeIndex;
      if (around >= 0)
        for (let i = Math.max(0, around - DRAG_REACH); i <= around + DRAG_REACH; i++)
          if (i < range.count) indexes.add(i);
      return [...indexes].sort((a, b) => a - b);
    },
    [activeIndex, overIndex],
  );
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: (i) => ids[i] ?? i,
    measureElement: (el) => (el as HTMLElement).offsetHeight + ROW_GAP,
    // Until the panel is known (the first render), a screenful of rows.
    initialRect: { width: 240, height: 900 },
  });

  // A selection made elsewhere (the preview, undo) brings its row into view: in the next frame,
  // off the selection's own path (scrolling forces a layout), and only when it is out of view.
  const selectedIndex = selectedId ? ids.indexOf(selectedId) : -1;
  useEffect(() => {
    if (selectedIndex < 0) return;
    const frame = requestAnimationFrame(() => {
      const item = virtualizer.measurementsCache[selectedIndex];
      const top = virtualizer.scrollOffset ?? 0;
      const bottom = top + (virtualizer.scrollRect?.height ?? 0);
      if (item && item.start >= top && item.end <= bottom) return;
      virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedIndex, virtualizer]);

  if (!sections)
    return (
      <p className="swe-empty">
        {noPages ? 'This site has no pages yet. Create one in Pages.' : 'Loading the page…'}
      </p>
    );
  const items = virtualizer.getVirtualItems();
  // Rows not mounted keep their room: a spacer before, between (a dragged row far from the
  // view), and after the mounted ones.
  const spacer = (key: string, height: number) =>
    height > 0 ? <li key={key} aria-hidden="true" className="swe-gap" style={{ height }} /> : null;
  let end = scrollMargin;
  const body: ReactNode[] = [];
  for (const item of items) {
    const s = sections[item.index];
    if (!s) continue;
    body.push(spacer(`gap-${item.index}`, item.start - end));
    end = item.end;
    body.push(
      <Row
        key={s.id}
        checked={checked}
        section={s}
        selected={selectedId === s.id}
        hovered={hoverId === s.id}
        posinset={item.index + 1}
        setsize={sections.length}
        measure={virtualizer.measureElement}
      />,
    );
  }
  body.push(spacer('gap-end', virtualizer.getTotalSize() + scrollMargin - end));
  return (
    <div className="swe-panel">
      <h2 id="swe-outline-title">Sections</h2>
      <ul className="swe-outline" aria-labelledby="swe-outline-title">
        {header ? (
          <Row
            checked={checked}
            section={header}
            site="header"
            selected={selectedId === header.id}
            hovered={hoverId === header.id}
          />
        ) : (
          site && <EmptySlot slot="header" />
        )}
      </ul>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={listRef} className="swe-outline" data-testid="outline" aria-label="Page sections">
          {body}
        </ul>
      </SortableContext>
      <div
        ref={setNodeRef}
        className={isOver ? 'swe-drop-line' : undefined}
        style={{ minHeight: sections.length === 0 ? 28 : 10 }}
      >
        {sections.length === 0 && (
          <p className="swe-note">
            This page has no sections yet. Drag one here from Add, or click one.
          </p>
        )}
      </div>
      <ul className="swe-outline">
        {footer ? (
          <Row
            checked={checked}
            section={footer}
            site="footer"
            selected={selectedId === footer.id}
            hovered={hoverId === footer.id}
          />
        ) : (
          site && <EmptySlot slot="footer" />
        )}
      </ul>
    </div>
  );
}
