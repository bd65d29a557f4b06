// The public face of server/blog: what other domains may use of it.
export { blogAdminRoutes } from './admin-routes';
export { type BlogRepo, createBlogRepo } from './repo';
export { blogRoutes } from './routes';
export { addStarterBlog } from './seed';
