import { useEffect, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import type * as FormsModule from './forms';
import type { PageSettingsForm } from './PageSettingsForm';
import type { SectionForm } from './SectionForm';

/**
 * The inspector's forms as one on-demand chunk: @rjsf and our widgets (~65 KB gzipped) stay out
 * of the editor's first load. Same props as the forms themselves. The shell calls
 * `preloadInspector()` once the editor is live; until the chunk is there, each form is a light
 * placeholder. The section form asks for the chunk itself (a selection before that moment); the
 * page settings form, shown while nothing is selected, waits for the preload, so the page and
 * the preview load first.
 *
 * No React.lazy: a lazy component suspends on its first render even when its chunk is already
 * here, and React holds a revealed Suspense boundary back for a while. A form whose chunk has
 * loaded renders at once, in the click that selected its section.
 */
type Forms = typeof FormsModule;

let forms: Forms | null = null;
let loading: Promise<void> | null = null;
let requested = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function loadForms(): void {
  loading ??= import('./forms').then(
    (m) => {
      forms = m;
      notify();
    },
    () => {
      // A failed load (the network, a new deploy) is tried again by the next form that asks.
      loading = null;
    },
  );
}

export function preloadInspector(): void {
  requested = true;
  loadForms();
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function lazyForm<C extends ComponentType<any>>(
  pick: (m: Forms) => C,
  /** Waits for preloadInspector() rather than asking for the chunk on its first render. */
  waitForPreload: boolean,
) {
  function LazyForm(props: ComponentProps<C>) {
    const loaded = useSyncExternalStore(
      subscribe,
      () => forms,
      () => null,
    );
    const wanted = useSyncExternalStore(
      subscribe,
      () => requested,
      () => false,
    );
    const ask = !loaded && (wanted || !waitForPreload);
    useEffect(() => {
      if (ask) loadForms();
    }, [ask]);
    if (!loaded) return <p className="swe-loading">Loading the form…</p>;
    const Form = pick(loaded);
    return <Form {...props} />;
  }
  return LazyForm;
}

export const LazySectionForm = lazyForm<typeof SectionForm>((m) => m.SectionForm, false);
export const LazyPageSettingsForm = lazyForm<typeof PageSettingsForm>(
  (m) => m.PageSettingsForm,
  true,
);
