import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { PageSettingsForm } from './PageSettingsForm';
import type { SectionForm } from './SectionForm';
import type { ThemeForm } from './ThemeForm';

/**
 * The inspector forms as on-demand chunks: @rjsf, Ajv and dnd-kit (~100 KB gzipped) stay out of
 * the editor's first load and arrive while the shell and preview render. Same props as the
 * forms themselves; call `preloadInspector()` once the shell is up to fetch them early.
 */
const load = () => import('./forms');

export function preloadInspector(): void {
  void load();
}

function lazyForm<C extends ComponentType<any>>(pick: (m: Awaited<ReturnType<typeof load>>) => C) {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  function LazyForm(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<p className="swe-loading">Loading the form…</p>}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyForm;
}

export const LazySectionForm = lazyForm<typeof SectionForm>((m) => m.SectionForm);
export const LazyThemeForm = lazyForm<typeof ThemeForm>((m) => m.ThemeForm);
export const LazyPageSettingsForm = lazyForm<typeof PageSettingsForm>((m) => m.PageSettingsForm);
