// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buttonActionSchema,
  colorSchema,
  dynamicContentFilterSchema,
  htmlSchema,
  imageSchema,
  markdownSchema,
} from '../../../schemas/fragments';
import type { ButtonAction, JsonSchema } from '../../../schemas/types';
import { chooseOption, createFakeSources, renderSchemaForm } from '../test-support';

afterEach(cleanup);

const objectOf = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
});

describe('colour widget', () => {
  const schema = objectOf({ bg: { ...colorSchema, title: 'Background' } });

  it('typing a hex updates the value and the swatch', () => {
    const form = renderSchemaForm(schema, { bg: '#ffffff' });
    const hex = screen.getByLabelText('Background') as HTMLInputElement;
    fireEvent.change(hex, { target: { value: '#1a2b3c' } });
    expect(form.last()).toEqual({ value: { bg: '#1a2b3c' }, path: '/bg' });
    expect(screen.getByTestId('t_bg-swatch').style.background).toBe('rgb(26, 43, 60)');
    // the native picker shows the short and the alpha forms as #rrggbb
    fireEvent.change(hex, { target: { value: '#abc' } });
    expect((screen.getByLabelText('Background: pick a colour') as HTMLInputElement).value).toBe(
      '#aabbcc',
    );
  });

  it('an invalid hex shows the error on the field until it is fixed', () => {
    renderSchemaForm(schema, { bg: '#ffffff' });
    const hex = screen.getByLabelText('Background');
    fireEvent.change(hex, { target: { value: '#12' } });
    expect(screen.getByText('Use a hex colour: #rgb, #rrggbb or #rrggbbaa')).toBeTruthy();
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(hex, { target: { value: '#11223344' } });
    expect(screen.queryByText(/Use a hex colour/)).toBeNull();
  });

  it('picking a colour keeps the alpha', () => {
    const form = renderSchemaForm(schema, { bg: '#00000080' });
    fireEvent.change(screen.getByLabelText('Background: pick a colour'), {
      target: { value: '#ff0000' },
    });
    expect(form.last()?.value).toEqual({ bg: '#ff000080' });
  });
});

