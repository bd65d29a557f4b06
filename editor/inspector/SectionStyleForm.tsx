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
  /**
   * The builder's preview is on phone: the spacing and the background image edit their phone
   * values (shown below 768 px wide), labelled so; elsewhere they edit the values for all.
   */
  phone?: boolean;
};

type SpacingKey = 'spacingTop' | 'spacingBottom';
const PHONE_KEY = { spacingTop: 'spacingTopPhone', spacingBottom: 'spacingBottomPhone' } as const;

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
 * unset: the section keeps its own look (schemas/section-style.ts). With the preview on phone,
 * the spacing and the background image edit their phone values instead (as Webflow's and
 * Framer's breakpoints do), and say so.
 */
export function SectionStyleForm({ id, value, onChange, phone = false }: SectionStyleFormProps) {
  const style = value ?? {};
  const set = (patch: Partial<SectionStyle>) => onChange(compact({ ...style, ...patch }));
  const field = (name: string) => `sw-${id}-style-${name}`;
  // On phone a spacing select edits the phone value; "Default" there is the others' value.
  const spacing = (key: SpacingKey) => {
    if (!phone) return select(key, SPACING_LABELS, SECTION_SPACINGS);
    const others = style[key] ? SPACING_LABELS[style[key]] : 'Default';
    return select(PHONE_KEY[key], SPACING_LABELS, SECTION_SPACINGS, `Same: ${others}`, key);
  };
  const phoneSummary = [
    style.spacingTopPhone && `${SPACING_LABELS[style.spacingTopPhone].toLowerCase()} space above`,
    style.spacingBottomPhone &&
      `${SPACING_LABELS[style.spacingBottomPhone].toLowerCase()} space below`,
    style.background === 'image' && style.backgroundImagePhone && 'its own background image',
  ]
    .filter(Boolean)
    .join(', ');
  const imageField = (key: 'backgroundImage' | 'backgroundImagePhone') => {
    const onPhone = key === 'backgroundImagePhone';
    return (
      <div className={`swe-field${onPhone ? ' swe-phone-value' : ''}`}>
        <label htmlFor={field(onPhone ? 'image-phone' : 'image')}>
          Background image (URL)
          {onPhone && <span className="swe-phone-tag">Phone value</span>}
        </label>
        <input
          id={field(onPhone ? 'image-phone' : 'image')}
          className="swe-input"
          type="text"
          placeholder={
            onPhone ? 'Empty: the image for every device' : '/demo/banner-1.svg or https://…'
          }
          value={style[key] ?? ''}
          onChange={(e) => set({ [key]: e.target.value.trim() || undefined })}
        />
      </div>
    );
  };
  const select = <K extends keyof typeof sectionStyleSchema.properties>(
    key: K,
    labels: Record<string, string>,
    options: readonly string[],
    fallback = 'Default',
    phoneOf?: SpacingKey,
  ) => (
    <div className="swe-field">
      <label htmlFor={field(key)}>
        {sectionStyleSchema.properties[phoneOf ?? key].title}
        {phoneOf && <span className="swe-phone-tag">Phone value</span>}
      </label>
      <select
        id={field(key)}
        className="swe-select"
        value={(style[key] as string | undefined) ?? ''}
        onChange={(e) => set({ [key]: e.target.value || undefined } as Partial<SectionStyle>)}
      >
        <option value="">{fallback}</option>
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
      <div className={`swe-style-group__row${phone ? ' swe-phone-value' : ''}`}>
        {spacing('spacingTop')}
        {spacing('spacingBottom')}
      </div>
      {phone ? (
        <p className="swe-note" data-testid="style-phone-note">
          Phone values: shown below 768 px wide. Switch the preview to tablet or desktop to edit the
          values for every device.
        </p>
      ) : (
        phoneSummary && (
          <p className="swe-note" data-testid="style-phone-note">
            On phone: {phoneSummary}. Switch the preview to phone to change it.
          </p>
        )
      )}
      {select('background', BACKGROUND_LABELS, sectionStyleSchema.properties.background.enum)}
      {style.background === 'image' && (
        <>
          {/* On phone the shared image shows too while it is empty: a phone image alone draws
              nothing (it replaces the shared one below 768 px). */}
          {(!phone || !style.backgroundImage) && imageField('backgroundImage')}
          {phone && imageField('backgroundImagePhone')}
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
