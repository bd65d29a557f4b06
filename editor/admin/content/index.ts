// The owner's content screens, mounted by the admin app: /admin/blog, /admin/blog/:id (`new` for
// a new post), /admin/blog/categories, /admin/comments, /admin/newsletter and /admin/enquiries.
export { BlogCategoriesPage } from './BlogCategoriesPage';
export { CommentsPage } from './CommentsPage';
export { EnquiriesPage } from './EnquiriesPage';
export { NewsletterPage } from './NewsletterPage';
export { PostEditPage } from './PostEditPage';
export { PostsPage } from './PostsPage';
