// The owner's content API (docs/api.md, "Admin API: content"): blog posts and categories,
// comment moderation, newsletter subscribers and broadcasts, the enquiries inbox. Behind the
// admin guard (owner or staff of the Host's workspace), JSON, strict schemas, readable 4xx.
import type { BlogCategoryOption, EnquiryBody, NewsletterStatus } from './content';

const A = '/api/io/crm/admin/content';

export const ADMIN_CONTENT_PATHS = {
  /** POST { q?, status? 'draft'|'published'|'scheduled', category?, p, s } → AdminPostsAnswer */
  posts: `${A}/posts/list`,
  /** GET ?id= → { data: AdminPost } */
  post: `${A}/posts/get`,
  /** POST AdminPostInput (with `id` to update; `baseUpdatedAt` guards a stale edit) → { data: AdminPost } */
  savePost: `${A}/posts/save`,
  /** POST ?id= → { data: { _id } } */
  deletePost: `${A}/posts/delete`,
  /** GET → { data: AdminBlogCategory[] } */
  categories: `${A}/categories/list`,
  /** POST { id?, key, title, position? } → { data: AdminBlogCategory } */
  saveCategory: `${A}/categories/save`,
  /** POST ?id= → { data: { _id } } (posts keep no category) */
  deleteCategory: `${A}/categories/delete`,
  /** POST { q?, status? 'visible'|'hidden', postId?, p, s } → AdminCommentsAnswer */
  comments: `${A}/comments/list`,
  /** POST ?id= { status: 'visible'|'hidden' } → { data: AdminComment } */
  moderateComment: `${A}/comments/status`,
  /** POST ?id= → { data: { _id } } */
  deleteComment: `${A}/comments/delete`,
  /** POST { q?, status?, p, s } → AdminSubscribersAnswer */
  subscribers: `${A}/newsletter/subscribers`,
  /** GET ?status= → text/csv of the workspace's subscribers */
  subscribersCsv: `${A}/newsletter/subscribers.csv`,
  /** POST { subject, bodyMarkdown } → { data: { recipients } } (to every SUBSCRIBED address) */
  broadcast: `${A}/newsletter/broadcast`,
  /** GET → { data: AdminBroadcast[] } (newest first) */
  broadcasts: `${A}/newsletter/broadcasts`,
  /** POST { q?, status? 'NEW'|'READ'|'HANDLED', p, s } → AdminEnquiriesAnswer */
  enquiries: `${A}/enquiries/list`,
  /** POST ?id= { status: 'READ'|'HANDLED'|'NEW' } → { data: AdminEnquiry } */
  enquiryStatus: `${A}/enquiries/status`,
} as const;

export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export type AdminPostRow = {
  _id: string;
  title: string;
  slug: string;
  status: PostStatus;
  /** When it went (or goes) live; null for a draft never published. */
  publishedAt: string | null;
  category: BlogCategoryOption | null;
  image: string | null;
  comments: number;
  updated: string;
};
export type AdminPostsAnswer = { data: AdminPostRow[]; total: number };

export type AdminPost = AdminPostRow & {
  shortDescription: string;
  bodyMarkdown: string;
  imageAlt: string;
  tags: string[];
  author: { name: string; thumb: string | null; subtitle: string };
  seo: { title?: string; description?: string };
};

/**
 * What the post editor saves. `status` 'published' with a future `publishedAt` schedules it;
 * 'published' without one publishes now; 'draft' takes it off the site.
 */
export type AdminPostInput = {
  id?: string;
  baseUpdatedAt?: string;
  title: string;
  slug?: string;
  shortDescription: string;
  bodyMarkdown: string;
  image: string | null;
  imageAlt: string;
  tags: string[];
  categoryKey: string | null;
  author: { name: string; thumb: string | null; subtitle: string };
  status: 'draft' | 'published';
  publishedAt?: string | null;
  seo: { title?: string; description?: string };
};

export type AdminBlogCategory = {
  _id: string;
  key: string;
  title: string;
  position: number;
  posts: number;
};

export type AdminComment = {
  _id: string;
  comment: string;
  status: 'visible' | 'hidden';
  created: string;
  author: { name: string; thumb: string | null; email: string | null };
  post: { _id: string; title: string; slug: string };
};
export type AdminCommentsAnswer = { data: AdminComment[]; total: number };

export type AdminSubscriber = {
  _id: string;
  email: string;
  status: NewsletterStatus;
  unsubscribeReason: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
};
export type AdminSubscribersAnswer = { data: AdminSubscriber[]; total: number };

export type AdminBroadcast = {
  _id: string;
  subject: string;
  recipients: number;
  created: string;
};

