import type { Generated } from 'kysely';

/** Row types. JSON documents are stored as text so one code path serves SQLite and PostgreSQL. */
export interface WorkspacesTable {
  id: string;
  slug: string;
  /** Host name without port that selects this workspace (shop.localhost, example.com). */
  domain: string;
  name: string;
  /** JSON: { defaultCurrency, … } */
  settings: string;
  created_at: string;
}

export interface SitesTable {
  workspace_id: string;
  /** JSON SiteDocument being edited. */
  draft: string;
  /** JSON SiteDocument visitors see. */
  published: string;
  updated_at: string;
}

export interface PagesTable {
  id: string;
  workspace_id: string;
  /** Normalized: '/' for the root page, else '/a/b' without a trailing slash. */
  path: string;
  /** JSON PageDocument being edited. */
  draft: string;
  /** JSON PageDocument visitors see; null until first publish. */
  published: string | null;
  published_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface PageVersionsTable {
  id: Generated<number>;
  workspace_id: string;
  page_id: string;
  version: number;
  document: string;
  published_at: string;
  published_by: string | null;
}

/** A section saved to be placed on many pages (migration 0008); configs are JSON text. */
export interface ReusableSectionsTable {
  id: string;
  workspace_id: string;
  name: string;
  type: string;
  draft: string;
  published: string | null;
  published_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReusableSectionVersionsTable {
  id: Generated<number>;
  workspace_id: string;
  reusable_id: string;
  version: number;
  document: string;
  published_at: string;
  published_by: string | null;
}

export type UserType = 'OWNER' | 'STAFF' | 'CUSTOMER';

export interface UsersTable {
  id: string;
  workspace_id: string;
  /** Trimmed and lower-cased; unique per workspace. */
  email: string;
  /** argon2id encoded hash; null for an account without a password. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  user_type: UserType;
  mobile: string | null;
  calling_code: string | null;
  /** 'MALE' | 'FEMALE' | 'OTHER' */
  gender: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  profile_pic: string | null;
  created_at: string;
  updated_at: string;
}

export type SessionKind = 'owner' | 'customer';

export interface SessionsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  /** SHA-256 (base64url) of the opaque token; the token itself is never stored. */
  token_hash: string;
  kind: SessionKind;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type CodePurpose = 'signup' | 'signin' | 'reset' | 'first-login';

export interface OneTimeCodesTable {
  id: string;
  /** Null for platform-level codes (owner registration). */
  workspace_id: string | null;
  email: string;
  purpose: CodePurpose;
  /** HMAC-SHA-256 (server pepper) of the code, bound to purpose, workspace and email. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when a newer code replaced it or after too many wrong tries. */
  voided_at: string | null;
}

export interface UploadsTable {
  id: string;
  workspace_id: string;
  /** Who uploaded it; null once that account is deleted. */
  user_id: string | null;
  /** The original file name, trimmed to 200 characters. */
  name: string;
  /** Of the original, after auto-rotation. */
  width: number;
  height: number;
  /** Size of the uploaded file. */
  bytes: number;
  /** JSON UploadVariant[] ({ width, height, bytes }) of the stored WebP files, narrowest first. */
  variants: string;
  created_at: string;
}

/** Every publish of a site document; version 1 is what the site had when versions began. */
export interface SiteVersionsTable {
  id: Generated<number>;
  workspace_id: string;
  version: number;
  document: string;
  published_at: string;
  /** The publishing user's id; null for the seed, sign-up's starter site and migration. */
  published_by: string | null;
}

/** A node of the category tree; `slug` is unique in the workspace, `path` is slugs from the root. */
export interface CategoriesTable {
  id: string;
  workspace_id: string;
  parent_id: string | null;
  slug: string;
  path: string;
  title: string;
  description: Generated<string>;
  image: string | null;
  position: Generated<number>;
  created_at: string;
  /** The HSN code its products default to (migration 0015), or null. */
  hsn_code: string | null;
  /** The GST rate in per cent its products default to, or null. */
  gst_rate: number | null;
}

export interface BrandsTable {
  id: string;
  workspace_id: string;
  slug: string;
  name: string;
  created_at: string;
}

/**
 * A product; price, mrp and in_stock are its default variant's (what cards show), kept by the
 * catalogue repo with product_listing. Money in the currency's smallest unit.
 */
export interface ProductsTable {
  id: string;
  workspace_id: string;
  path: string;
  name: string;
  name_key: string;
  brand_id: string | null;
  category_id: string | null;
  description: Generated<string>;
  description_html: Generated<string>;
  /** JSON ProductMedia[] in display order. */
  media: Generated<string>;
  default_variant_id: string | null;
  price: number;
  mrp: number | null;
  /** 1 when any variant has stock, else 0. */
  in_stock: number;
  review_count: Generated<number>;
  rating_total: Generated<number>;
  seq: number;
  status: Generated<string>;
  /** JSON { title?, description? } for search engines. */
  seo: Generated<string>;
  /** JSON ProductOption[] (shared/product-options); '[]': free-text variants. */
  options: Generated<string>;
  created_at: string;
  updated_at: string;
  /** HSN code (migration 0015); null: the category's. */
  hsn_code: string | null;
  /** GST rate in per cent; null: the category's. */
  gst_rate: number | null;
}

/** What a cart line or wishlist entry holds (productVariantId). */
export interface ProductVariantsTable {
  id: string;
  workspace_id: string;
  product_id: string;
  title: Generated<string>;
  /** JSON { optionName: value }. */
  options: Generated<string>;
  sku: Generated<string>;
  price: number;
  mrp: number | null;
  stock: number;
  position: Generated<number>;
  /** One of the product's media urls, shown when the variant is picked. */
  image: string | null;
  created_at: string;
  /** Grams (migration 0013), for shipping by weight; 0 when not given. */
  weight_grams: Generated<number>;
}

/** A product under one category (or '' for the whole catalogue) with its sort and filter keys. */
export interface ProductListingTable {
  workspace_id: string;
  category_id: string;
  product_id: string;
  price: number;
  name_key: string;
  seq: number;
  brand_id: string | null;
  in_stock: number;
}

export interface CartItemsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  variant_id: string;
  quantity: number;
  created_at: string;
  updated_at: string;
}

export interface WishlistItemsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  variant_id: string;
  created_at: string;
}

