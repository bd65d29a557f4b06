// The blog's public calls from the browser (SPEC §7): the listing, the filter's categories, a
// post's comments and adding one. Browser-only: called from effects and handlers.
import {
  CONTENT_PATHS,
  type BlogCategoryOption,
  type BlogComment,
  type BlogListAnswer,
  type BlogListRequest,
  type CommentsAnswer,
} from '../../../shared/content';
import { commerceApi, isRecord } from '../../commerce/api';

function isListAnswer(v: unknown): v is BlogListAnswer {
  return isRecord(v) && Array.isArray(v.data) && typeof v.total === 'number';
}

/** POST blog/all; rejects on failure or an answer that is not a listing. */
export async function fetchBlogList(body: BlogListRequest): Promise<BlogListAnswer> {
  const answer = await commerceApi().post<unknown>(CONTENT_PATHS.blogAll, body);
  if (!isListAnswer(answer)) throw new Error('The blog answer has no posts');
  return answer;
}

/** GET blog/categories: the filter's options (without 'All'). */
export async function fetchBlogCategories(): Promise<BlogCategoryOption[]> {
  const answer = await commerceApi().get<unknown>(CONTENT_PATHS.blogCategories);
  if (!isRecord(answer) || !Array.isArray(answer.data)) throw new Error('No categories');
  return answer.data.filter(
    (c): c is BlogCategoryOption =>
      isRecord(c) && typeof c.key === 'string' && typeof c.value === 'string',
  );
}

/** POST comments/all ?blogId= { p: 0, s: 100 } (SPEC §9). */
export async function fetchComments(blogId: string): Promise<BlogComment[]> {
  const answer = await commerceApi().post<CommentsAnswer>(
    CONTENT_PATHS.commentsAll,
    { p: 0, s: 100 },
    { blogId },
  );
  if (!isRecord(answer) || !Array.isArray(answer.data)) throw new Error('No comments');
  return answer.data;
}

/** POST /cuser/website/blog/comments/add ?blogId= { blogId, comment, meta }. */
export async function addComment(blogId: string, comment: string): Promise<BlogComment> {
  const answer = await commerceApi().post<{ data: BlogComment }>(
    CONTENT_PATHS.commentsAdd,
    { blogId, comment, meta: { path: window.location.pathname } },
    { blogId },
  );
  if (!isRecord(answer) || !isRecord(answer.data)) throw new Error('No comment in the answer');
  return answer.data;
}
