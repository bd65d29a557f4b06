// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../../schemas/defaults';
import { blogListSchema, type BlogListConfig } from '../../../schemas/sections/blog-list';
import { createFakeSources, renderSectionForm } from '../test-support';
import { createPickerSources, type InspectorSources } from '../sources';

const blogList = () => defaultsFromSchema(blogListSchema) as BlogListConfig;
const catalogue = {
  'blog-categories': [
    { id: 'k1', title: 'Travel notes', path: 'travel' },
    { id: 'k2', title: 'Craft', path: 'craft' },
  ],
  categories: [{ id: 'c1', title: 'Apparel', path: 'apparel' }],
};

afterEach(cleanup);

describe('BlogContentFilterField', () => {
  it("searches the blog's categories (search/model/blog-categories), not the catalogue's", async () => {
    const asked: string[] = [];
    const sources: InspectorSources = {
      ...createFakeSources().sources,
      search: async (kind) => {
        asked.push(kind);
        return [];
      },
    };
    await createPickerSources(sources).blogCategory.search('tr');
    expect(asked).toEqual(['blog-categories']);
  });

  it('adds picked category keys, removes them, and edits sort and page size as one group', async () => {
    const { sources } = createFakeSources({ catalogue });
    const form = renderSectionForm(blogListSchema, blogList(), sources);
    const group = () =>
      form.last()?.value.dynamicContentFilter as BlogListConfig['dynamicContentFilter'];
    const picker = screen.getByRole('combobox', { name: 'Categories' });
    expect(picker.getAttribute('placeholder')).toBe('Search blog categories');
    expect(screen.queryByRole('option', { name: /Apparel/ })).toBeNull();
    fireEvent.focus(picker);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Travel notes/ }));
    expect(form.last()?.path).toBe('/dynamicContentFilter/filters/category');
    expect(group().filters).toEqual({ category: ['travel'] });
    fireEvent.focus(picker);
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Craft/ }));
    expect(group().filters).toEqual({ category: ['travel', 'craft'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Travel notes' }));
    expect(group().filters).toEqual({ category: ['craft'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Craft' }));
    expect(group().filters).toEqual({});
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(group().shortBY).toBe('newest');
    fireEvent.change(screen.getByLabelText(/^Posts per page/), { target: { value: '6' } });
    expect(group().cardPerSection).toBe(6);
    fireEvent.click(screen.getByLabelText('Show pagination'));
    expect(screen.getByLabelText(/^Posts to show/)).toBeTruthy();
  });

  it('says it is off while the list is not filled from the blog', () => {
    renderSectionForm(blogListSchema, { ...blogList(), showDynamicContent: false });
    expect(screen.getByTestId('s_dynamicContentFilter-dynamic-off').textContent).toContain(
      'Turn on “Fill from the blog”',
    );
    expect(screen.queryByRole('combobox', { name: 'Categories' })).toBeNull();
  });
});
