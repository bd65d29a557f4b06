// Every body section type, grouped by the kind of site it serves, each with a small picture.
// Drag a tile into the outline or onto the preview, or click it to insert after the selection.
// Header and footer types close the list: a click puts one in its slot.
import { useDraggable } from '@dnd-kit/core';
import { memo, useMemo, useState, type PointerEventHandler } from 'react';
import type { SectionInfo } from '../../schemas/section-catalog';
import { errorText } from '../../shared/error-text';
import { loadSectionTypes } from '../section-types';
import { useEditorStore } from '../store/store';
import {
  insertSectionOfType,
  PALETTE_PREFIX,
  paletteGroups,
  setSiteSectionOfType,
  siteSlotTypes,
} from './section-info';
import { useServices } from './services';
import { SectionThumb } from './thumbs';

const Tile = memo(function Tile({ meta }: { meta: SectionInfo }) {
  const store = useEditorStore();
  const { toast } = useServices();
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `${PALETTE_PREFIX}${meta.type}`,
    data: { kind: 'palette', type: meta.type },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="swe-tile"
      data-palette-type={meta.type}
      title={`Add ${meta.label}`}
      {...attributes}
      // Pointer drags only: Enter and Space keep their meaning (a click inserts after the
      // selection); dnd-kit starts a drag after the pointer moves a few pixels.
      onPointerDown={(e) => {
        // The new section's schema (its defaults) and form start loading now, so a click or a
        // drop finds them there.
        loadSectionTypes([meta.type], true);
        (listeners?.onPointerDown as PointerEventHandler | undefined)?.(e);
      }}
      onClick={() =>
        void insertSectionOfType(store, meta.type).catch((err: unknown) =>
          toast(errorText(err), 'error'),
        )
      }
    >
      <SectionThumb type={meta.type} />
      <span>{meta.label}</span>
    </button>
  );
});

/** A header or footer type: a click puts it in its slot (replacing the one there, if any). */
const SlotTile = memo(function SlotTile({
  meta,
  slot,
}: {
  meta: SectionInfo;
  slot: 'header' | 'footer';
}) {
  const store = useEditorStore();
  const { toast } = useServices();
  const verb = slot === 'header' ? 'Use as the header' : 'Use as the footer';
  return (
    <button
      type="button"
      className="swe-tile"
      data-slot-type={meta.type}
      title={`${verb}: ${meta.label}`}
      onPointerDown={() => loadSectionTypes([meta.type], true)}
      onClick={() =>
        void setSiteSectionOfType(store, slot, meta.type).catch((err: unknown) =>
          toast(errorText(err), 'error'),
        )
      }
    >
      <SectionThumb type={meta.type} />
      <span>{meta.label}</span>
    </button>
  );
});

export function Palette() {
  const [query, setQuery] = useState('');
  const platform = useServices().boot.workspace.platform === true;
  const groups = useMemo(() => paletteGroups(platform), [platform]);
  const q = query.trim().toLowerCase();
  return (
    <div className="swe-panel">
      <input
        className="swe-search"
        type="search"
        placeholder="Search sections"
        aria-label="Search sections"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {groups.map((g) => {
        const metas = q
          ? g.metas.filter((m) => m.label.toLowerCase().includes(q) || m.type.includes(q))
          : g.metas;
        if (metas.length === 0) return null;
        return (
          <section key={g.key} aria-label={g.title}>
            <h2>{g.title}</h2>
            <div className="swe-palette">
              {metas.map((m) => (
                <Tile key={m.type} meta={m} />
              ))}
            </div>
          </section>
        );
      })}
      {(['header', 'footer'] as const).map((slot) => {
        const metas = siteSlotTypes(slot).filter(
          (m) => !q || m.label.toLowerCase().includes(q) || m.type.includes(q) || q.includes(slot),
        );
        const title = slot === 'header' ? 'Header' : 'Footer';
        if (metas.length === 0) return null;
        return (
          <section key={slot} aria-label={title}>
            <h2>{title}</h2>
            <div className="swe-palette">
              {metas.map((m) => (
                <SlotTile key={m.type} meta={m} slot={slot} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
