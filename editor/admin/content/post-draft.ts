// The post editor's draft: what the form holds, made from a post and turned into what the server
// saves (AdminPostInput), with the shared schema's checks and the schedule's local time.
import {
  type AdminPost,
  type AdminPostInput,
  BLOG_POST_FORM_SCHEMA,
  BLOG_POST_MESSAGES,
  BLOG_SLUG_MAX,
} from '../../../shared/admin-content';
import { formProblems } from '../../../shared/admin-api';
import { slugify } from '../../../shared/admin-catalogue';

/** Draft: off the site; publish: live now (or still, if it is); schedule: live at `scheduleAt`. */
export type PublishMode = 'draft' | 'publish' | 'schedule';

export type PostDraft = {
  title: string;
  slug: string;
  shortDescription: string;
  bodyMarkdown: string;
  image: string | null;
  imageAlt: string;
  /** Comma-separated, as typed. */
  tags: string;
  categoryKey: string;
  author: { name: string; thumb: string | null; subtitle: string };
  mode: PublishMode;
  /** `datetime-local` value (the owner's local time), '' when not scheduling. */
  scheduleAt: string;
  seo: { title: string; description: string };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in this browser's time zone ('' if none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant in UTC, or null if it is not one. */
export function fromLocalInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // 2025-02-30 rolls over: refuse what the calendar does not have.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}

export function emptyDraft(authorName = ''): PostDraft {
  return {
    title: '',
    slug: '',
    shortDescription: '',
    bodyMarkdown: '',
    image: null,
    imageAlt: '',
    tags: '',
    categoryKey: '',
    author: { name: authorName, thumb: null, subtitle: '' },
    mode: 'draft',
    scheduleAt: '',
    seo: { title: '', description: '' },
  };
}

export function draftOf(post: AdminPost): PostDraft {
  return {
    title: post.title,
    slug: post.slug,
    shortDescription: post.shortDescription,
    bodyMarkdown: post.bodyMarkdown,
    image: post.image,
    imageAlt: post.imageAlt,
    tags: post.tags.join(', '),
    categoryKey: post.category?.key ?? '',
    author: { ...post.author },
    mode: post.status === 'draft' ? 'draft' : post.status === 'scheduled' ? 'schedule' : 'publish',
    scheduleAt: post.status === 'scheduled' ? toLocalInput(post.publishedAt) : '',
    seo: { title: post.seo.title ?? '', description: post.seo.description ?? '' },
  };
}

export function isDirty(draft: PostDraft, base: PostDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(base);
}

/** Tags as typed ("tea, travel, tea") → trimmed, without blanks or repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The slug the server makes from a title when the slug is left empty. */
export function slugOfTitle(title: string): string {
  return slugify(title, BLOG_SLUG_MAX);
}

/**
 * The draft checked with the server's rules and, when it passes, what to send. `saved` is the
 * post as stored (its id and `updated` guard a stale edit); `now` is for the schedule's check.
 */
export function checkPost(
  draft: PostDraft,
  saved: AdminPost | null,
  now: number = Date.now(),
): { input: AdminPostInput; errors: Record<string, string> } {
  const form = {
    title: draft.title,
    slug: draft.slug.trim(),
    shortDescription: draft.shortDescription,
    bodyMarkdown: draft.bodyMarkdown,
    imageAlt: draft.imageAlt,
    tags: parseTags(draft.tags),
    author: { name: draft.author.name, subtitle: draft.author.subtitle },
    seo: { title: draft.seo.title.trim(), description: draft.seo.description.trim() },
  };
  const errors = formProblems(BLOG_POST_FORM_SCHEMA, form, BLOG_POST_MESSAGES);
  let publishedAt: string | null | undefined;
  if (draft.mode === 'schedule') {
    const at = fromLocalInput(draft.scheduleAt);
    if (!at || Date.parse(at) <= now) errors.publishedAt = BLOG_POST_MESSAGES.publishedAt!;
    else publishedAt = at;
  } else if (draft.mode === 'publish' && saved?.status === 'scheduled') {
    // Without a time the server keeps a published post's time, which here is still to come.
    publishedAt = new Date(now).toISOString();
  }
  const seo: AdminPostInput['seo'] = {};
  if (form.seo.title) seo.title = form.seo.title;
  if (form.seo.description) seo.description = form.seo.description;
  const input: AdminPostInput = {
    ...(saved ? { id: saved._id, baseUpdatedAt: saved.updated } : {}),
    title: form.title.trim(),
    ...(form.slug ? { slug: form.slug } : {}),
    shortDescription: form.shortDescription,
    bodyMarkdown: form.bodyMarkdown,
    image: draft.image,
    imageAlt: form.imageAlt,
    tags: form.tags,
    categoryKey: draft.categoryKey || null,
    author: { ...draft.author },
    status: draft.mode === 'draft' ? 'draft' : 'published',
    ...(publishedAt !== undefined ? { publishedAt } : {}),
    seo,
  };
  return { input, errors };
}
