// The right-hand panel: the selected section's form (rjsf from its schema), the header/footer
// design switch, or — with nothing selected — the page's settings. The panel is light; the forms
// are a chunk of their own (inspector/lazy.tsx), and a section's form also waits for its type's
// schema and validators (../section-types.ts): the editor shows the page, the outline and the
// preview before any of them arrive.
//
// Selecting is a swap, not a mount. A form costs several milliseconds to mount (rjsf builds its
// whole field tree), so the panel keeps a few section forms rendered but hidden: the ones
// selected most recently, and the section the pointer rests on (in the preview or the outline),
// rendered in a transition before the click. A click on one of them only shows it: the
// `hidden` attribute moves from one slot to the other, and the forms inside do not re-render.
// (Inside a hidden <Activity> they once were, but showing one then mounted its effects again,
// rjsf's class components' included: a third of a select at 10 sections.) A hidden form keeps
// its listeners; it re-renders only when its own section changes (undo, the code view), as the
// forms read nothing else from the store. Only the shown panel carries the form's test id
// ('section-form').
import {
  Activity,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Section } from '../../schemas/types';
import { errorText } from '../../shared/error-text';
import { locateSection, sectionAt } from '../store/documents';
import { itemsNamedAfterPage, renamePageLabels } from '../menu/menu-model';
import { LazyPageSettingsForm, LazySectionForm } from '../inspector/lazy';
import { SectionStyleForm } from '../inspector/SectionStyleForm';
import type { PreviewHost } from '../preview/preview-host';
import type { PageSettings } from '../inspector/PageSettingsForm';
import { SECTION_INFO, useSectionType } from '../section-types';
import { alsoOn, resolveSection } from '../store/placements';
import { useEditor, useEditorStore, type EditorState } from '../store/store';
import { builtInNote } from './built-ins';
import { DeviceVisibility } from './DeviceVisibility';
import { Icon } from './icons';
import { labelOf, problemsOf } from './section-info';
import { SiteSlotSelect } from './SiteSlotSelect';
import { useServices } from './services';

/**
 * A key for a form that may be hidden: it changes when `value` changes while the form is not
 * shown, or as it comes back, so a form whose value changed behind the scenes (undo, the code
 * view) is mounted afresh and shows the value it now has. The page's form is hidden by an
 * <Activity>, where rjsf's componentDidUpdate, which applies a new value, does not run (nor does
 * showing it again: that is a mount to its class components); whether it is on screen is what
 * the last commit did: a layout effect's cleanup runs the moment an <Activity> hides it, while its
 * re-render waits. A section's form is hidden by its slot's `hidden` attribute, so `shown` says.
 */
function useFormKey(value: unknown, shown: boolean): number {
  const onScreen = useRef(false);
  useLayoutEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  const [seen, setSeen] = useState({ value, key: 0 });
  if (seen.value === value) return seen.key;
  const next = { value, key: shown && onScreen.current ? seen.key : seen.key + 1 };
  setSeen(next);
  return next.key;
}

/** The selected section and where it sits (the store's own lookup). */
function findSection(
  state: Pick<EditorState, 'page' | 'site' | 'library'>,
  id: string | null,
): { section: Section; slot: 'header' | 'footer' | null } | null {
  const place = id ? locateSection(state.page, state.site, id) : null;
  const section = place ? sectionAt(state.page, state.site, place) : undefined;
  if (!place || !section) return null;
  // A placed reusable section shows (and edits) its reusable's draft config.
  return {
    section: resolveSection(section, state.library),
    slot: place.slot === 'body' ? null : place.slot,
  };
}

/**
 * A placed section: which reusable it is, where else it is placed, and Detach. Any other body
 * section: "Save as reusable…", which asks for a name.
 */
