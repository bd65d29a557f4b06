// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_PATHS, type AdminBlogCategory } from '../../../shared/admin-content';
import { AdminApp } from '../App';
import { createFakeApi, type Recorded, TEST_BOOT } from '../test-support';
import { categoryBody } from './BlogCategoriesPage';

afterEach(cleanup);

function categoriesApi() {
  const store: AdminBlogCategory[] = [
    { _id: 'k1', key: 'news', title: 'News', position: 0, posts: 2 },
  ];
  const api = createFakeApi({
    [`GET ${ADMIN_CONTENT_PATHS.categories}`]: () => ({ data: store }),
    [`POST ${ADMIN_CONTENT_PATHS.saveCategory}`]: (req: Recorded) => {
      const b = req.body as { id?: string; key: string; title: string; position?: number };
      const c = {
        _id: b.id ?? 'k2',
        key: b.key,
        title: b.title,
        position: b.position ?? 0,
        posts: 0,
      };
      const at = store.findIndex((x) => x._id === c._id);
      if (at >= 0) store[at] = { ...c, posts: store[at]!.posts };
      else store.push(c);
      return { data: c };
    },
    [`POST ${ADMIN_CONTENT_PATHS.deleteCategory}`]: (req: Recorded) => {
      store.splice(
        store.findIndex((x) => x._id === req.params?.id),
        1,
      );
      return { data: { _id: req.params?.id } };
    },
  });
  return { api, store };
}

describe('blog categories', () => {
  it('lists categories with their post counts', async () => {
    const { api } = categoriesApi();
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/categories" />);
    const table = await screen.findByTestId('blog-categories-table');
    expect(within(table).getByText('News')).toBeTruthy();
    expect(within(table).getByText('2')).toBeTruthy();
  });

  it('adds a category with the key made from the title, after checking the fields', async () => {
    const { api, store } = categoriesApi();
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/categories" />);
    fireEvent.click(await screen.findByTestId('category-add'));
    const dialog = screen.getByTestId('category-dialog');
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByTestId('category-save'));
    expect(within(dialog).getByText('Please give a title (up to 80 characters).')).toBeTruthy();
    expect(
      within(dialog).getByText('The position is a whole number from 0 to 10000.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Tea Recipes' } });
    fireEvent.change(within(dialog).getByLabelText('Position'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByTestId('category-save'));
    await waitFor(() => expect(store).toHaveLength(2));
    expect(store[1]).toMatchObject({ key: 'tea-recipes', title: 'Tea Recipes', position: 3 });
    expect(await screen.findByText('Category “Tea Recipes” added.')).toBeTruthy();
  });

  it('edits and deletes after asking', async () => {
    const { api, store } = categoriesApi();
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/categories" />);
    fireEvent.click(await screen.findByTestId('category-edit-news'));
    const dialog = screen.getByTestId('category-dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Updates' } });
    fireEvent.click(within(dialog).getByTestId('category-save'));
    await waitFor(() => expect(store[0]!.title).toBe('Updates'));
    expect(api.calls.find((c) => c.path === ADMIN_CONTENT_PATHS.saveCategory)!.body).toEqual({
      id: 'k1',
      key: 'news',
      title: 'Updates',
      position: 0,
    });
    fireEvent.click(await screen.findByTestId('category-delete-news'));
    const confirm = screen.getByTestId('swa-confirm');
    expect(confirm.textContent).toContain('Its 2 posts stay on the blog without a category.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No blog categories yet')).toBeTruthy();
  });

  it('refuses a key the server would refuse', () => {
    expect(categoryBody({ key: 'Bad Key', title: 'x', position: '' }).errors.key).toMatch(
      /lower-case/,
    );
    expect(categoryBody({ key: '', title: 'Été', position: '' }).body.key).toBe('ete');
  });
});
