// The right-hand panel: the selected section's form (rjsf from its schema), the header/footer
// design switch, or — with nothing selected — the page's settings. The panel is light; the forms
// are a chunk of their own (inspector/lazy.tsx), and a section's form also waits for its type's
// schema and validators (../section-types.ts): the editor shows the page, the outline and the
// preview before any of them arrive.
import { useCallback } from 'react';
import type { Section } from '../../schemas/types';
import { errorText } from '../../shared/error-text';
import { locateSection, sectionAt } from '../store/documents';
import { LazyPageSettingsForm, LazySectionForm } from '../inspector/lazy';
import type { PageSettings } from '../inspector/PageSettingsForm';
import { SECTION_INFO, useSectionType } from '../section-types';
import { useEditor, useEditorStore, type EditorState } from '../store/store';
import { Icon } from './icons';
import { labelOf, problemsOf, setSiteSectionOfType, siteSlotTypes } from './section-info';
import { useServices } from './services';

/** The selected section and where it sits (the store's own lookup). */
function findSection(
  state: Pick<EditorState, 'page' | 'site'>,
  id: string | null,
): { section: Section; slot: 'header' | 'footer' | null } | null {
  const place = id ? locateSection(state.page, state.site, id) : null;
  const section = place ? sectionAt(state.page, state.site, place) : undefined;
  if (!place || !section) return null;
  return { section, slot: place.slot === 'body' ? null : place.slot };
}

function SectionInspector({
  section,
  slot,
}: {
  section: Section;
  slot: 'header' | 'footer' | null;
}) {
  const store = useEditorStore();
  const { sources, toast } = useServices();
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
            <select
              className="swe-select"
              value={section.type}
              onChange={(e) =>
                void setSiteSectionOfType(store, slot, e.target.value).catch((err: unknown) =>
                  toast(errorText(err), 'error'),
                )
              }
            >
              {siteSlotTypes(slot).map((m) => (
                <option key={m.type} value={m.type}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
        )}
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
            key={id}
            schema={loaded.meta.schema}
            validators={loaded.validators}
            value={section.config}
            onChange={onChange}
            onBlurField={onBlurField}
            sources={sources}
            idPrefix={`sw-${id}`}
          />
        ) : (
          <p className="swe-error">
            Unknown section type “{section.type}”. Delete it or fix it in the code view.
          </p>
        )}
      </div>
    </>
  );
}

function PageInspector() {
  const store = useEditorStore();
  const { sources } = useServices();
  const page = useEditor((s) => s.page);
  const path = useEditor((s) => s.pages.find((p) => p.id === s.pageId)?.path ?? '/');
  const onChange = useCallback(
    (value: PageSettings, fieldPath: string) =>
      store.getState().setPageMeta({ title: value.title, seo: value.seo }, `page:${fieldPath}`),
    [store],
  );
  const onBlurField = useCallback(() => store.getState().endCoalescing(), [store]);
  if (!page) return null;
  return (
    <>
      <div className="swe-inspector-head">
        <h2>Page settings</h2>
      </div>
      <div className="swe-panel">
        <p className="swe-note">
          <Icon name="plus" /> Select a section in the outline or the preview to edit it.
        </p>
        <LazyPageSettingsForm
          value={{ title: page.title, path, seo: page.seo }}
          onChange={onChange}
          onBlurField={onBlurField}
          sources={sources}
        />
      </div>
    </>
  );
}

export function Inspector() {
  // Two selectors that each answer a stable value (the section object, a string), so the panel
  // re-renders only when the selected section itself changes.
  const section = useEditor((s) => findSection(s, s.selectedId)?.section ?? null);
  const slot = useEditor((s) => findSection(s, s.selectedId)?.slot ?? null);
  if (!section) return <PageInspector />;
  return <SectionInspector section={section} slot={slot} />;
}
