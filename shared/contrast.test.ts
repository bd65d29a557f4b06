import { describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../schemas/defaults';
import { themeSchema } from '../schemas/theme';
import { applyPreset, THEME_PRESETS } from '../schemas/theme-presets';
import type { Theme } from '../schemas/types';
import { validateAgainst } from './validate';
import { contrastRatio } from './contrast';
import { resolveColors } from './theme-css';

const base = defaultsFromSchema(themeSchema) as Theme;
const AA = 4.5;

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
  });
});

describe('THEME_PRESETS', () => {
  it('offers six or more, each with its own id', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(THEME_PRESETS.map((p) => p.id)).size).toBe(THEME_PRESETS.length);
  });

  it.each(THEME_PRESETS.map((p) => [p.label, p] as const))(
    '%s passes WCAG AA for text, buttons and links',
    (_label, preset) => {
      const theme = applyPreset(base, preset);
      expect(validateAgainst(themeSchema, theme)).toBeNull();
      const c = theme.colors;
      const r = resolveColors(theme);
      const pairs: [string, string, string][] = [
        ['body text on background', c.primaryText, c.primaryBg],
        ['body text on secondary background', c.primaryText, c.secondaryBg],
        ['secondary text on background', c.secondaryText, c.primaryBg],
        ['secondary text on secondary background', c.secondaryText, c.secondaryBg],
        ['primary button text', r.btn1Text, r.btn1Bg],
        ['secondary button text', r.btn2Text, r.btn2Bg],
        ['link on background', r.link, c.primaryBg],
        ['link on secondary background', r.link, c.secondaryBg],
      ];
      for (const [what, fg, bg] of pairs)
        expect(contrastRatio(fg, bg), `${what}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
    },
  );

  it('keeps fonts and corner radii, and lets the buttons and links follow the new accent', () => {
    const rounded = { ...base, primaryButton: { ...base.primaryButton, borderRadius: 999 } };
    const out = applyPreset(rounded, THEME_PRESETS[1]!);
    expect(out.primaryButton.borderRadius).toBe(999);
    expect(out.font).toEqual(base.font);
    expect(resolveColors(out).btn1Bg).toBe(THEME_PRESETS[1]!.colors.primaryAccent);
  });
});
