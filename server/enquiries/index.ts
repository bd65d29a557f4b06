// The public face of server/enquiries: what other domains may use of it.
export { enquiryAdminRoutes } from './admin-routes';
export { createEnquiriesRepo } from './repo';
export { enquiryRoutes } from './routes';
