// The public face of server/reports: what other domains may use of it.
export { reportsRoutes } from './routes';
