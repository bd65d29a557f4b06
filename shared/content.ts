// The content and engagement contract (SPEC §3, §7, §8): blog posts, categories and comments,
// the newsletter and contact enquiries, for the server that answers and the storefront and admin
// that show them. Validation of the forms is shared/validators.ts (validateComment,
// validateNewsletterEmail, validateUnsubscribeReason, validateContactForm); texts SPEC gives are
// here verbatim.

/** SPEC §7 paths as the storefront's API client writes them (shared/api-client.ts resolves). */
export const CONTENT_PATHS = {
  blogAll: '/admin/public/website/blog/all',
  /** GET: the blog's categories as filter options `{ data: BlogCategoryOption[] }` (ours). */
  blogCategories: '/admin/public/website/blog/categories',
  /** GET ?slug=: one published post (ours; the post page is server-rendered). */
  blogPost: '/admin/public/website/blog/post',
  commentsAdd: '/cuser/website/blog/comments/add',
  commentsAll: '/admin/public/website/blog/comments/all',
  newsletter: '/admin/public/newsletter',
  newsletterChangeStatus: '/admin/public/newsletter/change-status',
  enquiry: '/admin/public/enquiry',
} as const;

/** The model id of blog categories for GET search/model/{id} (the builder's picker). */
export const BLOG_CATEGORY_MODEL = 'blog-categories';

/** SPEC §3 blog filter option. 'ALL' is the option that clears the filter. */
export type BlogCategoryOption = { key: string; value: string };
export const ALL_CATEGORIES_KEY = 'ALL';
export const ALL_CATEGORIES_LABEL = 'All';

/** SPEC §3 blog post (list): the card's fields. `date` is ISO; cards show MM-DD-YYYY. */
export type BlogListItem = {
  _id: string;
  title: string;
  shortDescription: string;
  slug: string;
  /** `/blog/{slug}`. */
  path: string;
  date: string;
  image: string | null;
  imageAlt: string;
  tags: string[];
  category: BlogCategoryOption | null;
  $card_data: { author: { thumb: string | null; title: string; subtitles: string[] }[] };
};

/** The post page's post: the card's fields and the sanitized body. */
export type BlogPost = BlogListItem & {
  bodyHtml: string;
  seo: { title?: string; description?: string };
};

export const BLOG_SORTS = ['titleAsc', 'titleDesc', 'newest', 'oldest'] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
/** SPEC §9: blog sort by title ascending. */
export const DEFAULT_BLOG_SORT: BlogSort = 'titleAsc';

/**
 * POST blog/all body (SPEC §7: p, s, width, q, filters.category, sort, meta). `p` from 0; `s`
 * the page size (SPEC §9: cardPerSection with pagination, else totalCardsToShow); `q` searches
 * title and short description; `filters.category` keys filter with IN (none, or only 'ALL': all).
 * `width` (a card width hint) and `meta` (who asks) are accepted and not used to filter.
 */
export type BlogListRequest = {
  p?: number;
  s?: number;
  width?: number;
  q?: string;
  filters?: { category?: string[] };
  sort?: BlogSort;
  meta?: Record<string, unknown>;
};

/** SPEC §3: items in data, count in total. */
export type BlogListAnswer = { data: BlogListItem[]; total: number };

export const BLOG_LIMITS = { pageSize: 50, query: 100, categories: 20 } as const;

/** SPEC §3 blog comment. */
export type BlogComment = {
  _id: string;
  comment: string;
  created: string;
  $card_data: { userId: { thumb: string | null; title: string; subtitles: string[] }[] };
};

/** POST comments/add ?blogId= body { blogId, comment, meta }; answers { data: BlogComment }. */
export type CommentAddBody = { blogId: string; comment: string; meta?: Record<string, unknown> };
/** POST comments/all ?blogId= body { p: 0, s: 100 } (SPEC §9). */
export type CommentsAnswer = { data: BlogComment[]; total: number };
export const COMMENT_MAX_LENGTH = 2000;

/** SPEC §8 texts. */
export const BLOG_NOT_FOUND_MESSAGE = 'Blog Not Found';
export const COMMENT_FAILED_MESSAGE = 'Failed to submit comment. Please try again.';
export const WRITE_COMMENT_LABEL = 'Write a comment';
export const COMMENTS_LABEL = 'Comments';