export const ENQUIRY_STATUSES = ['NEW', 'READ', 'HANDLED'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** An enquiry as the contact form sent it, with the inbox's status. */
export type AdminEnquiry = EnquiryBody & {
  _id: string;
  status: EnquiryStatus;
  created: string;
};
export type AdminEnquiriesAnswer = { data: AdminEnquiry[]; total: number };

// ---------------------------------------------------------------------------------------------
// Form schemas of the owner's content screens (appended by the admin screens' engineer). They are
// the server's rules (server/blog/admin-routes.ts, server/newsletter/admin-routes.ts) in the
// subset `formProblems` of shared/admin-api.ts reads, so the admin app refuses before sending
// what the server would refuse; the messages are keyed by the server's field paths, so a 400's
// `fieldErrors` lands under the same fields.
import type { FormMessages, FormSchema } from './admin-api';

/** A post slug and a blog category key: lower-case words of letters and digits, single dashes. */
export const BLOG_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const BLOG_SLUG_MAX = 120;
export const BLOG_CATEGORY_KEY_MAX = 60;
/** What search engines show of a title and a description (counts in the editor; not limits). */
export const BLOG_SEO_TITLE_HINT = 60;
export const BLOG_SEO_DESCRIPTION_HINT = 160;
export const BLOG_TAGS_MAX = 20;
export const BLOG_TAG_MAX_LENGTH = 40;
/** Searches of the content lists (the newsletter's and the enquiries' bound; the blog's is 200). */
export const CONTENT_QUERY_MAX = 100;
/** The pages of the newsletter's and the enquiries' lists: `p` from 0, `s` rows a page. */
export const CONTENT_PAGE_MAX = 100_000;
export const CONTENT_PAGE_SIZE_MAX = 100;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 20_000;

const NOT_BLANK = '\\S';
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

/**
 * The post form as checked before saving: AdminPostInput without its nullable fields (`image`,
 * `author.thumb`, `categoryKey`, `publishedAt`: chosen from lists, not typed) and without `id`.
 */
export const BLOG_POST_FORM_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200, pattern: NOT_BLANK },
    slug: { type: 'string', maxLength: BLOG_SLUG_MAX, pattern: `^$|${BLOG_SLUG_PATTERN}` },
    shortDescription: text(500),
    bodyMarkdown: text(100_000),
    imageAlt: text(200),
    tags: {
      type: 'array',
      maxItems: BLOG_TAGS_MAX,
      items: { type: 'string', maxLength: BLOG_TAG_MAX_LENGTH },
    },
    author: {
      type: 'object',
      properties: { name: text(100), subtitle: text(100) },
      required: ['name', 'subtitle'],
      additionalProperties: false,
    },
    seo: {
      type: 'object',
      properties: { title: text(200), description: text(300) },
      additionalProperties: false,
    },
  },
  required: [
    'title',
    'slug',
    'shortDescription',
    'bodyMarkdown',
    'imageAlt',
    'tags',
    'author',
    'seo',
  ],
  additionalProperties: false,
} as const satisfies FormSchema;

export const BLOG_POST_MESSAGES: FormMessages = {
  title: 'Please give the post a title (up to 200 characters).',
  slug: 'The slug can use lower-case letters, digits and single dashes, like "my-first-post" (up to 120 characters).',
  shortDescription: 'The short description can be up to 500 characters.',
  bodyMarkdown: 'The post can be up to 100,000 characters.',
  imageAlt: 'The image description can be up to 200 characters.',
  tags: `Up to ${BLOG_TAGS_MAX} tags of up to ${BLOG_TAG_MAX_LENGTH} characters each.`,
  'author.name': 'The author’s name can be up to 100 characters.',
  'author.subtitle': 'The author’s subtitle can be up to 100 characters.',
  'seo.title': 'The search title can be up to 200 characters.',
  'seo.description': 'The search description can be up to 300 characters.',
  publishedAt: 'Please choose a date and time in the future to schedule the post.',
};