describe('image widget', () => {
  const schema = objectOf({ photo: { ...imageSchema, title: 'Photo' } });
  const uploads = [
    { url: '/uploads/cat.png', width: 400, height: 300, name: 'cat.png' },
    { url: '/uploads/dog.png', width: 640, height: 480, name: 'dog.png' },
  ];

  it('uploads through sources.upload and stores the answered url', async () => {
    const { sources, uploaded } = createFakeSources();
    const form = renderSchemaForm(schema, {}, { sources });
    await screen.findByRole('button', { name: 'Upload' });
    const file = new File(['png'], 'hero.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo: image file to upload'), {
      target: { files: [file] },
    });
    await waitFor(() => expect(form.last()?.value).toEqual({ photo: '/uploads/hero.png' }));
    expect(uploaded).toEqual([file]);
    expect(form.last()?.path).toBe('/photo');
    expect(screen.getByTestId('t_photo-thumb').getAttribute('src')).toBe('/uploads/hero.png');
  });

  it('says so when an upload fails, and keeps the value', async () => {
    const { sources } = createFakeSources();
    sources.upload = () => Promise.reject(new Error('File too large'));
    const form = renderSchemaForm(schema, { photo: '/demo/a.svg' }, { sources });
    await screen.findByRole('button', { name: 'Upload' });
    fireEvent.change(screen.getByLabelText('Photo: image file to upload'), {
      target: { files: [new File(['x'], 'big.png')] },
    });
    expect(await screen.findByText('Upload failed: File too large')).toBeTruthy();
    expect(form.changes).toHaveLength(0);
  });

  it('picks from earlier uploads in a popover', async () => {
    const { sources } = createFakeSources({ uploads });
    const form = renderSchemaForm(schema, {}, { sources });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from uploads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from uploads' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /dog\.png/ }));
    expect(form.last()?.value).toEqual({ photo: '/uploads/dog.png' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no uploads, and closes on Escape', async () => {
    renderSchemaForm(schema, {}, { sources: createFakeSources().sources });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose from uploads' }));
    expect(await screen.findByText('No uploads yet')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes an optional image; a required one offers no Remove', async () => {
    const form = renderSchemaForm(schema, { photo: '/uploads/cat.png' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(form.last()?.value).toEqual({});
    cleanup();
    renderSchemaForm(objectOf({ photo: { ...imageSchema, title: 'Photo' } }, ['photo']), {
      photo: '/uploads/cat.png',
    });
    await screen.findByRole('button', { name: 'Upload' });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('takes a typed URL and flags one that is not an image address', async () => {
    const form = renderSchemaForm(schema, {});
    const url = await screen.findByLabelText('Photo');
    fireEvent.change(url, { target: { value: 'https://example.com/a.jpg' } });
    expect(form.last()?.value).toEqual({ photo: 'https://example.com/a.jpg' });
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    expect(screen.getByText(/Use an uploaded image/)).toBeTruthy();
  });
});

describe('buttonAction field', () => {
  const schema = objectOf({ action: { ...buttonActionSchema, title: 'Action' } }, ['action']);
  const pages = [
    { title: 'Home', path: '/' },
    { title: 'About us', path: '/about' },
    { title: 'Contact', path: '/contact' },
  ];
  const action = (form: { last(): { value: unknown } | undefined }) =>
    (form.last()?.value as { action: ButtonAction }).action;

  it('shows the one picker for the chosen kind', async () => {
    const { sources } = createFakeSources({ pages });
    const form = renderSchemaForm(
      schema,
      { action: { navigateTo: 'page', page: '/' } },
      { sources },
    );
    const kind = screen.getByLabelText('Navigate to');
    expect(screen.getByRole('combobox', { name: 'Page' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'category' } });
    expect(action(form)).toEqual({ navigateTo: 'category' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Page' })).toBeNull();
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'product' } });
    expect(await screen.findByText('No products yet')).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'externalLink' } });
    expect(screen.getByLabelText('External link')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Product' })).toBeNull();
  });

  it('searches pages as you type and sets the chosen page', async () => {
    const { sources } = createFakeSources({ pages });
    const form = renderSchemaForm(
      schema,
      { action: { navigateTo: 'page', page: '/' } },
      { sources },
    );
    const search = screen.getByRole('combobox', { name: 'Page' });
    fireEvent.focus(search);
    const list = await screen.findByRole('listbox');
    await within(list).findByText('Contact');
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'abo' } });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    fireEvent.mouseDown(within(list).getByRole('option', { name: /About us/ }));
    expect(action(form)).toEqual({ navigateTo: 'page', page: '/about' });
    expect(form.last()?.path).toBe('/action/page');
    expect(screen.getByTestId('t_action_page-current').textContent).toContain('About us');
  });

  it('chooses with the keyboard and says when nothing matches', async () => {
    const { sources } = createFakeSources({ pages });
    const form = renderSchemaForm(
      schema,
      { action: { navigateTo: 'page', page: '/' } },
      { sources },
    );
    const search = screen.getByRole('combobox', { name: 'Page' });
    fireEvent.focus(search);
    await screen.findByRole('option', { name: /Contact/ });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(action(form)).toEqual({ navigateTo: 'page', page: '/about' });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No page matches “zzz”')).toBeTruthy();
  });

  it('searches categories through sources.search and stores the path', async () => {
    const { sources } = createFakeSources({
      catalogue: { categories: [{ id: 'c1', title: 'Home & living', path: 'home-living' }] },
    });
    const form = renderSchemaForm(
      schema,
      { action: { navigateTo: 'category', category: '' } },
      { sources },
    );
    const search = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.focus(search);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Home & living/ }));
    expect(action(form)).toEqual({ navigateTo: 'category', category: 'home-living' });
  });

  it('checks an external link against the schema pattern as you type', () => {
    const form = renderSchemaForm(schema, { action: { navigateTo: 'externalLink' } });
    const link = screen.getByLabelText('External link');
    fireEvent.change(link, { target: { value: 'ftp://files.example.com' } });
    expect(screen.getByText('Start the link with https://, http://, mailto: or tel:')).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(link, { target: { value: 'https://example.com' } });
    expect(screen.queryByText(/Start the link with/)).toBeNull();
    expect(action(form)).toEqual({
      navigateTo: 'externalLink',
      externalLink: 'https://example.com',
    });
    expect(form.last()?.path).toBe('/action/externalLink');
  });

  it('lets an optional action be set to nothing', () => {
    const optional = objectOf({ link: { ...buttonActionSchema, title: 'Link (optional)' } });
    const form = renderSchemaForm(optional, { link: { navigateTo: 'page', page: '/' } });
    chooseOption(screen.getByLabelText('Navigate to'), 'Nothing');
    expect(form.last()?.value).toEqual({});
  });
});

