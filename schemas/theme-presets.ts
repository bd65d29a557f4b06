import type { Theme } from './types';

/** A named palette: the theme colours, the button text colours and the secondary button border. */
export type ThemePreset = {
  id: string;
  label: string;
  colors: Theme['colors'];
  primaryText: string;
  secondaryText: string;
  secondaryBorder: string;
};

/**
 * Colour presets offered as swatches in the Theme panel. Each is checked for WCAG AA contrast
 * (shared/contrast.test.ts): text on both backgrounds, button text on the buttons, links.
 */
export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 'indigo',
    label: 'Indigo',
    colors: {
      primaryAccent: '#4f46e5',
      primaryText: '#111827',
      primaryBg: '#ffffff',
      primaryBorder: '#e5e7eb',
      secondaryText: '#4b5563',
      secondaryBg: '#f3f4f6',
      secondaryBorder: '#d1d5db',
    },
    primaryText: '#ffffff',
    secondaryText: '#111827',
    secondaryBorder: '#d1d5db',
  },
  {
    id: 'terracotta',
    label: 'Terracotta',
    colors: {
      primaryAccent: '#b4410b',
      primaryText: '#1f1a17',
      primaryBg: '#ffffff',
      primaryBorder: '#ece4dc',
      secondaryText: '#5b4f47',
      secondaryBg: '#faf5ef',
      secondaryBorder: '#e2d6c9',
    },
    primaryText: '#ffffff',
    secondaryText: '#1f1a17',
    secondaryBorder: '#1f1a17',
  },
  {
    id: 'teal',
    label: 'Teal',
    colors: {
      primaryAccent: '#0f766e',
      primaryText: '#0f172a',
      primaryBg: '#ffffff',
      primaryBorder: '#e2e8f0',
      secondaryText: '#475569',
      secondaryBg: '#f0fdfa',
      secondaryBorder: '#99f6e4',
    },
    primaryText: '#ffffff',
    secondaryText: '#0f172a',
    secondaryBorder: '#0f766e',
  },
  {
    id: 'forest',
    label: 'Forest',
    colors: {
      primaryAccent: '#166534',
      primaryText: '#14201a',
      primaryBg: '#fbfaf5',
      primaryBorder: '#e4e2d6',
      secondaryText: '#4a5548',
      secondaryBg: '#eef2e6',
      secondaryBorder: '#cfd8c0',
    },
    primaryText: '#ffffff',
    secondaryText: '#14201a',
    secondaryBorder: '#166534',
  },
  {
    id: 'rose',
    label: 'Rose',
    colors: {
      primaryAccent: '#be123c',
      primaryText: '#1c1917',
      primaryBg: '#ffffff',
      primaryBorder: '#f1e4e6',
      secondaryText: '#57534e',
      secondaryBg: '#fff1f2',
      secondaryBorder: '#fecdd3',
    },
    primaryText: '#ffffff',
    secondaryText: '#1c1917',
    secondaryBorder: '#be123c',
  },
  {
    id: 'ocean',
    label: 'Ocean',
    colors: {
      primaryAccent: '#0369a1',
      primaryText: '#0c1a2b',
      primaryBg: '#ffffff',
      primaryBorder: '#e0e9f2',
      secondaryText: '#46566a',
      secondaryBg: '#eff6fb',
      secondaryBorder: '#c7dcec',
    },
    primaryText: '#ffffff',
    secondaryText: '#0c1a2b',
    secondaryBorder: '#0369a1',
  },
  {
    id: 'charcoal',
    label: 'Charcoal and gold',
    colors: {
      primaryAccent: '#fbbf24',
      primaryText: '#f5f5f4',
      primaryBg: '#1c1917',
      primaryBorder: '#3a3532',
      secondaryText: '#cfc9c4',
      secondaryBg: '#292524',
      secondaryBorder: '#44403c',
    },
    primaryText: '#1c1917',
    secondaryText: '#f5f5f4',
    secondaryBorder: '#78716c',
  },
  {
    id: 'plum',
    label: 'Plum',
    colors: {
      primaryAccent: '#7e22ce',
      primaryText: '#1e1b24',
      primaryBg: '#ffffff',
      primaryBorder: '#ece6f2',
      secondaryText: '#57526a',
      secondaryBg: '#faf5ff',
      secondaryBorder: '#e9d5ff',
    },
    primaryText: '#ffffff',
    secondaryText: '#1e1b24',
    secondaryBorder: '#7e22ce',
  },
];

/**
 * The theme with a preset's palette: its colours and button text, the buttons' backgrounds and
 * the link following the accent again; fonts, corner radii and border widths are kept.
 */
export function applyPreset(theme: Theme, preset: ThemePreset): Theme {
  const { backgroundColor: _b1, borderColor: _r1, ...primary } = theme.primaryButton;
  const { backgroundColor: _b2, borderColor: _r2, ...secondary } = theme.secondaryButton;
  const { linkTextColor: _l, ...rest } = theme;
  return {
    ...rest,
    colors: { ...preset.colors },
    primaryButton: { ...primary, textColor: preset.primaryText },
    secondaryButton: {
      ...secondary,
      textColor: preset.secondaryText,
      borderColor: preset.secondaryBorder,
    },
  };
}
