// The public face of server/newsletter: what other domains may use of it.
export { newsletterAdminRoutes } from './admin-routes';
export { createNewsletterRepo } from './repo';
export { newsletterRoutes } from './routes';
