// The blog repo's shapes: a refusal the routes answer, a demo post for the seed.
import type { AdminPostInput } from '../../shared/admin-content';

/** A refusal the routes turn into an answer. */
export type BlogRefusal = { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/** A demo post for the seed (fixtures/blog). */
export type NewBlogPost = Omit<
  AdminPostInput,
  'id' | 'baseUpdatedAt' | 'slug' | 'publishedAt' | 'seo'
> & {
  slug: string;
  publishedAt: string | null;
};
