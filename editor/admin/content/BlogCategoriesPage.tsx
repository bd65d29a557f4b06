// Blog categories (/admin/blog/categories): the list with each one's posts, add and edit (key,
// title, position) in a dialog checked with the server's rules, delete after asking (its posts
// keep no category).
import { useState } from 'react';
import { formProblems } from '../../../shared/admin-api';
import {
  type AdminBlogCategory,
  BLOG_CATEGORY_KEY_MAX,
  BLOG_CATEGORY_MESSAGES,
  BLOG_CATEGORY_SCHEMA,
} from '../../../shared/admin-content';
import { slugify } from '../../../shared/admin-catalogue';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { useConfirmedAction, useFormSend } from '../forms';
import {
  Button,
  type Column,
  ConfirmDialog,
  EmptyState,
  FormDialog,
  PageHeader,
  ResourceTable,
  TextField,
  useResource,
  useToast,
} from '../ui';
import { BlogNav } from './BlogNav';
import { contentApi } from './content-api';
import { actionsColumn } from './row-actions';
import './content.css';

type Form = { key: string; title: string; position: string };

/** The form as the server reads it: key from the title when left empty, position a number. */
export function categoryBody(form: Form): {
  body: { key: string; title: string; position?: number };
  errors: Record<string, string>;
} {
  const key = form.key.trim() || slugify(form.title, BLOG_CATEGORY_KEY_MAX);
  const position = form.position.trim();
  const body = {
    key,
    title: form.title.trim(),
    ...(position ? { position: /^\d+$/.test(position) ? Number(position) : NaN } : {}),
  };
  const errors = formProblems(BLOG_CATEGORY_SCHEMA, body, BLOG_CATEGORY_MESSAGES);
  return { body, errors };
}

export function BlogCategoriesPage() {
  const api = contentApi(useAdminApi());
  const toast = useToast();
  const res = useResource('blog-categories', () => api.categories());
  const [editing, setEditing] = useState<AdminBlogCategory | 'new' | null>(null);
  const deletion = useConfirmedAction<AdminBlogCategory>({
    run: (c) => api.deleteCategory(c._id),
    done: 'Category deleted.',
    after: res.reload,
  });
  const deleting = deletion.target;

  const columns: Column<AdminBlogCategory>[] = [
    { key: 'title', header: 'Title', primary: true, cell: (c) => c.title },
    { key: 'key', header: 'Key', cell: (c) => <span className="swa-mono">{c.key}</span> },
    { key: 'position', header: 'Position', align: 'right', cell: (c) => c.position },
    { key: 'posts', header: 'Posts', align: 'right', cell: (c) => c.posts },
    actionsColumn(
      (c) => (
        <Button size="small" onClick={() => setEditing(c)} data-testid={`category-edit-${c.key}`}>
          Edit
        </Button>
      ),
      deletion,
      (c) => `category-delete-${c.key}`,
    ),
  ];

  return (
    <>
      <PageHeader
        title="Blog categories"
        description={res.data ? plural(res.data.length, 'category', 'categories') : undefined}
        actions={
          <Button variant="primary" onClick={() => setEditing('new')} data-testid="category-add">
            Add category
          </Button>
        }
      />
      <BlogNav />
      <ResourceTable
        resource={res}
        empty={
          <EmptyState
            title="No blog categories yet"
            action={<Button onClick={() => setEditing('new')}>Add category</Button>}
          >
            Categories let readers filter your blog (News, Recipes…).
          </EmptyState>
        }
        caption="Blog categories in their order"
        testId="blog-categories-table"
        columns={columns}
        rowKey={(c) => c._id}
      />
      {editing ? (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          nextPosition={(res.data ?? []).reduce((m, c) => Math.max(m, c.position + 1), 0)}
          onClose={() => setEditing(null)}
          onSaved={(c, created) => {
            toast(created ? `Category “${c.title}” added.` : 'Category saved.');
            setEditing(null);
            res.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete “${deleting?.title ?? ''}”?`}
        message={
          deleting && deleting.posts > 0
            ? `Its ${plural(deleting.posts, 'post')} stay on the blog without a category.`
            : 'No post is in this category.'
        }
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}

function CategoryDialog({
  category,
  nextPosition,
  onClose,
  onSaved,
}: {
  category: AdminBlogCategory | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: (c: AdminBlogCategory, created: boolean) => void;
}) {
  const api = contentApi(useAdminApi());
  const [form, setForm] = useState<Form>(() => ({
    key: category?.key ?? '',
    title: category?.title ?? '',
    position: String(category?.position ?? nextPosition),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, send } = useFormSend(setErrors);

  const save = async () => {
    const { body, errors: found } = categoryBody(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      const saved = await api.saveCategory(category ? { id: category._id, ...body } : body);
      onSaved(saved, !category);
    });
  };

  return (
    <FormDialog
      title={category ? `Edit “${category.title}”` : 'Add a blog category'}
      onClose={onClose}
      testId="category-dialog"
      busy={busy}
      onSave={save}
      saveTestId="category-save"
    >
      <TextField
        label="Title"
        value={form.title}
        maxLength={80}
        error={errors.title}
        onChange={(title) => setForm((f) => ({ ...f, title }))}
        data-autofocus
      />
      <TextField
        label="Key"
        value={form.key}
        maxLength={BLOG_CATEGORY_KEY_MAX}
        error={errors.key}
        placeholder={slugify(form.title, BLOG_CATEGORY_KEY_MAX) || 'made from the title'}
        hint="Used in the blog’s filter and links. Leave empty to make it from the title."
        onChange={(key) => setForm((f) => ({ ...f, key }))}
      />
      <TextField
        label="Position"
        value={form.position}
        inputMode="numeric"
        error={errors.position}
        hint="Lower numbers come first in the blog’s filter."
        onChange={(position) => setForm((f) => ({ ...f, position }))}
      />
    </FormDialog>
  );
}
