// The public face of server/customers: what other domains may use of it.
export { customersRoutes } from './routes';