export interface AddressesTable {
  id: string;
  workspace_id: string;
  user_id: string;
  name: string;
  phone: string;
  line1: string;
  line2: Generated<string>;
  landmark: Generated<string>;
  city: string;
  state: string;
  pincode: string;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An order; `status` changes only through server/orders/states.ts. Money in minor units. */
export interface OrdersTable {
  id: string;
  workspace_id: string;
  number: number;
  user_id: string | null;
  customer_email: string;
  customer_name: string;
  status: string;
  currency: string;
  subtotal: number;
  shipping: number;
  /** The order's discount (migration 0010): subtotal - discount + shipping + cod_fee = total. */
  discount: Generated<number>;
  /** The code that gave the discount, or null (an automatic discount or none). */
  discount_code: string | null;
  /** Cash on delivery's fee, 0 for other ways to pay. */
  cod_fee: Generated<number>;
  /** GST added on top (migration 0016): 0 when prices include it. Part of total. */
  tax: Generated<number>;
  /** 1 when the order's prices included GST (every order before 0016), 0 when it was added. */
  prices_include_tax: Generated<number>;
  /** Shipping's (and the fee's) GST rate when tax was added, else null. */
  shipping_gst_rate: number | null;
  total: number;
  item_count: number;
  /** JSON OrderAddress snapshot. */
  address: string;
  gateway: string;
  transaction_id: string;
  /** While PLACED: when the reserved stock goes back. */
  reserved_until: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: string;
  workspace_id: string;
  order_id: string;
  product_id: string;
  variant_id: string;
  name: string;
  variant_title: Generated<string>;
  path: string;
  /** JSON ProductMedia or null. */
  image: string | null;
  price: number;
  mrp: number | null;
  quantity: number;
  /** This line's share of the order's discount (minor units, migration 0010). */
  discount: Generated<number>;
  /** GST added on this line after its discount share (migration 0016; 0 when included). */
  tax: Generated<number>;
  /** The line's GST rate when tax was added (migration 0016), else null. */
  gst_rate: number | null;
}

export interface OrderEventsTable {
  id: Generated<number>;
  workspace_id: string;
  order_id: string;
  event: string;
  from_status: string | null;
  to_status: string;
  actor: string;
  actor_id: string | null;
  note: Generated<string>;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  workspace_id: string;
  order_id: string;
  gateway: string;
  gateway_order_id: string;
  gateway_payment_id: string | null;
  amount: number;
  currency: string;
  status: string;
  refund_id: string | null;
  refunded_amount: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProductReviewsTable {
  id: string;
  workspace_id: string;
  product_id: string;
  variant_id: string;
  order_id: string;
  user_id: string | null;
  author_name: string;
  rating: number;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrderCountersTable {
  workspace_id: string;
  last_number: number;
}

export interface WorkspaceSecretsTable {
  workspace_id: string;
  name: string;
  sealed: string;
  updated_at: string;
}

export interface BlogCategoriesTable {
  id: string;
  workspace_id: string;
  key: string;
  title: string;
  position: Generated<number>;
  created_at: string;
}

/** A post; `status` 'draft' or 'published' (scheduled: published with a future published_at). */
export interface BlogPostsTable {
  id: string;
  workspace_id: string;
  slug: string;
  title: string;
  title_key: string;
  short_description: Generated<string>;
  body_md: Generated<string>;
  body_html: Generated<string>;
  image: string | null;
  image_alt: Generated<string>;
  /** JSON string[] */
  tags: Generated<string>;
  category_id: string | null;
  author_name: Generated<string>;
  author_thumb: string | null;
  author_subtitle: Generated<string>;
  status: Generated<string>;
  published_at: string | null;
  /** JSON { title?, description? } */
  seo: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface BlogCommentsTable {
  id: string;
  workspace_id: string;
  post_id: string;
  user_id: string | null;
  author_name: string;
  author_thumb: string | null;
  comment: string;
  status: Generated<string>;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: string;
  workspace_id: string;
  email: string;
  status: string;
  unsubscribe_reason: Generated<string>;
  token_hash: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewsletterBroadcastsTable {
  id: string;
  workspace_id: string;
  subject: string;
  body_md: string;
  recipients: number;
  sent_by: string | null;
  created_at: string;
}

export interface EnquiriesTable {
  id: string;
  workspace_id: string;
  customer_name: string;
  customer_contact: string;
  customer_email: string;
  message: string;
  status: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface RedirectsTable {
  id: string;
  workspace_id: string;
  from_path: string;
  to_target: string;
  status: number;
  automatic: number;
  created_at: string;
  updated_at: string;
}

/** A discount code (code set) or an automatic discount (code null); migration 0014. */
export interface DiscountsTable {
  id: string;
  workspace_id: string;
  code: string | null;
  /** The code upper-cased: unique per workspace, what a shopper's code is matched by. */
  code_key: string | null;
  title: string;
  kind: string;
  value: number;
  min_subtotal: Generated<number>;
  starts_at: string;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  scope: Generated<string>;
  /** JSON string[]: category or product ids. */
  scope_ids: Generated<string>;
  first_order_only: Generated<number>;
  paused: Generated<number>;
  /** Live uses (released ones not counted). */
  used: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One order's use of a discount; released when an unpaid order gives it back. */
export interface DiscountUsesTable {
  id: string;
  workspace_id: string;
  discount_id: string;
  order_id: string;
  user_id: string | null;
  amount: number;
  order_total: number;
  released_at: string | null;
  created_at: string;
}

export interface Database {
  workspaces: WorkspacesTable;
  sites: SitesTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  uploads: UploadsTable;
  site_versions: SiteVersionsTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  product_listing: ProductListingTable;
  cart_items: CartItemsTable;
  wishlist_items: WishlistItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  payments: PaymentsTable;
  product_reviews: ProductReviewsTable;
  order_counters: OrderCountersTable;
  workspace_secrets: WorkspaceSecretsTable;
  blog_categories: BlogCategoriesTable;
  blog_posts: BlogPostsTable;
  blog_comments: BlogCommentsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_broadcasts: NewsletterBroadcastsTable;
  enquiries: EnquiriesTable;
  reusable_sections: ReusableSectionsTable;
  reusable_section_versions: ReusableSectionVersionsTable;
  redirects: RedirectsTable;
  discounts: DiscountsTable;
  discount_uses: DiscountUsesTable;
  invoices: InvoicesTable;
  invoice_counters: InvoiceCountersTable;
}

/** A GST invoice or credit note as issued (migration 0015; server/invoices). */
export interface InvoicesTable {
  id: string;
  workspace_id: string;
  order_id: string;
  kind: string;
  /** '2026-27': April to March, in India time. */
  financial_year: string;
  seq: number;
  /** 'INV/2026-27/000123', 'CN/2026-27/000004'. */
  number: string;
  /** A credit note's invoice. */
  against_id: string | null;
  issued_at: string;
  buyer_name: string;
  place_of_supply: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  /** JSON InvoiceSnapshot: seller, buyer, lines and totals as issued. */
  snapshot: string;
}

export interface InvoiceCountersTable {
  workspace_id: string;
  kind: string;
  financial_year: string;
  last_number: number;
}