describe('html and markdown widgets', () => {
  const hostile =
    '<p id="ok">Hello <b>there</b></p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';

  it('previews HTML sanitized: no script or handler reaches the DOM', async () => {
    const schema = objectOf({ body: { ...htmlSchema, title: 'Body' } });
    const form = renderSchemaForm(schema, { body: hostile });
    const preview = await screen.findByRole('region', { name: 'Body preview' });
    expect(preview.querySelector('#ok')?.textContent).toBe('Hello there');
    expect(preview.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('x');
    // typing updates the preview, still sanitized
    fireEvent.change(screen.getByLabelText('Body'), {
      target: {
        value: '<a href="javascript:alert(1)">x</a><svg onload="alert(1)"></svg><em>new</em>',
      },
    });
    expect(form.last()?.path).toBe('/body');
    await waitFor(() => expect(preview.querySelector('em')?.textContent).toBe('new'));
    expect(preview.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(document.querySelector('[onload]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders markdown and sanitizes the HTML inside it', async () => {
    const schema = objectOf({ text: { ...markdownSchema, title: 'Text' } });
    renderSchemaForm(schema, {
      text: `# Welcome\n\nSome *words*.\n\n${hostile}\n\n[bad](javascript:alert(1))`,
    });
    const preview = await screen.findByRole('region', { name: 'Text preview' });
    expect(preview.querySelector('h1')?.textContent).toBe('Welcome');
    expect(preview.querySelector('em')?.textContent).toBe('words');
    expect(preview.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    for (const a of preview.querySelectorAll('a')) {
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
  });
});

describe('dynamicContentFilter field', () => {
  const schema = objectOf({ dynamicContentFilter: dynamicContentFilterSchema });

  it('shows its sub-fields only when switched on', async () => {
    const form = renderSchemaForm(schema, { dynamicContentFilter: { showDynamicContent: false } });
    expect(screen.queryByLabelText('Show')).toBeNull();
    expect(screen.queryByLabelText(/How many/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Fill from the catalogue or blog'));
    expect(form.last()).toEqual({
      value: { dynamicContentFilter: { showDynamicContent: true } },
      path: '/dynamicContentFilter/showDynamicContent',
    });
    expect(screen.getByLabelText('Show')).toBeTruthy();
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByLabelText(/How many/)).toBeTruthy();
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Fill from the catalogue or blog'));
    expect(screen.queryByLabelText('Show')).toBeNull();
  });

  it('sets model, sort and limit, with the limit checked by the schema', () => {
    const form = renderSchemaForm(schema, {
      dynamicContentFilter: { showDynamicContent: true, model: 'products', limit: 10 },
    });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'blog' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    fireEvent.change(screen.getByLabelText(/How many/), { target: { value: '60' } });
    expect(screen.getByText('At most 48')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/How many/), { target: { value: '12' } });
    expect(screen.queryByText('At most 48')).toBeNull();
    expect(form.last()?.value).toEqual({
      dynamicContentFilter: { showDynamicContent: true, model: 'blog', sort: 'title', limit: 12 },
    });
    // listing categories needs no category filter
    act(() => {
      fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'categories' } });
    });
    expect(screen.queryByRole('combobox', { name: /Category/ })).toBeNull();
  });
});
