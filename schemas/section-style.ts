import type { JsonSchema } from './json-schema';

/** The spacing steps of a section's Style group; unset is the section's own spacing. */
export const SECTION_SPACINGS = ['none', 'small', 'medium', 'large'] as const;

/**
 * A placed section's own look (the inspector's Style group), drawn through the theme's CSS
 * variables (shared/section-style.ts). Every field is optional: a section without `style`, or
 * with an empty one, looks and renders exactly as before.
 */
export const sectionStyleSchema = {
  type: 'object',
  title: 'Style',
  properties: {
    spacingTop: { type: 'string', title: 'Space above', enum: SECTION_SPACINGS },
    spacingBottom: { type: 'string', title: 'Space below', enum: SECTION_SPACINGS },
    background: {
      type: 'string',
      title: 'Background',
      enum: ['none', 'surface', 'accent', 'image'],
    },
    // No quotes, brackets, backslashes or spaces: the URL goes into a CSS url() as is.
    backgroundImage: {
      type: 'string',
      title: 'Background image',
      maxLength: 2048,
      pattern: '^(/|https?://)[^\\s"\'()\\\\<>]*$',
    },
    overlay: { type: 'integer', title: 'Image overlay (%)', minimum: 0, maximum: 90 },
    width: { type: 'string', title: 'Width', enum: ['full', 'contained'] },
  },
  additionalProperties: false,
} as const satisfies JsonSchema;