export const NEWSLETTER_STATUSES = ['SUBSCRIBED', 'UNSUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** POST newsletter body. */
/** @public SPEC §7's body of the newsletter sign-up. */
export type NewsletterBody = { email: string; status: 'SUBSCRIBED' };
/** POST newsletter/change-status ?email=&id= body. */
export type NewsletterChangeBody = {
  email: string;
  unsubscribeReason: string;
  status: 'UNSUBSCRIBED' | 'SUBSCRIBED';
};

/** The server's refusal of a second subscription (SPEC §8 maps it to the next text). */
export const EMAIL_NOT_UNIQUE = 'Email is not unique';
export const EMAIL_ALREADY_SUBSCRIBED = 'Email is already subscribed';
export const SUBSCRIBE_SUCCESS = 'Subscription successful!';
export const SUBSCRIBE_FAILED_PREFIX = 'Failed to Subscribe! ';
export const UNSUBSCRIBE_SUCCESS = 'Unsubscription successful!';
export const UNSUBSCRIBE_FAILED_PREFIX = 'Failed to Unsubscribe! ';

/** The one-click unsubscribe page every newsletter mail links to (and List-Unsubscribe names). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** POST enquiry body (SPEC §3 contact message). */
export type EnquiryBody = {
  customerName: string;
  customerContact: string;
  customerEmail: string;
  message: string;
};
/** SPEC §8 contact success toast. */
export const ENQUIRY_SENT_MESSAGE = 'Thank you! Your message has been sent successfully.';
export const ENQUIRY_LIMITS = { name: 100, message: 5000 } as const;

/** SPEC §9 date formats: blog cards MM-DD-YYYY, comments DD/MM/YYYY HH:mm (UTC, so SSR and
 * the browser agree). */
export function blogCardDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}-${d.getUTCFullYear()}`;
}

export function commentDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** The blog post page's path. */
export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

// ---- The blog-list section's state (runtime/sections/blog-list, server/storefront/section-data):
// appended by the blog sections' engineer. ----

/** What a blog-list section asks for before the visitor changes anything (its config). */
export type BlogListBase = {
  sort: BlogSort;
  /** SPEC §9: cardPerSection with pagination, else totalCardsToShow. */
  size: number;
  /** The owner's category keys (IN); empty: every category. */
  categories: string[];
};

/** What the visitor changed: search text, one category key ('' is All) and the page (from 1). */
export type BlogListState = { q: string; category: string; page: number };

/** What the server pre-loads for a blog-list section (SectionProps.data). */
export type BlogListSectionData = {
  state: BlogListState;
  answer: BlogListAnswer;
  /** The filter's options (without 'All'); empty when they could not be read. */
  categories: BlogCategoryOption[];
  /** This list keeps its state in the page's URL (`?q=&category=&page=`). */
  ownsUrl: boolean;
};

export const BLOG_LIST_START: BlogListState = { q: '', category: '', page: 1 };
const BLOG_MAX_PAGE = 10_000;
const CATEGORY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The section's base listing from its `dynamicContentFilter`. */
export function blogListBase(f: {
  shortBY?: string;
  showPagination: boolean;
  cardPerSection: number;
  totalCardsToShow: number;
  filters?: { category?: readonly string[] };
}): BlogListBase {
  const size = f.showPagination ? f.cardPerSection : f.totalCardsToShow;
  return {
    sort: (BLOG_SORTS as readonly string[]).includes(f.shortBY ?? '')
      ? (f.shortBY as BlogSort)
      : DEFAULT_BLOG_SORT,
    size: Math.min(BLOG_LIMITS.pageSize, Math.max(1, Math.trunc(size) || 1)),
    categories: [...new Set(f.filters?.category ?? [])]
      .filter((k) => k !== ALL_CATEGORIES_KEY && CATEGORY_KEY.test(k))
      .slice(0, BLOG_LIMITS.categories),
  };
}

/** The visitor's category when the section offers it (one of the owner's, if the owner chose). */
function allowedCategory(base: BlogListBase, key: string): string {
  if (!key || key === ALL_CATEGORIES_KEY || !CATEGORY_KEY.test(key)) return '';
  return base.categories.length === 0 || base.categories.includes(key) ? key : '';
}

/** The POST blog/all body of a state (SPEC §4: 'ALL' clears; any other key filters with IN). */
export function blogListRequest(base: BlogListBase, state: BlogListState): BlogListRequest {
  const category = allowedCategory(base, state.category);
  const keys = category ? [category] : base.categories;
  const q = state.q.trim().slice(0, BLOG_LIMITS.query);
  return {
    p: Math.max(0, state.page - 1),
    s: base.size,
    ...(q ? { q } : {}),
    ...(keys.length > 0 ? { filters: { category: keys } } : {}),
    sort: base.sort,
  };
}

/** The state a page's query carries (`?q=&category=&page=`), bounded and checked. */
export function blogStateFromQuery(query: URLSearchParams, base: BlogListBase): BlogListState {
  const q = (query.get('q') ?? '').slice(0, BLOG_LIMITS.query);
  const category = allowedCategory(base, query.get('category') ?? '');
  const pageText = query.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(BLOG_MAX_PAGE, Number(pageText)) : 1;
  return { q, category, page: Math.max(1, page) };
}

/** The query string (without '?') for `state`, keeping `keep`'s other parameters. */
export function blogStateToQuery(
  state: BlogListState,
  keep: URLSearchParams = new URLSearchParams(),
): string {
  const out = new URLSearchParams(keep);
  for (const key of ['q', 'category', 'page']) out.delete(key);
  if (state.q.trim()) out.set('q', state.q.trim());
  if (state.category) out.set('category', state.category);
  if (state.page > 1) out.set('page', String(state.page));
  return out.toString();
}

/** Pages of `total` posts at `size` a page; at least 1. */
export function blogPageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
