import type { SectionStyle } from '../../schemas/types';
import { SECTION_SPACINGS, sectionStyleSchema } from '../../schemas/section-style';

const SPACING_LABELS = { none: 'None', small: 'Small', medium: 'Medium', large: 'Large' };
const BACKGROUND_LABELS = {
  none: 'None',
  surface: 'Theme surface',
  accent: 'Accent tint',
  image: 'Image with overlay',
};
const WIDTH_LABELS = { full: 'Full width', contained: 'Contained' };

export type SectionStyleFormProps = {
  /** The section's id, for the fields' ids. */
  id: string;
  value: SectionStyle | undefined;
  /** The next style; undefined once every field is back to the section's own look. */
  onChange(style: SectionStyle | undefined): void;
};

/** The style without its unset fields, or undefined when nothing is left. */
function compact(style: SectionStyle): SectionStyle | undefined {
  const out = Object.fromEntries(
    Object.entries(style).filter(([, v]) => v !== undefined && v !== ''),
  ) as SectionStyle;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The inspector's Style group of a placed section: space above and below, background (theme
 * surface, accent tint, an image under a dark overlay) and width. "Default" leaves a field
 * unset: the section keeps its own look (schemas/section-style.ts).
 */
export function SectionStyleForm({ id, value, onChange }: SectionStyleFormProps) {
  const style = value ?? {};
  const set = (patch: Partial<SectionStyle>) => onChange(compact({ ...style, ...patch }));
  const field = (name: string) => `sw-${id}-style-${name}`;
  const select = <K extends 'spacingTop' | 'spacingBottom' | 'background' | 'width'>(
    key: K,
    labels: Record<string, string>,
    options: readonly string[],
  ) => (
    <div className="swe-field">
      <label htmlFor={field(key)}>{sectionStyleSchema.properties[key].title}</label>
      <select
        id={field(key)}
        className="swe-select"
        value={style[key] ?? ''}
        onChange={(e) => set({ [key]: e.target.value || undefined } as Partial<SectionStyle>)}
      >
        <option value="">Default</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className="swe-style-group" data-testid="section-style">
      <legend>Style</legend>
      <div className="swe-style-group__row">
        {select('spacingTop', SPACING_LABELS, SECTION_SPACINGS)}
        {select('spacingBottom', SPACING_LABELS, SECTION_SPACINGS)}
      </div>
      {select('background', BACKGROUND_LABELS, sectionStyleSchema.properties.background.enum)}
      {style.background === 'image' && (
        <>
          <div className="swe-field">
            <label htmlFor={field('image')}>Background image (URL)</label>
            <input
              id={field('image')}
              className="swe-input"
              type="text"
              placeholder="/demo/banner-1.svg or https://…"
              value={style.backgroundImage ?? ''}
              onChange={(e) => set({ backgroundImage: e.target.value.trim() || undefined })}
            />
          </div>
          <div className="swe-field">
            <label htmlFor={field('overlay')}>Overlay darkness: {style.overlay ?? 50}%</label>
            <input
              id={field('overlay')}
              type="range"
              min={0}
              max={90}
              step={5}
              value={style.overlay ?? 50}
              onChange={(e) => set({ overlay: Number(e.target.value) })}
            />
          </div>
        </>
      )}
      {select('width', WIDTH_LABELS, sectionStyleSchema.properties.width.enum)}
    </fieldset>
  );
}