function ReusablePanel({ section }: { section: Section }) {
  const store = useEditorStore();
  const { api, toast } = useServices();
  const entry = useEditor((s) => (section.ref ? s.library[section.ref] : undefined));
  const pageId = useEditor((s) => s.pageId);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  if (section.ref) {
    const others = alsoOn(entry, pageId);
    return (
      <div className="swe-reusable" data-testid="reusable-panel">
        <p className="swe-reusable-name">
          <Icon name="reusable" /> Reusable: <strong>{entry?.name ?? 'deleted'}</strong>
        </p>
        <p className="swe-reusable-also">
          {others.length
            ? `Also on: ${others.map((p) => p.title || p.path).join(', ')}.`
            : 'Only on this page so far.'}{' '}
          Edits here change it everywhere.
        </p>
        <button
          type="button"
          className="swe-btn swe-btn--small"
          onClick={() => store.getState().detachSection(section.id)}
        >
          Detach
        </button>
      </div>
    );
  }
  const save = async () => {
    const title = name.trim();
    if (!title) return;
    setBusy(true);
    try {
      const made = await api.createReusable({
        name: title,
        type: section.type,
        config: section.config,
      });
      store.getState().linkReusable(section.id, made);
      setNaming(false);
      setName('');
      toast(`Saved as the reusable section “${made.name}”.`);
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  if (!naming)
    return (
      <div className="swe-reusable">
        <button type="button" className="swe-btn swe-btn--small" onClick={() => setNaming(true)}>
          Save as reusable…
        </button>
      </div>
    );
  return (
    <form
      className="swe-reusable"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="swe-field">
        <span>Name of the reusable section</span>
        <input value={name} maxLength={80} autoFocus onChange={(e) => setName(e.target.value)} />
      </label>
      <span className="swe-reusable-actions">
        <button
          type="submit"
          className="swe-btn swe-btn--small swe-btn--primary"
          disabled={busy || !name.trim()}
        >
          Save
        </button>
        <button type="button" className="swe-btn swe-btn--small" onClick={() => setNaming(false)}>
          Cancel
        </button>
      </span>
    </form>
  );
}

type PreviewRef = { readonly current: Pick<PreviewHost, 'predict'> | null };

const SectionInspector = memo(function SectionInspector({
  section,
  slot,
  formKey,
  preview,
}: {
  section: Section;
  slot: 'header' | 'footer' | null;
  formKey: number;
  preview: PreviewRef;
}) {
  const store = useEditorStore();
  const { sources } = useServices();
  const known = SECTION_INFO.has(section.type);
  // The type's schema and validators: its form and its problems here.
  const loaded = useSectionType(section.type);
  const id = section.id;
  const onChange = useCallback(
    (config: Record<string, unknown>, fieldPath: string) =>
      store.getState().updateSectionConfig(id, config, `${id}:${fieldPath}`),
    [store, id],
  );
  const onBlurField = useCallback(() => store.getState().endCoalescing(), [store]);
  // A keystroke reaches the preview before the form re-renders (PreviewHost.predict).
  const onTyping = useCallback(
    (config: Record<string, unknown>) => preview.current?.predict(id, config),
    [preview, id],
  );
  const problems = problemsOf(section);
  return (
    <>
      <div className="swe-inspector-head">
        <h2>{labelOf(section.type)}</h2>
        <button
          type="button"
          className="swe-btn swe-btn--icon swe-btn--small"
          title="Close"
          aria-label="Close the section's settings"
          onClick={() => store.getState().select(null)}
        >
          ×
        </button>
      </div>
      <div className="swe-panel">
        {slot && (
          <label className="swe-field">
            <span>{slot === 'header' ? 'Header design' : 'Footer design'}</span>
            <SiteSlotSelect slot={slot} value={section.type} />
          </label>
        )}
        {!slot && known && <ReusablePanel section={section} />}
        {problems && (
          <div className="swe-problems" role="status">
            This section cannot be published yet:
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        {known && !loaded ? (
          <p className="swe-loading">Loading the form…</p>
        ) : loaded ? (
          <LazySectionForm
            key={`${id}:${formKey}`}
            schema={loaded.meta.schema}
            validators={loaded.validators}
            value={section.config}
            onChange={onChange}
            onBlurField={onBlurField}
            onTyping={slot ? undefined : onTyping}
            sources={sources}
            idPrefix={`sw-${id}`}
            testId={null}
          />
        ) : (
          <p className="swe-error">
            Unknown section type “{section.type}”. Delete it or fix it in the code view.
          </p>
        )}
        {known && <SectionLook id={id} section={section} />}
      </div>
    </>
  );
});

/**
 * A section's devices and Style group. Only this part reads the preview's device (on phone the
 * Style group edits the phone values), so a device switch re-renders it and not the forms.
 */
function SectionLook({ id, section }: { id: string; section: Section }) {
  const store = useEditorStore();
  const phone = useEditor((s) => s.device === 'phone');
  return (
    <>
      <DeviceVisibility
        hideOn={section.style?.hideOn}
        onToggle={(device, hidden) => store.getState().setDeviceHidden(id, device, hidden)}
      />
      <SectionStyleForm
        id={id}
        value={section.style}
        phone={phone}
        onChange={(style) => {
          const { style: _old, ...rest } = section;
          store.getState().replaceSection(id, style ? { ...rest, style } : rest);
        }}
      />
    </>
  );
}

function PageInspector({ shown }: { shown: boolean }) {
  const store = useEditorStore();
  const { sources } = useServices();
  // The page's fields one by one, so a section's edit (a new page object) does not re-render
  // this form while it is hidden behind a section's.
  const title = useEditor((s) => s.page?.title);
  const seo = useEditor((s) => s.page?.seo);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? '/');
  const value = useMemo(() => ({ title: title ?? '', path, seo: seo ?? {} }), [title, path, seo]);
  const formKey = useFormKey(value, shown);
  const onChange = useCallback(
    (value: PageSettings, fieldPath: string) =>
      store.getState().setPageMeta({ title: value.title, seo: value.seo }, `page:${fieldPath}`),
    [store],
  );
  const onBlurField = useCallback(() => store.getState().endCoalescing(), [store]);
  // One element for the form's life: it reads the store itself, as rjsf re-renders a field's
  // help only when it sees the form's props change.
  const titleNote = useMemo(() => <MenuRenameOffer />, []);
  if (title === undefined) return null;
  return (
    <>
      <div className="swe-inspector-head">
        <h2>Page settings</h2>
      </div>
      <div className="swe-panel">
        <p className="swe-note">
          <Icon name="plus" /> Select a section in the outline or the preview to edit it.
        </p>
        <BuiltInNote />
        <LazyPageSettingsForm
          key={formKey}
          value={value}
          onChange={onChange}
          onBlurField={onBlurField}
          sources={sources}
          titleNote={titleNote}
        />
      </div>
    </>
  );
}

/** What the open built-in screen or template is (editor/shell/built-ins.ts), if it is one. */
function BuiltInNote() {
  const note = useEditor((s) => builtInNote(s.pages.find((p) => p.id === s.pageId)));
  return note ? (
    <p className="swe-note" data-testid="built-in-note">
      {note}
    </p>
  ) : null;
}

/**
 * When the open page's title changes and a menu item links to the page under its old title, an
 * offer to rename that item too: one click is one undo step (setMenus). The old title is the one
 * the page had when it was opened, or when the owner last answered the offer.
 */
function MenuRenameOffer() {
  const store = useEditorStore();
  const pageId = useEditor((s) => s.pageId);
  const title = useEditor((s) => s.page?.title);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? '/');
  const menus = useEditor((s) => s.site?.menus);
  const [base, setBase] = useState<{ pageId: string | null; title: string } | null>(null);
  if (title !== undefined && base?.pageId !== pageId) setBase({ pageId, title });
  const from = base?.pageId === pageId ? base.title : undefined;
  const to = title?.trim() ?? '';
  if (!menus || from === undefined || !to || to === from.trim()) return null;
  const count = itemsNamedAfterPage(menus, path, from).length;
  if (count === 0) return null;
  const settle = () => setBase({ pageId, title: to });
  return (
    <span
      className="swe-title-offer"
      role="group"
      aria-label="Menu label"
      data-testid="menu-rename-offer"
    >
      <span>
        {count === 1 ? 'A menu item shows' : `${count} menu items show`} this page as “{from}”.
      </span>
      <span className="swe-title-offer__actions">
        <button
          type="button"
          className="swe-btn swe-btn--small swe-btn--primary"
          onClick={() => {
            store.getState().setMenus(renamePageLabels(menus, path, from, to));
            settle();
          }}
        >
          {count === 1 ? 'Also rename it in the menu' : 'Also rename them in the menu'}
        </button>
        <button type="button" className="swe-btn swe-btn--small" onClick={settle}>
          Keep “{from}”
        </button>
      </span>
    </span>
  );
}

/** One section's panel, shown or kept hidden. */
function SectionSlot({ id, shown, preview }: { id: string; shown: boolean; preview: PreviewRef }) {
  // Two selectors that each answer a stable value (the section object, a string), so the panel
  // re-renders only when its section itself changes.
  const section = useEditor((s) => findSection(s, id)?.section ?? null);
  const slot = useEditor((s) => findSection(s, id)?.slot ?? null);
  const formKey = useFormKey(section?.config, shown);
  if (!section) return null;
  return <SectionInspector section={section} slot={slot} formKey={formKey} preview={preview} />;
}

/** How many section panels stay rendered: the selected, the hovered and the latest others. */
export const WARM_PANELS = 4;

/** How long the pointer rests on a section before its panel is rendered (hidden). */
const HOVER_DWELL_MS = 60;

export type WarmPanels = { ids: string[]; used: Record<string, number> };

/**
 * The panels to keep rendered, in a stable order (a panel never moves in the DOM): `prev.ids`
 * plus the sections just selected or hovered (`touched`), less the sections gone from the
 * documents, and less the least recently touched beyond `limit`. `used` is when each was last
 * touched. `ids` is `prev.ids` itself when it did not change.
 */
export function warmPanels(
  prev: WarmPanels,
  touched: (string | null)[],
  exists: (id: string) => boolean,
  now: number,
  limit = WARM_PANELS,
): WarmPanels {
  const used: Record<string, number> = {};
  const ids = prev.ids.filter((id) => exists(id));
  for (const id of ids) used[id] = prev.used[id] ?? 0;
  for (const id of touched) {
    if (id === null || !exists(id)) continue;
    if (!(id in used)) ids.push(id);
    used[id] = now;
  }
  const keep = new Set(touched);
  while (ids.length > limit) {
    let oldest = -1;
    for (let i = 0; i < ids.length; i++)
      if (!keep.has(ids[i]!) && (oldest < 0 || used[ids[i]!]! < used[ids[oldest]!]!)) oldest = i;
    if (oldest < 0) break;
    delete used[ids[oldest]!];
    ids.splice(oldest, 1);
  }
  const same = ids.length === prev.ids.length && ids.every((id, i) => id === prev.ids[i]);
  return { ids: same ? prev.ids : ids, used };
}

/** Whether two states have the same sections (by count and slot ids: deletions, a page switch). */
const sameSectionSet = (a: EditorState, b: EditorState) =>
  a.pageId === b.pageId &&
  a.page?.sections.length === b.page?.sections.length &&
  a.site?.header?.id === b.site?.header?.id &&
  a.site?.footer?.id === b.site?.footer?.id;

export function Inspector({ preview }: { preview: PreviewRef }) {
  const store = useEditorStore();
  const selectedId = useEditor((s) => (findSection(s, s.selectedId) ? s.selectedId : null));
  // The panels kept rendered, changed in a transition: hovering renders the hovered section's
  // panel (hidden) when the browser is idle, without holding up the pointer.
  const [warm, setWarm] = useState<string[]>([]);
  useEffect(() => {
    let clock = 0;
    let current: WarmPanels = { ids: [], used: {} };
    const update = (s: EditorState) => {
      const exists = (id: string) => findSection(s, id) !== null;
      const next = warmPanels(current, [s.selectedId, s.hoverId], exists, ++clock);
      const changed = next.ids !== current.ids;
      current = next;
      if (changed) startTransition(() => setWarm(next.ids));
    };
    update(store.getState());
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((s, prev) => {
      // A keystroke changes a section, not which sections there are: nothing to do then.
      if (s.selectedId !== prev.selectedId || !sameSectionSet(s, prev)) update(s);
      else if (s.hoverId !== prev.hoverId) {
        // Only a section the pointer rests on: not every one it crosses on its way.
        clearTimeout(dwell);
        dwell = setTimeout(() => update(store.getState()), HOVER_DWELL_MS);
      }
    });
    return () => {
      clearTimeout(dwell);
      unsubscribe();
    };
  }, [store]);
  const ids = selectedId && !warm.includes(selectedId) ? [...warm, selectedId] : warm;
  return (
    <>
      <Activity mode={selectedId === null ? 'visible' : 'hidden'}>
        <PageInspector shown={selectedId === null} />
      </Activity>
      {ids.map((id) => (
        // Showing a panel is this attribute and the test id, in the selection's own commit.
        <div
          key={id}
          className="swe-inspector-slot"
          hidden={id !== selectedId}
          data-testid={id === selectedId ? 'section-form' : undefined}
        >
          <SectionSlot id={id} shown={id === selectedId} preview={preview} />
        </div>
      ))}
    </>
  );
}
