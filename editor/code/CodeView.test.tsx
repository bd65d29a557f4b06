// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { faqSchema } from '../../schemas/sections/faq';
import { CodeView, CodeViewOfTarget } from './CodeView';
import type { CreateCodeEditor, LoadCodeEditor } from './editor-types';

afterEach(cleanup);

/** A stand-in for monaco (jsdom cannot run it): a textarea with the same handle. */
const createTextareaEditor: CreateCodeEditor = (host, options) => {
  const area = document.createElement('textarea');
  area.value = options.value;
  area.setAttribute('aria-label', options.ariaLabel);
  area.addEventListener('input', () => options.onChange(area.value));
  host.append(area);
  return { getValue: () => area.value, focus: () => area.focus(), dispose: () => area.remove() };
};
const loadStandIn: LoadCodeEditor = async () => ({ createCodeEditor: createTextareaEditor });

const config = defaultsFromSchema(faqSchema) as Record<string, unknown>;

async function open(loadEditor: LoadCodeEditor = loadStandIn) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <CodeView
      value={config}
      schema={faqSchema}
      onApply={onApply}
      onClose={onClose}
      title="FAQ: code"
      loadEditor={loadEditor}
    />,
  );
  const text = (await screen.findByLabelText('FAQ: code, JSON')) as HTMLTextAreaElement;
  return { onApply, onClose, text };
}

describe('CodeView', () => {
  it('opens with the value as indented JSON and applies a valid edit once', async () => {
    const { onApply, text } = await open();
    expect(JSON.parse(text.value)).toEqual(config);
    expect(text.value).toContain('\n  "variant": "accordion"');
    fireEvent.input(text, { target: { value: JSON.stringify({ ...config, heading: 'Asked' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...config, heading: 'Asked' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a config that fails the schema, listing the reasons, and applies nothing', async () => {
    const { onApply, text } = await open();
    fireEvent.input(text, { target: { value: JSON.stringify({ ...config, variant: 'grid' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('/variant must be equal to one of the allowed values');
    // editing again clears the stale reasons
    fireEvent.input(text, { target: { value: '{' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Not valid JSON/);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('still works as plain text when the editor cannot load', async () => {
    const { onApply, text } = await open(() => Promise.reject(new Error('offline')));
    expect(screen.getByText(/could not load/)).toBeTruthy();
    fireEvent.change(text, { target: { value: JSON.stringify({ ...config, heading: 'Plain' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...config, heading: 'Plain' });
  });

  it('closes', async () => {
    const { onClose } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('CodeViewOfTarget', () => {
  it('says an empty header slot is empty, with no editor to apply from', async () => {
    const onClose = vi.fn();
    const loadEditor = vi.fn(loadStandIn);
    render(
      <CodeViewOfTarget
        target="header"
        onTarget={vi.fn()}
        sectionType={null}
        value={null}
        title="Header"
        onApply={vi.fn()}
        onClose={onClose}
        loadEditor={loadEditor}
      />,
    );
    expect(screen.getByTestId('code-view-empty').textContent).toBe(
      'No header. Add one from the palette or the outline.',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(loadEditor).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('checks the menus against the menus schema before applying them', async () => {
    const onApply = vi.fn();
    const onTarget = vi.fn();
    const menus = { main: [], footer: [] };
    render(
      <CodeViewOfTarget
        target="menus"
        onTarget={onTarget}
        sectionType={null}
        value={menus}
        title="Menus"
        onApply={onApply}
        onClose={vi.fn()}
        loadEditor={loadStandIn}
      />,
    );
    const text = (await screen.findByLabelText('Menus, JSON')) as HTMLTextAreaElement;
    const item = {
      label: 'Visit',
      buttonAction: { navigateTo: 'externalLink', externalLink: 'example.com' },
    };
    fireEvent.input(text, { target: { value: JSON.stringify({ ...menus, main: [item] }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(
      '/main/0/buttonAction/externalLink must match pattern',
    );

    const fixed = { ...item, buttonAction: { navigateTo: 'page', page: '/visit' } };
    fireEvent.input(text, { target: { value: JSON.stringify({ ...menus, main: [fixed] }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ ...menus, main: [fixed] });

    // The switch: Menus pressed, no selected section to switch to, Header one click away.
    const menusButton = screen.getByRole('button', { name: 'Menus' });
    expect(menusButton.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Selected section' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Header' }));
    expect(onTarget).toHaveBeenCalledWith('header');
  });
});
