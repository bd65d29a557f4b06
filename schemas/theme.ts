import { colorSchema } from './fragments';
import type { JsonSchema, Theme } from './types';

/**
 * A button style. Its background and border may be left unset: the background then follows the
 * theme (the accent for the primary button, the page background for the secondary one) and the
 * border follows the button's background, so one change of the accent or of the background
 * recolours the whole button (shared/theme-css.ts draws it, `resolveTheme` says what it is).
 */
const buttonStyleSchema = (title: string, bgFollows: string, text: string, border?: string) =>
  ({
    type: 'object',
    title,
    properties: {
      backgroundColor: { ...colorSchema, title: 'Background', description: bgFollows },
      textColor: { ...colorSchema, title: 'Text', default: text },
      borderColor: {
        ...colorSchema,
        title: 'Border',
        description: 'Empty: follows the background',
        ...(border ? { default: border } : {}),
      },
      borderRadius: {
        type: 'integer',
        title: 'Corner radius (px, 999 for pills)',
        minimum: 0,
        maximum: 999,
        default: 8,
      },
      borderWidth: {
        type: 'integer',
        title: 'Border width (px)',
        minimum: 0,
        maximum: 8,
        default: 1,
      },
    },
    required: ['textColor', 'borderRadius', 'borderWidth'],
  }) as const satisfies JsonSchema;

/**
 * Fonts shipped with the product (self-hosted @fontsource packages, latin and latin-ext, and
 * Devanagari where the font has it: shared/fonts.ts); no CDN ever.
 */
export const BUNDLED_FONTS = [
  'Inter',
  'Poppins',
  'Playfair Display',
  'Lora',
  'Merriweather',
  'Montserrat',
  'Open Sans',
  'Roboto',
  'DM Sans',
  'Work Sans',
  'Nunito',
  'Mukta',
  'Hind',
] as const;

/** Heading sizes (h1, h2, h3) a theme can pick; 'medium' is the size pages always had. */
export const HEADING_SCALES = {
  small: ['clamp(1.75rem, 4vw, 2.6rem)', 'clamp(1.4rem, 3vw, 2rem)', '1.2rem'],
  medium: ['clamp(2rem, 5vw, 3.25rem)', 'clamp(1.6rem, 3.5vw, 2.4rem)', '1.35rem'],
  large: ['clamp(2.3rem, 6vw, 4rem)', 'clamp(1.8rem, 4vw, 2.9rem)', '1.55rem'],
} as const;

/** Theme settings of SPEC §3 as a schema; the site root turns them into CSS custom properties. */
export const themeSchema = {
  type: 'object',
  title: 'Theme',
  properties: {
    colors: {
      type: 'object',
      title: 'Colours',
      properties: {
        primaryAccent: { ...colorSchema, title: 'Primary accent', default: '#4f46e5' },
        primaryText: { ...colorSchema, title: 'Primary text', default: '#111827' },
        primaryBg: { ...colorSchema, title: 'Primary background', default: '#ffffff' },
        primaryBorder: { ...colorSchema, title: 'Primary border', default: '#e5e7eb' },
        secondaryText: { ...colorSchema, title: 'Secondary text', default: '#4b5563' },
        secondaryBg: { ...colorSchema, title: 'Secondary background', default: '#f3f4f6' },
        secondaryBorder: { ...colorSchema, title: 'Secondary border', default: '#d1d5db' },
      },
      required: [
        'primaryAccent',
        'primaryText',
        'primaryBg',
        'primaryBorder',
        'secondaryText',
        'secondaryBg',
        'secondaryBorder',
      ],
    },
    font: {
      type: 'object',
      title: 'Fonts',
      properties: {
        type: {
          type: 'string',
          title: 'Font type',
          enum: ['default', 'custom'],
          default: 'default',
        },
        headingFont: {
          type: 'string',
          title: 'Heading font',
          enum: BUNDLED_FONTS,
          default: 'Inter',
        },
        headingStyle: { type: 'string', enum: ['normal', 'italic'], default: 'normal' },
        bodyFont: { type: 'string', title: 'Body font', enum: BUNDLED_FONTS, default: 'Inter' },
        bodyStyle: { type: 'string', enum: ['normal', 'italic'], default: 'normal' },
        headingScale: {
          type: 'string',
          title: 'Heading size',
          enum: ['small', 'medium', 'large'],
          default: 'medium',
        },
        bodySize: {
          type: 'integer',
          title: 'Body text size (px)',
          minimum: 15,
          maximum: 18,
          default: 16,
        },
      },
      required: ['type', 'headingFont', 'headingStyle', 'bodyFont', 'bodyStyle'],
    },
    primaryButton: buttonStyleSchema(
      'Primary button',
      'Empty: follows the primary accent',
      '#ffffff',
    ),
    secondaryButton: buttonStyleSchema(
      'Secondary button',
      'Empty: follows the primary background',
      '#111827',
      '#d1d5db',
    ),
    linkTextColor: {
      ...colorSchema,
      title: 'Link colour',
      description: 'Empty: follows the primary accent',
    },
  },
  required: ['colors', 'font', 'primaryButton', 'secondaryButton'],
} as const satisfies JsonSchema;