/** POST categories/save without `id`. */
export const BLOG_CATEGORY_SCHEMA = {
  type: 'object',
  properties: {
    key: {
      type: 'string',
      minLength: 1,
      maxLength: BLOG_CATEGORY_KEY_MAX,
      pattern: BLOG_SLUG_PATTERN,
    },
    title: { type: 'string', minLength: 1, maxLength: 80, pattern: NOT_BLANK },
    position: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
  required: ['key', 'title'],
  additionalProperties: false,
} as const satisfies FormSchema;

export const BLOG_CATEGORY_MESSAGES: FormMessages = {
  key: 'The key can use lower-case letters, digits and single dashes (up to 60 characters).',
  title: 'Please give a title (up to 80 characters).',
  position: 'The position is a whole number from 0 to 10000.',
};

/** POST newsletter/broadcast: a one-line subject and a body with some text. */
export const BROADCAST_SCHEMA = {
  type: 'object',
  properties: {
    subject: {
      type: 'string',
      minLength: 1,
      maxLength: NEWSLETTER_SUBJECT_MAX,
      pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$',
    },
    bodyMarkdown: {
      type: 'string',
      minLength: 1,
      maxLength: NEWSLETTER_BODY_MAX,
      pattern: NOT_BLANK,
    },
  },
  required: ['subject', 'bodyMarkdown'],
  additionalProperties: false,
} as const satisfies FormSchema;

export const BROADCAST_FORM_MESSAGES: FormMessages = {
  subject: `Please enter a subject (at most ${NEWSLETTER_SUBJECT_MAX} characters).`,
  bodyMarkdown: `Please write the newsletter (at most ${NEWSLETTER_BODY_MAX.toLocaleString('en-US')} characters).`,
};

// ---------------------------------------------------------------------------------------------
// The server's bodies, made of the forms' schemas above (server/blog/admin-routes.ts,
// server/newsletter/admin-routes.ts, server/enquiries/admin-routes.ts check them with Ajv, strictly
// and without coercion; a refusal names each field with these messages).

const ID = { type: 'string', minLength: 1, maxLength: 64 } as const;
/** An image address or none (the editor picks it from the media library). */
const IMAGE = { type: ['string', 'null'], maxLength: 500 } as const;

/**
 * POST posts/save: the post form (BLOG_POST_FORM_SCHEMA) with what the editor chooses from lists
 * (`image`, `author.thumb`, `categoryKey`, `status`, `publishedAt`) and the post it updates.
 * `slug` may be left out (the title gives it).
 */
export const BLOG_POST_SCHEMA = {
  type: 'object',
  properties: {
    ...BLOG_POST_FORM_SCHEMA.properties,
    id: ID,
    baseUpdatedAt: text(40),
    image: IMAGE,
    categoryKey: { type: ['string', 'null'], maxLength: BLOG_CATEGORY_KEY_MAX },
    author: {
      ...BLOG_POST_FORM_SCHEMA.properties.author,
      properties: { ...BLOG_POST_FORM_SCHEMA.properties.author.properties, thumb: IMAGE },
      required: ['name', 'thumb', 'subtitle'],
    },
    status: { type: 'string', enum: ['draft', 'published'] },
    publishedAt: { type: ['string', 'null'], maxLength: 40 },
  },
  required: [
    ...BLOG_POST_FORM_SCHEMA.required.filter((k) => k !== 'slug'),
    'image',
    'categoryKey',
    'status',
  ],
  additionalProperties: false,
} as const;

export const BLOG_POST_SAVE_MESSAGES: FormMessages = {
  ...BLOG_POST_MESSAGES,
  id: 'Say which one: "id" is required.',
  baseUpdatedAt: 'baseUpdatedAt must be the "updated" time the post was read with.',
  image: 'image must be an image address or null.',
  categoryKey: 'categoryKey must be a blog category key or null.',
  author: 'author needs name, thumb (an image address or null) and subtitle.',
  'author.thumb': 'The author’s picture must be an image address or null.',
  status: 'Please choose a status from the list.',
  seo: 'seo may have a title (200 characters) and a description (300 characters).',
  // The server's own check (the form's message above is about a time in the past).
  publishedAt: 'publishedAt must be a date and time (ISO 8601) or null.',
};

/** POST categories/save: the category form, with `id` to update one. */
export const BLOG_CATEGORY_SAVE_SCHEMA = {
  ...BLOG_CATEGORY_SCHEMA,
  properties: { ...BLOG_CATEGORY_SCHEMA.properties, id: ID },
} as const;

export const BLOG_CATEGORY_SAVE_MESSAGES: FormMessages = {
  ...BLOG_CATEGORY_MESSAGES,
  id: 'Say which one: "id" is required.',
};

/** POST newsletter/subscribers and enquiries/list: a search, a status and a page, all optional. */
export function contentListSchema<S extends string>(statuses: readonly S[]) {
  return {
    type: 'object',
    properties: {
      q: { type: 'string', maxLength: CONTENT_QUERY_MAX },
      status: { type: 'string', enum: [...statuses] },
      p: { type: 'integer', minimum: 0, maximum: CONTENT_PAGE_MAX },
      s: { type: 'integer', minimum: 1, maximum: CONTENT_PAGE_SIZE_MAX },
    },
    additionalProperties: false,
  } as const satisfies FormSchema;
}

/** The messages of contentListSchema's fields, and of the `id` of a row's route. */
export function contentListMessages(statuses: readonly string[], id?: string): FormMessages {
  const last = statuses[statuses.length - 1];
  const choices =
    statuses.length > 1 ? `${statuses.slice(0, -1).join(', ')} or ${last}` : String(last);
  return {
    q: `Please keep the search under ${CONTENT_QUERY_MAX} characters.`,
    status: `status must be ${choices}.`,
    p: `p must be a whole page number from 0 to ${CONTENT_PAGE_MAX}.`,
    s: `s must be a whole number from 1 to ${CONTENT_PAGE_SIZE_MAX}.`,
    ...(id ? { id } : {}),
  };
}
