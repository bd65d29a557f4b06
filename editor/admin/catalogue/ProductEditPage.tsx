// One product for the owner (/admin/products/:id, `new` for a new one): name, path, status,
// categories and brand; the description in markdown with a live preview (marked, then DOMPurify
// with the server's rules); images from uploads; the variants; search-engine title and
// description with counts and a result preview. Checked with the server's schema before it is
// sent; saved with a toast; leaving with unsaved changes asks first.
import { useMemo } from 'react';
import {
  type AdminBrand,
  type AdminCategoryNode,
  type AdminProduct,
  MAX_MEDIA,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  slugify,
} from '../../../shared/admin-catalogue';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { EditLoader, EditScreen } from '../EditScreen';
import { SeoPanel } from '../SeoPanel';
import { TaxClassFields } from './TaxClassFields';
import { SlugField, slugOf } from '../SlugField';
import { useEditForm } from '../use-edit-form';
import { labelled, MarkdownField, Options, optionsOf, Panel, SelectField, TextField } from '../ui';
import { catalogueApi } from './catalogue-api';
import { categoryOptions, flattenTree } from './category-options';
import { MediaEditor } from './MediaEditor';
import { OptionsEditor } from './OptionsEditor';
import {
  checkDraft,
  clip,
  draftOf,
  emptyDraft,
  isDirty,
  plainText,
  withDraftOptions,
} from './product-draft';
import { StatusPill } from './StatusPill';
import { VariantsEditor } from './VariantsEditor';
import './catalogue.css';

const BACK = { to: '/admin/products', label: 'Products' };

export function ProductEditPage() {
  const api = catalogueApi(useAdminApi());
  return (
    <EditLoader
      load={(id) =>
        Promise.all([id ? api.product(id) : Promise.resolve(null), api.categories(), api.brands()])
      }
      title="Product"
      back={BACK}
    >
      {([product, tree, brands]) => (
        <ProductEditor key={product?._id ?? 'new'} product={product} tree={tree} brands={brands} />
      )}
    </EditLoader>
  );
}

