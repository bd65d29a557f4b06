// What the blog's query modules share: the repo's clock and markdown renderer, the post queries
// (all, and what visitors may see now), the columns of a post card and a comment as shown.
import { JSDOM } from 'jsdom';
import { marked } from 'marked';
import type { BlogComment } from '../../shared/content';
import { createHtmlSanitizer, type HtmlSanitizer } from '../../shared/sanitize';
import type { Db } from '../db';

/** One blog repo's database, clock and markdown renderer. */
export type BlogCore = {
  db: Db;
  now: () => number;
  nowIso: () => string;
  renderMarkdown: (markdown: string) => string;
};

export function createBlogCore(db: Db, now: () => number): BlogCore {
  const nowIso = () => new Date(now()).toISOString();
  let sanitizer: HtmlSanitizer | null = null;

  /** Owner markdown to safe HTML (marked, then DOMPurify on jsdom, as the catalogue does). */
  function renderMarkdown(markdown: string): string {
    sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
    return sanitizer(marked.parse(markdown, { async: false, gfm: true }));
  }

  return { db, now, nowIso, renderMarkdown };
}

export const cardColumns = [
  'p.id',
  'p.slug',
  'p.title',
  'p.short_description',
  'p.image',
  'p.image_alt',
  'p.tags',
  'p.author_name',
  'p.author_thumb',
  'p.author_subtitle',
  'p.published_at',
  'p.created_at',
  'c.key as category_key',
  'c.title as category_title',
] as const;

/** A workspace's posts with their category (joined as `c`). */
export const postsOf = (db: Db, workspaceId: string) =>
  db
    .selectFrom('blog_posts as p')
    .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
    .where('p.workspace_id', '=', workspaceId);

/** Only what a visitor may see now: published, and its time has come. */
export const livePostsOf = (db: Db, workspaceId: string, now: string) =>
  postsOf(db, workspaceId).where('p.status', '=', 'published').where('p.published_at', '<=', now);

export function toComment(r: {
  id: string;
  comment: string;
  created_at: string;
  author_name: string;
  author_thumb: string | null;
}): BlogComment {
  return {
    _id: r.id,
    comment: r.comment,
    created: r.created_at,
    $card_data: { userId: [{ thumb: r.author_thumb, title: r.author_name, subtitles: [] }] },
  };
}
