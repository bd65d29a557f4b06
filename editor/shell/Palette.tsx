// Every body section type, grouped by the kind of site it serves, each with a small picture.
// Drag a tile into the outline or onto the preview, or click it to insert after the selection.
// Header and footer types close the list: a click puts one in its slot. The owner's reusable
// sections open it: click or drag one to place it; its × deletes it (asking first when in use).
import { useDraggable } from '@dnd-kit/core';
import { memo, useMemo, useState, type PointerEventHandler } from 'react';
import type { SectionInfo } from '../../schemas/section-catalog';
import { errorText } from '../../shared/error-text';
import { loadSectionTypes } from '../section-types';
import type { ReusableSummary } from '../api';
import { useEditor, useEditorStore, type EditorStore } from '../store/store';
import {
  insertSectionOfType,
  PALETTE_PREFIX,
  paletteGroups,
  REUSABLE_PREFIX,
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

/** The pages placing a reusable section, by draft or live, each once. */
function pagesUsing(r: ReusableSummary): number {
  return new Set([...r.usedOn.draft, ...r.usedOn.live].map((p) => p.id)).size;
}

const deleteQuestion = (n: number) =>
  `Used on ${n} ${n === 1 ? 'page' : 'pages'}. Delete it and remove it from them?`;

/**
 * Deletes a reusable section, asking first when a page places it; the open page's draft is
 * reloaded when the server removed placements from it.
 */
async function deleteReusable(
  store: EditorStore,
  services: ReturnType<typeof useServices>,
  id: string,
): Promise<void> {
  const { api, autosave, toast } = services;
  await autosave.flush();
  const list = await api.listReusables();
  store.getState().setReusables(list);
  const entry = list.find((r) => r.id === id);
  if (!entry) return;
  const used = pagesUsing(entry);
  if (used > 0 && !window.confirm(deleteQuestion(used))) return;
  await api.deleteReusable(id, used > 0);
  const pageId = store.getState().pageId;
  if (pageId && entry.usedOn.draft.some((p) => p.id === pageId)) {
    const page = await api.getPage(pageId);
    store.getState().openPage(pageId, page.draft, { updatedAt: page.updatedAt, reset: true });
  }
  store.getState().setReusables(await api.listReusables());
  toast(`Deleted “${entry.name}”.`);
}

const ReusableTile = memo(function ReusableTile({ entry }: { entry: ReusableSummary }) {
  const store = useEditorStore();
  const services = useServices();
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `${PALETTE_PREFIX}${REUSABLE_PREFIX}${entry.id}`,
    data: { kind: 'palette', type: entry.type },
  });
  return (
    <div className="swe-tile-wrap">
      <button
        ref={setNodeRef}
        type="button"
        className="swe-tile swe-tile--reusable"
        data-reusable-id={entry.id}
        title={`Place “${entry.name}”`}
        {...attributes}
        onPointerDown={(e) => {
          loadSectionTypes([entry.type], true);
          (listeners?.onPointerDown as PointerEventHandler | undefined)?.(e);
        }}
        onClick={() => {
          if (!store.getState().placeReusable(entry.id))
            services.toast('Open a page to place this section on.', 'error');
        }}
      >
        <SectionThumb type={entry.type} />
        <span>{entry.name}</span>
      </button>
      <button
        type="button"
        className="swe-tile-delete"
        title={`Delete “${entry.name}”`}
        aria-label={`Delete the reusable section “${entry.name}”`}
        onClick={() =>
          void deleteReusable(store, services, entry.id).catch((err: unknown) =>
            services.toast(errorText(err), 'error'),
          )
        }
      >
        ×
      </button>
    </div>
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
  const library = useEditor((s) => s.library);
  const reusables = useMemo(
    () =>
      Object.values(library)
        .filter((r) => !q || r.name.toLowerCase().includes(q))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [library, q],
  );
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
      {reusables.length > 0 && (
        <section aria-label="Reusable">
          <h2>Reusable</h2>
          <div className="swe-palette" data-testid="palette-reusable">
            {reusables.map((r) => (
              <ReusableTile key={r.id} entry={r} />
            ))}
          </div>
        </section>
      )}
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