function ProductEditor({
  product,
  tree,
  brands,
}: {
  product: AdminProduct | null;
  tree: AdminCategoryNode[];
  brands: AdminBrand[];
}) {
  const api = catalogueApi(useAdminApi());
  const boot = useAdminBoot();
  const form = useEditForm({
    item: product,
    empty: emptyDraft,
    draftOf,
    isDirty,
    check: (d) => {
      const { form: input, errors } = checkDraft(d);
      return { input, errors };
    },
    send: (input) => api.saveProduct(input),
    savedText: (_next, created) => (created ? 'Product created.' : 'Product saved.'),
    pathOf: (next) => `/admin/products/${next._id}`,
    remove: async (saved) =>
      (await api.deleteProduct(saved._id)).outcome === 'archived'
        ? 'Orders hold this product, so it was archived instead of deleted.'
        : 'Product deleted.',
    listPath: '/admin/products',
  });
  const { draft, patch, field, errors, saved } = form;
  const categories = useMemo(() => flattenTree(tree), [tree]);

  const seoTitle = draft.seo.title.trim() || draft.name.trim() || 'Product name';
  const seoText =
    draft.seo.description.trim() || clip(plainText(draft.description), SEO_DESCRIPTION_MAX);
  const path = slugOf('product', draft.path, slugify(draft.name));
  const mediaErrors: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = /^media\.(\d+)/.exec(field);
    if (m) mediaErrors[Number(m[1])] = message;
  }

  return (
    <EditScreen
      form={form}
      title={saved ? saved.name : 'New product'}
      back={BACK}
      status={saved ? <StatusPill status={saved.status} /> : null}
      view={
        saved?.status === 'active' ? { href: `/p/${saved.path}`, label: 'View in the shop' } : null
      }
      saveTestId="swc-save"
      main={
        <>
          <Panel title="Product">
            <TextField label="Name" maxLength={200} {...field('name')} />
            <SlugField
              kind="product"
              made={slugify(draft.name)}
              {...(saved ? { live: saved.path } : {})}
              {...field('path')}
            />
          </Panel>
          <Panel title="Description">
            <MarkdownField previewTestId="swc-description-preview" {...field('description')} />
          </Panel>
          <Panel title="Images">
            <MediaEditor
              media={draft.media}
              max={MAX_MEDIA}
              errors={mediaErrors}
              onChange={(media) => patch({ media })}
            />
            {errors.media ? <p className="swa-field-error">{errors.media}</p> : null}
          </Panel>
          <Panel title="Options">
            <OptionsEditor
              options={draft.options}
              errors={errors}
              onChange={(options, rename) => patch(withDraftOptions(draft, options, rename))}
            />
          </Panel>
          <Panel title="Variants">
            <VariantsEditor
              variants={draft.variants}
              options={draft.options}
              media={draft.media}
              errors={errors}
              onChange={(variants) => patch({ variants })}
            />
          </Panel>
        </>
      }
      side={
        <>
          <Panel title="Organisation">
            <SelectField label="Status" {...field('status')}>
              <Options options={labelled(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS)} />
            </SelectField>
            <SelectField
              label="Category"
              hint="The category its card shows."
              {...field('category')}
            >
              <Options none="No category" options={categoryOptions(categories, (n) => n.slug)} />
            </SelectField>
            {categories.length > 1 ? (
              <fieldset className="swc-also" disabled={!draft.category}>
                <legend>Also listed in</legend>
                <div className="swc-also-list">
                  {categories
                    .filter((c) => c.node.slug !== draft.category)
                    .map((c) => (
                      <label key={c.node._id} style={{ paddingLeft: `${c.depth * 16}px` }}>
                        <input
                          type="checkbox"
                          checked={draft.categories.includes(c.node.slug)}
                          onChange={(e) =>
                            patch({
                              categories: e.target.checked
                                ? [...draft.categories, c.node.slug]
                                : draft.categories.filter((s) => s !== c.node.slug),
                            })
                          }
                        />
                        {c.node.title}
                      </label>
                    ))}
                </div>
                {errors.categories ? <p className="swa-field-error">{errors.categories}</p> : null}
              </fieldset>
            ) : null}
            <SelectField label="Brand" {...field('brand')}>
              <Options none="No brand" options={optionsOf(brands, 'slug', 'name')} />
            </SelectField>
          </Panel>
          <Panel title="Tax (GST)" testId="swc-product-tax">
            <TaxClassFields
              value={draft.tax ?? { hsn: '', rate: null }}
              onChange={(tax) => patch({ tax })}
              errors={errors}
              {...inheritedTax(categories.find((c) => c.node.slug === draft.category)?.node)}
            />
          </Panel>
          <SeoPanel
            seo={draft.seo}
            errors={errors}
            hints={{
              title: `${draft.seo.title.length} of ${SEO_TITLE_MAX} characters. Empty: the product name.`,
              description: `${draft.seo.description.length} of ${SEO_DESCRIPTION_MAX} characters. Empty: the start of the description.`,
            }}
            onChange={(seo) => patch({ seo })}
          >
            <div className="swc-serp" aria-label="Search result preview" data-testid="swc-serp">
              <p className="swc-serp-url">
                {boot.workspace.domain} › p › {path}
              </p>
              <p className="swc-serp-title">{clip(seoTitle, 60)}</p>
              <p className="swc-serp-text">{seoText || 'The description appears here.'}</p>
            </div>
          </SeoPanel>
        </>
      }
      confirm={{
        title: `Delete ${saved?.name ?? 'this product'}?`,
        message: saved?.hasOrders
          ? 'Orders hold this product, so it will be archived: it leaves the shop and the orders keep it.'
          : 'The product and its variants are deleted for good; bags and wishlists lose them.',
        confirmLabel: saved?.hasOrders ? 'Archive' : 'Delete',
      }}
    />
  );
}

/** What a product's empty tax fields mean: its category's code and rate, else the default. */
function inheritedTax(
  category: { title: string; tax: { hsn: string; rate: number | null } } | undefined,
) {
  const rate = category?.tax.rate ?? 18;
  if (!category || (!category.tax.hsn && category.tax.rate === null))
    return { inherited: 'no HSN code, 18 %', inheritedRate: rate };
  const hsn = category.tax.hsn ? `HSN ${category.tax.hsn}` : 'no HSN code';
  return { inherited: `as ${category.title}: ${hsn}, ${rate} %`, inheritedRate: rate };
}
