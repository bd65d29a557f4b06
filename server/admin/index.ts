// The public face of server/admin: what other domains may use of it.
export { adminAppRoutes } from './routes';
