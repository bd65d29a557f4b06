// The catalogue's input and outcome shapes: what the seed, tests and the admin hand the repo,
// and what it answers.
import type { ListingFilters, ProductMedia } from '../../shared/catalogue';
import type { ProductOption } from '../../shared/product-options';
import type {
  AdminCategoryNode,
  AdminProduct,
  FieldErrors,
  ProductForm,
} from '../../shared/admin-catalogue';

/** A category to create; `parentSlug` names an existing category of the same workspace. */
export type NewCategory = {
  slug: string;
  title: string;
  parentSlug?: string;
  description?: string;
  image?: string | null;
  position?: number;
};

export type NewBrand = { slug: string; name: string };

/** A variant to create. Money in minor units; `mrp` null when there is no list price. */
export type NewVariant = {
  /** 'M / Indigo'; empty for a product with one variant. */
  title?: string;
  options?: Record<string, string>;
  sku?: string;
  price: number;
  mrp: number | null;
  stock: number;
  /** One of the product's media urls. */
  image?: string | null;
};

/**
 * A product to create. `categorySlugs[0]` is the category its card shows; it is listed under
 * every one of them and all their ancestors. `description` is markdown.
 */
export type NewProduct = {
  path: string;
  name: string;
  brandSlug?: string;
  categorySlugs: string[];
  description: string;
  media: ProductMedia[];
  /** Size × Colour; the variants' `options` are combinations of their values. */
  options?: ProductOption[];
  variants: NewVariant[];
  reviewCount?: number;
  /** Sum of the star ratings (1 to 5 each). */
  ratingTotal?: number;
};

export type CreatedProduct = {
  id: string;
  path: string;
  seq: number;
  defaultVariantId: string;
  /** In the order given. */
  variantIds: string[];
};

/** A category as the category page and its breadcrumbs need it. */
export type CategoryDetail = {
  _id: string;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  /** Slugs from the root, joined by '/'. */
  path: string;
  parentSlug: string | null;
  /** Root-first ancestors and the category itself; `path` is each one's slug. */
  breadcrumbs: { title: string; path: string }[];
};

export type CatalogueSitemap = {
  products: { path: string; updatedAt: string }[];
  categories: { slug: string }[];
};

/** A listing request: the filters, sort and page of shared/catalogue's ListingState, and a size. */
export type ListingRequestInput = {
  filters?: ListingFilters;
  sort?: string;
  page?: number;
  size?: number;
};

// ---- the owner's admin (docs/api.md, "Admin API: catalogue") ----

/** A product as the admin saves it: the form checked by its schema, its media resolved. */
export type ProductWrite = Omit<ProductForm, 'media'> & { media: ProductMedia[] };

/** What a refused admin write answers: a status and either field errors or one message. */
export type AdminRefusal = {
  ok: false;
  status: 400 | 404 | 409;
  message?: string;
  fieldErrors?: FieldErrors;
};

export type ProductSaveOutcome =
  { ok: true; product: AdminProduct; created: boolean; oldPath: string | null } | AdminRefusal;

export type CategorySaveOutcome = { ok: true; category: AdminCategoryNode } | AdminRefusal;
