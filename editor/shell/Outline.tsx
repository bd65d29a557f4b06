// The page's sections in order, between the site's header and footer. Reorder by pointer or by
// keyboard (dnd-kit: Space picks up, arrows move, Space drops, Escape cancels, each announced),
// select, hide, duplicate and delete. The DndContext is the shell's (palette drags land here too).
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import type { Section } from '../../schemas/types';
import { useEditor, useEditorStore } from '../store/store';
import { Icon } from './icons';
import { labelOf, problemsOf, summaryOf, useValidatorReady } from './section-info';

export const OUTLINE_DROP_ID = 'outline-end';

type RowProps = {
  section: Section;
  /** Changes once the validator has loaded, so the rows draw their problem badges. */
  checked: boolean;
  selected: boolean;
  hovered: boolean;
  site?: 'header' | 'footer';
};

const Row = memo(function Row({ section, selected, hovered, site }: RowProps) {
  const store = useEditorStore();
  const sortable = useSortable({ id: section.id, disabled: Boolean(site) });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = sortable;
  const problems = problemsOf(section);
  const label = labelOf(section.type);
  const summary = summaryOf(section);
  const actions = store.getState();
  return (
    <li
      ref={setNodeRef}
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

export function Outline() {
  const sections = useEditor((s) => s.page?.sections);
  const header = useEditor((s) => s.site?.header ?? null);
  const footer = useEditor((s) => s.site?.footer ?? null);
  const selectedId = useEditor((s) => s.selectedId);
  const hoverId = useEditor((s) => s.hoverId);
  const checked = useValidatorReady();
  // The same ids array while the order is unchanged: a new one would re-render every sortable
  // row on each keystroke (dnd-kit's context), memo or not.
  const idKey = sections?.map((s) => s.id).join('\n') ?? '';
  const ids = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  const { setNodeRef, isOver } = useDroppable({ id: OUTLINE_DROP_ID });
  if (!sections) return <p className="swe-empty">Loading the page…</p>;
  return (
    <div className="swe-panel">
      <h2 id="swe-outline-title">Sections</h2>
      <ul className="swe-outline" aria-labelledby="swe-outline-title">
        {header && (
          <Row
            checked={checked}
            section={header}
            site="header"
            selected={selectedId === header.id}
            hovered={hoverId === header.id}
          />
        )}
      </ul>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="swe-outline" data-testid="outline" aria-label="Page sections">
          {sections.map((s) => (
            <Row
              key={s.id}
              checked={checked}
              section={s}
              selected={selectedId === s.id}
              hovered={hoverId === s.id}
            />
          ))}
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
        {footer && (
          <Row
            checked={checked}
            section={footer}
            site="footer"
            selected={selectedId === footer.id}
            hovered={hoverId === footer.id}
          />
        )}
      </ul>
    </div>
  );
}
