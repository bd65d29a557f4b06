import { colorSchema } from './fragments';
import type { JsonSchema, Theme } from './types';

const buttonStyleSchema = (title: string, bg: string, text: string, border: string) =>
  ({
    type: 'object',
    title,
    properties: {
      backgroundColor: { ...colorSchema, title: 'Background', default: bg },
      textColor: { ...colorSchema, title: 'Text', default: text },
      borderColor: { ...colorSchema, title: 'Border', default: border },
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
    required: ['backgroundColor', 'textColor', 'borderColor', 'borderRadius', 'borderWidth'],
  }) as const satisfies JsonSchema;

/** Fonts shipped with the product (self-hosted @fontsource packages); no CDN ever. */
export const BUNDLED_FONTS = ['Inter', 'Poppins', 'Playfair Display'] as const;

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
      },
      required: ['type', 'headingFont', 'headingStyle', 'bodyFont', 'bodyStyle'],
    },
    primaryButton: buttonStyleSchema('Primary button', '#4f46e5', '#ffffff', '#4f46e5'),
    secondaryButton: buttonStyleSchema('Secondary button', '#ffffff', '#111827', '#d1d5db'),
    linkTextColor: { ...colorSchema, title: 'Link colour', default: '#4338ca' },
  },
  required: ['colors', 'font', 'primaryButton', 'secondaryButton', 'linkTextColor'],
} as const satisfies JsonSchema;

/** Merges a partial theme over the schema defaults. */
export function completeTheme(partial: DeepPartial<Theme> = {}, defaults: Theme): Theme {
  return {
    colors: { ...defaults.colors, ...partial.colors },
    font: { ...defaults.font, ...partial.font },
    primaryButton: { ...defaults.primaryButton, ...partial.primaryButton },
    secondaryButton: { ...defaults.secondaryButton, ...partial.secondaryButton },
    linkTextColor: partial.linkTextColor ?? defaults.linkTextColor,
  };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
