// The public face of server/blog: what other domains may use of it.
export { type BlogRepo, createBlogRepo } from './repo';
export { addStarterBlog } from './seed';
export { registerBlog } from './setup';
