// The public face of server/wishlist: what other domains may use of it.
export { wishlistRoutes } from './routes';
