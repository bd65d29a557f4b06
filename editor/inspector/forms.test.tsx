// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { BUNDLED_FONTS, themeSchema } from '../../schemas/theme';
import type { Theme } from '../../schemas/types';
import { PageSettingsForm, type PageSettings } from './PageSettingsForm';
import { ThemeForm } from './ThemeForm';

afterEach(cleanup);

function renderThemeForm(initial: Theme) {
  const changes: { value: Theme; path: string }[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ThemeForm
        value={value}
        onChange={(next, path) => {
          changes.push({ value: next, path });
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return changes;
}

describe('ThemeForm', () => {
  const theme = defaultsFromSchema(themeSchema) as Theme;

  it('groups the theme under headings and edits colours by path', () => {
    const changes = renderThemeForm(theme);
    for (const heading of ['Colours', 'Fonts', 'Primary button', 'Secondary button']) {
      expect(screen.getByRole('group', { name: heading })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText('Primary accent'), { target: { value: '#0f766e' } });
    expect(changes.at(-1)?.path).toBe('/colors/primaryAccent');
    expect(changes.at(-1)?.value.colors.primaryAccent).toBe('#0f766e');
    fireEvent.change(screen.getByLabelText('Link colour'), { target: { value: '#123456' } });
    expect(changes.at(-1)?.path).toBe('/linkTextColor');
  });

  it('shows the colour an empty button or link colour follows, and offers to follow again', () => {
    const changes = renderThemeForm(theme);
    const swatch = (id: string) =>
      screen.getByTestId(`sw-theme_${id}-swatch`).getAttribute('data-color');
    expect(swatch('primaryButton_backgroundColor')).toBe('#4f46e5');
    fireEvent.change(screen.getByLabelText('Primary accent'), { target: { value: '#d97706' } });
    expect(swatch('primaryButton_backgroundColor')).toBe('#d97706');
    expect(swatch('primaryButton_borderColor')).toBe('#d97706');
    expect(swatch('linkTextColor')).toBe('#d97706');
    const bg = screen.getAllByLabelText('Background')[0] as HTMLInputElement;
    expect(bg.placeholder).toBe('Follows the accent (#d97706)');
    fireEvent.change(bg, { target: { value: '#f59e0b' } });
    expect(swatch('primaryButton_borderColor')).toBe('#f59e0b');
    fireEvent.click(screen.getByLabelText('Background: follows the accent'));
    expect(changes.at(-1)?.value.primaryButton.backgroundColor).toBeUndefined();
    expect(swatch('primaryButton_backgroundColor')).toBe('#d97706');
  });

  it('shows font names and styles once custom fonts are chosen, suggesting bundled fonts', () => {
    const changes = renderThemeForm(theme);
    expect(screen.queryByLabelText(/^Heading font/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Choose fonts'));
    expect(changes.at(-1)?.value.font.type).toBe('custom');
    const heading = screen.getByLabelText(/^Heading font/) as HTMLInputElement;
    const options = [...(heading.list?.options ?? [])].map((o) => o.value);
    expect(options).toEqual([...BUNDLED_FONTS]);
    fireEvent.change(heading, { target: { value: 'Poppins' } });
    expect(changes.at(-1)?.path).toBe('/font/headingFont');
    fireEvent.change(heading, { target: { value: 'Comic Sans' } });
    expect(screen.getByText(`Choose one of: ${BUNDLED_FONTS.join(', ')}`)).toBeTruthy();
    expect(screen.getByLabelText(/^Body style/)).toBeTruthy();
  });
});

describe('PageSettingsForm', () => {
  it('edits title and SEO; the path is read-only', () => {
    const changes: { value: PageSettings; path: string }[] = [];
    function Harness() {
      const [value, setValue] = useState<PageSettings>({
        title: 'About',
        path: '/about',
        seo: {},
      });
      return (
        <PageSettingsForm
          value={value}
          onChange={(next, path) => {
            changes.push({ value: next, path });
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    expect((screen.getByLabelText(/^Path/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Meta description/), {
      target: { value: 'Who we are.' },
    });
    expect(changes.at(-1)).toEqual({
      value: { title: 'About', path: '/about', seo: { description: 'Who we are.' } },
      path: '/seo/description',
    });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '' } });
    expect(screen.getByText('Cannot be empty')).toBeTruthy();
  });
});
