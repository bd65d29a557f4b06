// The blog's repo: the only place with SQL of blog_categories, blog_posts and blog_comments
// (migration 0007). Every query is scoped by workspace id. Visitors see published posts whose
// time has come (a published post with a future published_at is scheduled). One module a
// concern: reads.ts (visitors), comments.ts, admin.ts (the owner's posts and categories),
// seed.ts; support.ts holds what they share, types.ts the shapes.
import type { Db } from '../db';
import { createBlogAdmin } from './admin';
import { createBlogComments } from './comments';
import { createBlogReads } from './reads';
import { createBlogSeed } from './seed';
import { createBlogCore } from './support';

export type { BlogRefusal } from './types';

/** Blog data access for one database; see the file comment. */
export function createBlogRepo(db: Db, now: () => number = Date.now) {
  const core = createBlogCore(db, now);
  return {
    renderMarkdown: core.renderMarkdown,
    ...createBlogReads(core),
    ...createBlogComments(core),
    ...createBlogAdmin(core),
    ...createBlogSeed(core),
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
