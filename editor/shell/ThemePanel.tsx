// The theme editor: colour presets, then the form (colours, fonts and sizes, button styles and
// link colour), previewed live (each change goes to the preview as a `site` message). Part of
// the lazily loaded forms chunk.
import { useCallback } from 'react';
import { applyPreset, THEME_PRESETS, type ThemePreset } from '../../schemas/theme-presets';
import type { Theme } from '../../schemas/types';
import { ThemeForm } from '../inspector/ThemeForm';
import { useEditor, useEditorStore } from '../store/store';
import { useServices } from './services';

const sameColors = (a: Theme['colors'], b: Theme['colors']) =>
  (Object.keys(b) as (keyof Theme['colors'])[]).every(
    (k) => a[k]?.toLowerCase() === b[k].toLowerCase(),
  );

/** The presets as swatches: each shows its background, accent and text; one click applies it. */
function PresetSwatches({ theme, onPick }: { theme: Theme; onPick(p: ThemePreset): void }) {
  return (
    <div className="swe-presets" role="group" aria-label="Colour presets">
      {THEME_PRESETS.map((p) => {
        const current = sameColors(theme.colors, p.colors);
        return (
          <button
            key={p.id}
            type="button"
            className="swe-preset"
            aria-pressed={current}
            data-testid={`theme-preset-${p.id}`}
            title={`${p.label}: apply its colours`}
            onClick={() => onPick(p)}
          >
            <span
              className="swe-preset__chip"
              style={{ background: p.colors.primaryBg, borderColor: p.colors.primaryBorder }}
              aria-hidden="true"
            >
              <span style={{ background: p.colors.primaryAccent }} />
              <span style={{ background: p.colors.primaryText }} />
              <span style={{ background: p.colors.secondaryBg }} />
            </span>
            <span className="swe-preset__label">{p.label}</span>
          </button>
        );
      })}
    </div>
  );
}

export default function ThemePanel() {
  const store = useEditorStore();
  const { sources } = useServices();
  const theme = useEditor((s) => s.site?.theme ?? null);
  const onChange = useCallback(
    (next: Theme, fieldPath: string) => store.getState().setTheme(next, `theme:${fieldPath}`),
    [store],
  );
  const onPick = useCallback(
    (preset: ThemePreset) => {
      const current = store.getState().site?.theme;
      if (current) store.getState().setTheme(applyPreset(current, preset));
    },
    [store],
  );
  const onBlurField = useCallback(() => store.getState().endCoalescing(), [store]);
  if (!theme) return <p className="swe-empty">Loading the theme…</p>;
  return (
    <div className="swe-panel">
      <h2>Theme</h2>
      <p className="swe-note">Applies to every page of the site. Publish to make it live.</p>
      <h3 className="swe-presets__title">Colour presets</h3>
      <PresetSwatches theme={theme} onPick={onPick} />
      <ThemeForm value={theme} onChange={onChange} onBlurField={onBlurField} sources={sources} />
    </div>
  );
}
