// The owner's categories: the tree (indented, with product counts), add and edit in a dialog
// (title, slug, parent, description, image, position), and delete, which the server refuses
// with its reason while the category has subcategories or products.
import Ajv from 'ajv';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { TaxClassFields } from './TaxClassFields';
import {
  type AdminCategoryNode,
  CATEGORY_FIELD_MESSAGES,
  type CategoryForm,
  categoryFormSchema,
  type FieldErrors,
  formFieldErrors,
  slugify,
  SLUG_MAX,
} from '../../../shared/admin-catalogue';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { plural } from '../format';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FormDialog,
  ImageChoice,
  ImagePickerDialog,
  LoadingState,
  Options,
  PageHeader,
  Panel,
  SelectField,
  TextField,
  TextareaField,
  useResource,
  useToast,
} from '../ui';
import { catalogueApi } from './catalogue-api';
import { branchIds, categoryOptions, flattenTree } from './category-options';
import './catalogue.css';

const checkForm = new Ajv({ allErrors: true, strict: true }).compile<CategoryForm>(
  categoryFormSchema,
);

type Editing = { node: AdminCategoryNode | null; parentId: string | null };

export function CategoriesPage() {
  const api = catalogueApi(useAdminApi());
  const toast = useToast();
  const res = useResource('categories', () => api.categories());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<AdminCategoryNode | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const flat = useMemo(() => flattenTree(res.data ?? []), [res.data]);

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await api.deleteCategory(removing._id);
      toast(`${removing.title} deleted.`, 'success');
      setRemoving(null);
      res.reload();
    } catch (err) {
      // The server says why not (subcategories or products left): shown in the dialog.
      setRefusal(errorText(err));
    } finally {
      setRemoveBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Categories"
        description={res.data ? plural(flat.length, 'category', 'categories') : undefined}
        actions={
          <Button variant="primary" onClick={() => setEditing({ node: null, parentId: null })}>
            Add category
          </Button>
        }
      />
      {res.status === 'error' && !res.data ? (
        <ErrorState error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <LoadingState />
      ) : flat.length === 0 ? (
        <EmptyState title="No categories yet">
          Categories group your products into pages like /c/bed-linen and the shop’s menu.
        </EmptyState>
      ) : (
        <Panel className="swc-tree-panel">
          <ul className="swc-tree" aria-label="Categories" data-testid="swc-category-tree">
            {flat.map(({ node, depth }) => (
              <li
                key={node._id}
                className="swc-tree-row"
                style={{ '--depth': depth } as React.CSSProperties}
              >
                <div className="swc-tree-main">
                  <span className="swc-tree-title">
                    {depth > 0 ? (
                      <span className="swc-tree-branch" aria-hidden="true">
                        └
                      </span>
                    ) : null}
                    {node.title}
                  </span>
                  <span className="swa-muted swa-small">/c/{node.slug}</span>
                </div>
                <Link
                  className="swc-tree-count"
                  to={`/admin/products?category=${encodeURIComponent(node.slug)}`}
                >
                  {plural(node.productCount, 'product')}
                </Link>
                <div className="swc-tree-actions">
                  <Button
                    size="small"
                    onClick={() => setEditing({ node, parentId: node.parentId })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Add a category under ${node.title}`}
                    onClick={() => setEditing({ node: null, parentId: node._id })}
                  >
                    + Sub
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => {
                      setRefusal(null);
                      setRemoving(node);
                    }}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {editing ? (
        <CategoryDialog
          editing={editing}
          tree={res.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            toast(created ? `${saved.title} added.` : `${saved.title} saved.`, 'success');
            setEditing(null);
            res.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete ${removing?.title ?? 'this category'}?`}
        message={
          refusal ? (
            <p className="swa-field-error" role="alert" data-testid="swc-delete-refusal">
              {refusal}
            </p>
          ) : (
            `The page /c/${removing?.slug ?? ''} goes away. Categories with subcategories or products cannot be deleted.`
          )
        }
        confirmLabel="Delete"
        destructive
        busy={removeBusy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function CategoryDialog({
  editing,
  tree,
  onClose,
  onSaved,
}: {
  editing: Editing;
  tree: AdminCategoryNode[];
  onClose: () => void;
  onSaved: (saved: AdminCategoryNode, created: boolean) => void;
}) {
  const api = catalogueApi(useAdminApi());
  const { node } = editing;
  const [form, setForm] = useState<CategoryForm>(() => ({
    ...(node ? { id: node._id } : {}),
    title: node?.title ?? '',
    slug: node?.slug ?? '',
    parentId: editing.parentId,
    description: node?.description ?? '',
    image: node?.image ?? null,
    position: node?.position ?? 0,
    tax: node?.tax ?? { hsn: '', rate: null },
  }));
  const [slugTouched, setSlugTouched] = useState(Boolean(node));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  // A category cannot move under itself or its own subcategories.
  const parents = useMemo(() => {
    const own = node ? branchIds(node) : new Set<string>();
    return flattenTree(tree).filter((c) => !own.has(c.node._id));
  }, [tree, node]);

  const save = async () => {
    const found = checkForm(form) ? {} : formFieldErrors(checkForm.errors, CATEGORY_FIELD_MESSAGES);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await api.saveCategory(form), !node);
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? ((err.body as { fieldErrors?: FieldErrors } | null)?.fieldErrors ?? null)
          : null;
      if (fields) setErrors(fields);
      else setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog
        // Hidden while the image picker (a dialog of its own) is open; its state stays.
        open={!picking}
        title={node ? `Edit ${node.title}` : 'Add a category'}
        onClose={onClose}
        testId="swc-category-dialog"
        busy={busy}
        onSave={save}
        saveLabel={node ? 'Save' : 'Add category'}
        lockWhileBusy
      >
        <TextField
          label="Title"
          value={form.title}
          maxLength={100}
          error={errors.title}
          data-autofocus
          onChange={(title) =>
            setForm((f) => ({
              ...f,
              title,
              ...(slugTouched ? {} : { slug: slugify(title, SLUG_MAX) }),
            }))
          }
        />
        <TextField
          label="Slug"
          value={form.slug}
          maxLength={SLUG_MAX}
          error={errors.slug}
          hint={`Its page: /c/${form.slug || '…'}`}
          onChange={(slug) => {
            setSlugTouched(true);
            setForm((f) => ({ ...f, slug }));
          }}
        />
        <SelectField
          label="Parent"
          error={errors.parentId}
          value={form.parentId ?? ''}
          onChange={(text) => setForm((f) => ({ ...f, parentId: text || null }))}
        >
          <Options none="None (top level)" options={categoryOptions(parents, (n) => n._id)} />
        </SelectField>
        <TextareaField
          label="Description"
          error={errors.description}
          rows={3}
          maxLength={2000}
          value={form.description}
          onChange={(text) => setForm((f) => ({ ...f, description: text }))}
        />
        <div className="swa-field">
          <span className="swc-label">Image</span>
          <ImageChoice
            className="swc-category-image"
            src={form.image}
            width={64}
            height={64}
            empty="None"
            onChoose={() => setPicking(true)}
            onRemove={() => setForm((f) => ({ ...f, image: null }))}
            error={errors.image}
          />
        </div>
        <TextField
          label="Position"
          type="number"
          min={0}
          max={10000}
          step={1}
          value={String(form.position)}
          error={errors.position}
          hint="Lower comes first among its siblings."
          onChange={(text) => setForm((f) => ({ ...f, position: text === '' ? 0 : Number(text) }))}
        />
        <TaxClassFields
          value={form.tax ?? { hsn: '', rate: null }}
          onChange={(tax) => setForm((f) => ({ ...f, tax }))}
          errors={errors}
          inherited="its products carry no HSN code, at 18 %, unless they set their own"
          inheritedRate={18}
        />
        {problem ? (
          <p className="swa-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </FormDialog>
      <ImagePickerDialog
        open={picking}
        title="Category image"
        onClose={() => setPicking(false)}
        onPick={(item) => setForm((f) => ({ ...f, image: item.url }))}
      />
    </>
  );
}
