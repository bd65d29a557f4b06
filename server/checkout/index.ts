// The public face of server/checkout: what other domains may use of it.
export { checkoutRoutes } from './routes';
