// The blog's plain rules: what a visitor may see (published and due), a post's status as the
// owner sees it, slugs, the listing's bounds and order, where an image may come from, and rows
// as the contract's shapes (shared/content.ts, shared/admin-content.ts).
import { slugify } from '../../shared/admin-catalogue';
import {
  ALL_CATEGORIES_KEY,
  BLOG_LIMITS,
  type BlogCategoryOption,
  type BlogListRequest,
  type BlogSort,
  blogPostPath,
  DEFAULT_BLOG_SORT,
} from '../../shared/content';
import { BLOG_SLUG_MAX, type PostStatus } from '../../shared/admin-content';

export const POST_NOT_FOUND_MESSAGE = 'No blog post with this id on this site.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'No blog category with this id on this site.';
export const COMMENT_NOT_FOUND_MESSAGE = 'No comment with this id on this site.';
export const POST_CHANGED_MESSAGE =
  'This post was changed by someone else since you opened it. Reload it to see their changes, then edit again.';
export const COMMENT_TOO_LONG_MESSAGE = 'Please keep your comment under 2000 characters.';
export const BLOG_IDS_DISAGREE_MESSAGE =
  'The blogId of the query and of the body must be the same.';

export function slugTakenMessage(slug: string): string {
  return `Another post already uses the address /blog/${slug}. Please choose another slug.`;
}
export function categoryKeyTakenMessage(key: string): string {
  return `Another blog category already uses the key "${key}".`;
}

/** The slug a title gives (empty when the title has no letters or digits). */
export function slugFromTitle(title: string): string {
  return slugify(title, BLOG_SLUG_MAX);
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'post';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether a visitor sees the post now: published and its time has come. */
export function isLive(
  post: { status: string; published_at: string | null },
  nowIso: string,
): boolean {
  return post.status === 'published' && post.published_at !== null && post.published_at <= nowIso;
}

/** The status the owner sees: a published post with a future time is scheduled. */
export function postStatus(
  post: { status: string; published_at: string | null },
  nowIso: string,
): PostStatus {
  if (post.status !== 'published') return 'draft';
  return post.published_at !== null && post.published_at > nowIso ? 'scheduled' : 'published';
}

/** Where an owner's image may come from: this workspace's uploads or the demo images. */
export function isDemoImage(url: string): boolean {
  return /^\/demo\/[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp)$/i.test(url) && !url.includes('..');
}

/** A listing request with every value inside its bounds and the defaults applied. */
export type BlogListing = {
  page: number;
  size: number;
  q: string;
  /** Category keys to keep (IN); empty: all. */
  categories: string[];
  sort: BlogSort;
};

export function boundBlogListing(req: BlogListRequest): BlogListing {
  const keys = [...new Set(req.filters?.category ?? [])].filter(
    (k) => k !== ALL_CATEGORIES_KEY && k.length > 0,
  );
  return {
    page: Math.max(0, Math.trunc(req.p ?? 0)),
    size: Math.min(BLOG_LIMITS.pageSize, Math.max(1, Math.trunc(req.s ?? 10))),
    q: (req.q ?? '').trim().slice(0, BLOG_LIMITS.query),
    categories: keys.slice(0, BLOG_LIMITS.categories),
    sort: req.sort ?? DEFAULT_BLOG_SORT,
  };
}

/** A lower-cased title: the default sort's key (as stored in title_key). */
export function titleKey(title: string): string {
  return title.toLowerCase();
}

/** The stored columns a card is made of. */
export type PostCardRow = {
  id: string;
  slug: string;
  title: string;
  short_description: string;
  image: string | null;
  image_alt: string;
  tags: string;
  author_name: string;
  author_thumb: string | null;
  author_subtitle: string;
  published_at: string | null;
  created_at: string;
  category_key: string | null;
  category_title: string | null;
};

function parseTags(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function categoryOption(
  key: string | null,
  title: string | null,
): BlogCategoryOption | null {
  return key !== null && title !== null ? { key, value: title } : null;
}

/** A row as the card of SPEC §3. */
export function toListItem(row: PostCardRow) {
  return {
    _id: row.id,
    title: row.title,
    shortDescription: row.short_description,
    slug: row.slug,
    path: blogPostPath(row.slug),
    date: row.published_at ?? row.created_at,
    image: row.image,
    imageAlt: row.image_alt || row.title,
    tags: parseTags(row.tags),
    category: categoryOption(row.category_key, row.category_title),
    $card_data: {
      author: [
        {
          thumb: row.author_thumb,
          title: row.author_name,
          subtitles: row.author_subtitle ? [row.author_subtitle] : [],
        },
      ],
    },
  };
}

export { parseTags };

/** JSON `{ title?, description? }` as stored, with only string fields kept. */
export function parseSeo(json: string): { title?: string; description?: string } {
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    const out: { title?: string; description?: string } = {};
    if (typeof v.title === 'string' && v.title) out.title = v.title;
    if (typeof v.description === 'string' && v.description) out.description = v.description;
    return out;
  } catch {
    return {};
  }
}

/** A comment author's name as cards show it. */
export function authorName(first: string, last: string, email: string): string {
  const name = `${first} ${last}`.trim();
  return name || email.split('@')[0] || 'Reader';
}
