import type { JsonSchema } from './json-schema';

/** The spacing steps of a section's Style group; unset is the section's own spacing. */
export const SECTION_SPACINGS = ['none', 'small', 'medium', 'large'] as const;

/** The devices a section can be hidden on (media queries in shared/devices.ts). */
export const SECTION_DEVICES = ['phone', 'tablet', 'desktop'] as const;

const spacingSchema = (title: string) =>
  ({ type: 'string', title, enum: SECTION_SPACINGS }) as const;

// No quotes, brackets, backslashes or spaces: the URL goes into a CSS url() as is.
const cssImageSchema = (title: string) =>
  ({
    type: 'string',
    title,
    maxLength: 2048,
    pattern: '^(/|https?://)[^\\s"\'()\\\\<>]*$',
  }) as const;

/**
 * A placed section's own look (the inspector's Style group), drawn through the theme's CSS
 * variables (shared/section-style.ts). Every field is optional: a section without `style`, or
 * with an empty one, looks and renders exactly as before.
 */
export const sectionStyleSchema = {
  type: 'object',
  title: 'Style',
  properties: {
    spacingTop: spacingSchema('Space above'),
    spacingBottom: spacingSchema('Space below'),
    // Phone values (below 768 px wide); unset, the phone gets the value above.
    spacingTopPhone: spacingSchema('Space above on phone'),
    spacingBottomPhone: spacingSchema('Space below on phone'),
    background: {
      type: 'string',
      title: 'Background',
      enum: ['none', 'surface', 'accent', 'image'],
    },
    backgroundImage: cssImageSchema('Background image'),
    backgroundImagePhone: cssImageSchema('Background image on phone'),
    overlay: { type: 'integer', title: 'Image overlay (%)', minimum: 0, maximum: 90 },
    width: { type: 'string', title: 'Width', enum: ['full', 'contained'] },
    /** The devices the section is not shown on (CSS only: it is rendered once, for all). */
    hideOn: {
      type: 'array',
      title: 'Hidden on',
      items: { type: 'string', enum: SECTION_DEVICES },
      uniqueItems: true,
      maxItems: 3,
    },
  },
  additionalProperties: false,
} as const satisfies JsonSchema;