/** Merges a partial theme over the schema defaults. */
export function completeTheme(partial: DeepPartial<Theme> = {}, defaults: Theme): Theme {
  return {
    colors: { ...defaults.colors, ...partial.colors },
    font: { ...defaults.font, ...partial.font },
    primaryButton: { ...defaults.primaryButton, ...partial.primaryButton },
    secondaryButton: { ...defaults.secondaryButton, ...partial.secondaryButton },
    ...((partial.linkTextColor ?? defaults.linkTextColor)
      ? { linkTextColor: partial.linkTextColor ?? defaults.linkTextColor }
      : {}),
  };
}

/** The defaults the theme had before buttons and links followed the accent. */
const LEGACY_DEFAULTS = { accent: '#4f46e5', buttonBg: '#4f46e5', link: '#4338ca' } as const;

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * Brings a stored theme to "buttons and links follow the accent": a primary button background
 * equal to the accent or to the old default indigo is dropped (it follows the accent), a border
 * equal to its button's background or to the old default indigo is dropped (it follows the
 * background), and the old default link colour is dropped once the accent is no longer the old
 * default. A value equal to what it would follow draws the same, so nothing changes looks but
 * the indigo left behind by an accent or a button colour changed before. Idempotent: applied to
 * every site document read (server/builder/documents.ts, repo.ts).
 */
export function migrateTheme(theme: Theme): Theme {
  if (!theme || typeof theme !== 'object' || !theme.primaryButton) return theme;
  const accent = theme.colors?.primaryAccent;
  const primary = { ...theme.primaryButton };
  if (
    same(primary.backgroundColor, accent) ||
    same(primary.backgroundColor, LEGACY_DEFAULTS.buttonBg)
  )
    delete primary.backgroundColor;
  const primaryBg = primary.backgroundColor ?? accent;
  if (same(primary.borderColor, primaryBg) || same(primary.borderColor, LEGACY_DEFAULTS.buttonBg))
    delete primary.borderColor;
  const secondary = { ...theme.secondaryButton };
  if (same(secondary.backgroundColor, theme.colors?.primaryBg)) delete secondary.backgroundColor;
  if (same(secondary.borderColor, secondary.backgroundColor ?? theme.colors?.primaryBg))
    delete secondary.borderColor;
  const out: Theme = { ...theme, primaryButton: primary, secondaryButton: secondary };
  if (
    same(out.linkTextColor, accent) ||
    (same(out.linkTextColor, LEGACY_DEFAULTS.link) && !same(accent, LEGACY_DEFAULTS.accent))
  )
    delete out.linkTextColor;
  return out;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
