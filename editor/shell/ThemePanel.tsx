// The theme editor: colours, fonts, button styles and link colour, previewed live (each change
// goes to the preview as a `site` message). Part of the lazily loaded forms chunk.
import { useCallback } from 'react';
import type { Theme } from '../../schemas/types';
import { ThemeForm } from '../inspector/ThemeForm';
import { useEditor, useEditorStore } from '../store/store';
import { useServices } from './services';

export default function ThemePanel() {
  const store = useEditorStore();
  const { sources } = useServices();
  const theme = useEditor((s) => s.site?.theme ?? null);
  const onChange = useCallback(
    (next: Theme, fieldPath: string) => store.getState().setTheme(next, `theme:${fieldPath}`),
    [store],
  );
  const onBlurField = useCallback(() => store.getState().endCoalescing(), [store]);
  if (!theme) return <p className="swe-empty">Loading the theme…</p>;
  return (
    <div className="swe-panel">
      <h2>Theme</h2>
      <p className="swe-note">Applies to every page of the site. Publish to make it live.</p>
      <ThemeForm value={theme} onChange={onChange} onBlurField={onBlurField} sources={sources} />
    </div>
  );
}
