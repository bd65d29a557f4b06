// The owner's content calls (shared/admin-content.ts ADMIN_CONTENT_PATHS) over the admin's
// cookie-only client: blog posts and categories, comments, the newsletter and enquiries.
import {
  ADMIN_CONTENT_PATHS as PATHS,
  type AdminBlogCategory,
  type AdminBroadcast,
  type AdminComment,
  type AdminCommentsAnswer,
  type AdminEnquiriesAnswer,
  type AdminEnquiry,
  type AdminPost,
  type AdminPostInput,
  type AdminPostsAnswer,
  type AdminSubscribersAnswer,
  type EnquiryStatus,
  type PostStatus,
} from '../../../shared/admin-content';
import type { NewsletterStatus } from '../../../shared/content';
import { type AdminApi, getData, postData } from '../api';

type Page = { p: number; s: number };

export type PostsQuery = Page & { q?: string; status?: PostStatus; category?: string };
export type CommentsQuery = Page & { q?: string; status?: 'visible' | 'hidden' };
export type SubscribersQuery = Page & { q?: string; status?: NewsletterStatus };
export type EnquiriesQuery = Page & { q?: string; status?: EnquiryStatus };

/** The content API over the admin's client. */
export function contentApi(api: AdminApi) {
  return {
    posts: (q: PostsQuery) => api.post<AdminPostsAnswer>(PATHS.posts, q),
    post: (id: string) => getData<AdminPost>(api, PATHS.post, { id }),
    savePost: (input: AdminPostInput) => postData<AdminPost>(api, PATHS.savePost, input),
    deletePost: (id: string) => api.post<unknown>(PATHS.deletePost, {}, { id }),
    categories: () => getData<AdminBlogCategory[]>(api, PATHS.categories),
    saveCategory: (form: { id?: string; key: string; title: string; position?: number }) =>
      postData<AdminBlogCategory>(api, PATHS.saveCategory, form),
    deleteCategory: (id: string) => api.post<unknown>(PATHS.deleteCategory, {}, { id }),
    comments: (q: CommentsQuery) => api.post<AdminCommentsAnswer>(PATHS.comments, q),
    moderateComment: (id: string, status: 'visible' | 'hidden') =>
      postData<AdminComment>(api, PATHS.moderateComment, { status }, { id }),
    deleteComment: (id: string) => api.post<unknown>(PATHS.deleteComment, {}, { id }),
    subscribers: (q: SubscribersQuery) => api.post<AdminSubscribersAnswer>(PATHS.subscribers, q),
    broadcast: (form: { subject: string; bodyMarkdown: string }) =>
      api.post<{ data: { recipients: number }; msg?: string }>(PATHS.broadcast, form),
    broadcasts: () => getData<AdminBroadcast[]>(api, PATHS.broadcasts),
    enquiries: (q: EnquiriesQuery) => api.post<AdminEnquiriesAnswer>(PATHS.enquiries, q),
    enquiryStatus: (id: string, status: EnquiryStatus) =>
      postData<AdminEnquiry>(api, PATHS.enquiryStatus, { status }, { id }),
  };
}

/** The subscribers' CSV (a plain link downloads it with the session cookie). */
export function subscribersCsvUrl(status: NewsletterStatus | ''): string {
  return status ? `${PATHS.subscribersCsv}?status=${status}` : PATHS.subscribersCsv;
}
