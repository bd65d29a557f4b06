// The public face of server/cart: what other domains may use of it.
export { bagRows, removeBagLines } from './repo';
export { cartRoutes } from './routes';
export {
  availableStock,
  ENTRY_ID_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  LIST_PAGE_MESSAGE,
  listBodySchema,
  listWindow,
  MAX_WISHLIST_ENTRIES,
  parseMedia,
  VARIANT_ID_MESSAGE,
  WISHLIST_FULL_MESSAGE,
} from './rules';
