// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../../schemas/defaults';
import {
  buttonActionSchema,
  colorSchema,
  htmlSchema,
  imageSchema,
  markdownSchema,
} from '../../../schemas/fragments';
import { productGridSchema, type ProductGridConfig } from '../../../schemas/sections/product-grid';
import { productListSchema } from '../../../schemas/sections/product-list';
import type { ButtonAction, JsonSchema } from '../../../schemas/types';
import { SectionForm } from '../SectionForm';
import {
  chooseOption,
  createFakeSources,
  renderSchemaForm,
  renderSectionForm,
  validatorsFor,
} from '../test-support';
import { BAD_AMOUNT_MESSAGE, PRICE_ORDER_MESSAGE } from './DynamicContentFilterField';

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
  const grid = () => defaultsFromSchema(productGridSchema) as ProductGridConfig;
  const group = (form: { last(): { value: unknown } | undefined }) =>
    (form.last()?.value as ProductGridConfig).dynamicContentFilter;
  const catalogue = {
    categories: [
      { id: 'c1', title: 'Apparel', path: 'apparel' },
      { id: 'c2', title: 'Home & living', path: 'home-living' },
    ],
    brands: [{ id: 'b1', title: 'Northwind Basics', path: 'northwind-basics' }],
  };

  it('shows its controls while the section fills from the catalogue, a note while it does not', async () => {
    const form = renderSectionForm(productGridSchema, grid(), createFakeSources().sources);
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeTruthy();
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('created');
    expect(screen.getByRole('option', { name: 'Price: low to high' })).toBeTruthy();
    expect((screen.getByLabelText(/^Cards per page/) as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Show pagination') as HTMLInputElement).checked).toBe(true);
    expect((await screen.findAllByText('No categories yet')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByLabelText('Fill from the catalogue'));
    expect(form.last()).toMatchObject({ path: '/showDynamicContent' });
    expect(form.last()?.value.showDynamicContent).toBe(false);
    expect(screen.getByTestId('s_dynamicContentFilter-dynamic-off').textContent).toContain(
      'Turn on “Fill from the catalogue”',
    );
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Category' })).toBeNull();
    // the group's values are kept while it is off
    expect(group(form)).toEqual(grid().dynamicContentFilter);
    fireEvent.click(screen.getByLabelText('Fill from the catalogue'));
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
  });

  it('stores the picked category and brand slugs; All categories clears the category', async () => {
    const { sources } = createFakeSources({ catalogue });
    const form = renderSectionForm(productGridSchema, grid(), sources);
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category.getAttribute('placeholder')).toBe('Search categories');
    fireEvent.focus(category);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Apparel/ }));
    expect(form.last()?.path).toBe('/dynamicContentFilter/filters/category');
    expect(group(form)).toEqual({
      ...grid().dynamicContentFilter,
      filters: { category: 'apparel' },
    });
    expect(
      screen.getByTestId('s_dynamicContentFilter_filters_category-current').textContent,
    ).toContain('Apparel');
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    fireEvent.focus(brand);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Northwind Basics/ }));
    expect(form.last()?.path).toBe('/dynamicContentFilter/filters/brand');
    expect(group(form).filters).toEqual({ category: 'apparel', brand: 'northwind-basics' });
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(group(form).filters).toEqual({ brand: 'northwind-basics' });
    expect(screen.queryByRole('button', { name: 'All categories' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All brands' }));
    expect(group(form).filters).toEqual({});
  });

  it('takes prices in rupees and stores paise; flags text that is no amount and a max under the min', () => {
    const form = renderSectionForm(productGridSchema, grid());
    const min = screen.getByLabelText('Lowest price (₹)') as HTMLInputElement;
    const max = screen.getByLabelText('Highest price (₹)') as HTMLInputElement;
    fireEvent.change(min, { target: { value: '1,499' } });
    expect(form.last()?.path).toBe('/dynamicContentFilter/filters/minPrice');
    expect(group(form).filters).toEqual({ minPrice: 149900 });
    // on its way to 4.50: the text stays as typed, the value follows
    fireEvent.change(max, { target: { value: '4.' } });
    expect(max.value).toBe('4.');
    expect(group(form).filters).toEqual({ minPrice: 149900, maxPrice: 400 });
    expect(screen.getByText(PRICE_ORDER_MESSAGE)).toBeTruthy();
    fireEvent.change(max, { target: { value: '4.5' } });
    expect(group(form).filters.maxPrice).toBe(450);
    const count = form.changes.length;
    fireEvent.change(max, { target: { value: '4.505' } });
    expect(screen.getByText(BAD_AMOUNT_MESSAGE)).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(form.changes).toHaveLength(count);
    fireEvent.change(max, { target: { value: '2000.50' } });
    expect(screen.queryByText(BAD_AMOUNT_MESSAGE)).toBeNull();
    expect(screen.queryByText(PRICE_ORDER_MESSAGE)).toBeNull();
    expect(group(form).filters).toEqual({ minPrice: 149900, maxPrice: 200050 });
    fireEvent.change(min, { target: { value: '' } });
    expect(group(form).filters).toEqual({ maxPrice: 200050 });
  });

  it('shows a stored price in rupees and follows it when it changes from outside', () => {
    const config = grid();
    config.dynamicContentFilter.filters = { minPrice: 49950 };
    const { rerender } = render(
      <SectionForm
        schema={productGridSchema}
        validators={validatorsFor(productGridSchema)}
        value={config}
        onChange={() => {}}
        idPrefix="s"
      />,
    );
    expect((screen.getByLabelText('Lowest price (₹)') as HTMLInputElement).value).toBe('499.50');
    const undone = grid();
    undone.dynamicContentFilter.filters = { minPrice: 100 };
    rerender(
      <SectionForm
        schema={productGridSchema}
        validators={validatorsFor(productGridSchema)}
        value={undone}
        onChange={() => {}}
        idPrefix="s"
      />,
    );
    expect((screen.getByLabelText('Lowest price (₹)') as HTMLInputElement).value).toBe('1');
  });

  it('sets only in stock, the sort, pagination with its page size, and the side filter', () => {
    const form = renderSectionForm(productGridSchema, grid());
    fireEvent.click(screen.getByLabelText('Only in stock'));
    expect(form.last()?.path).toBe('/dynamicContentFilter/filters/inStock');
    expect(group(form).filters).toEqual({ inStock: true });
    fireEvent.click(screen.getByLabelText('Only in stock'));
    expect(group(form).filters).toEqual({});
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priceLowToHigh' } });
    expect(form.last()?.path).toBe('/dynamicContentFilter/shortBY');
    expect(group(form).shortBY).toBe('priceLowToHigh');
    const perPage = screen.getByLabelText(/^Cards per page/);
    fireEvent.change(perPage, { target: { value: '61' } });
    expect(screen.getByText('At most 60')).toBeTruthy();
    fireEvent.change(perPage, { target: { value: '24' } });
    expect(screen.queryByText('At most 60')).toBeNull();
    expect(form.last()?.path).toBe('/dynamicContentFilter/cardPerSection');
    // without pagination the section shows a fixed number of cards
    fireEvent.click(screen.getByLabelText('Show pagination'));
    expect(screen.queryByLabelText(/^Cards per page/)).toBeNull();
    const toShow = screen.getByLabelText(/^Cards to show/) as HTMLInputElement;
    expect(toShow.value).toBe('10');
    fireEvent.change(toShow, { target: { value: '8' } });
    expect(form.last()?.path).toBe('/dynamicContentFilter/totalCardsToShow');
    fireEvent.click(screen.getByLabelText('Side filter on desktop'));
    expect(form.last()?.path).toBe('/dynamicContentFilter/showSideFilter');
    expect(group(form)).toEqual({
      filters: {},
      shortBY: 'priceLowToHigh',
      showPagination: false,
      cardPerSection: 24,
      totalCardsToShow: 8,
      showSideFilter: true,
    });
  });

  it('offers the side filter only in a section with filter controls (not the product list)', () => {
    renderSectionForm(
      productListSchema,
      defaultsFromSchema(productListSchema) as Record<string, unknown>,
    );
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByLabelText(/^Cards to show/)).toBeTruthy();
    expect(screen.queryByLabelText('Side filter on desktop')).toBeNull();
  });
});
