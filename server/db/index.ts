// The public face of server/db: what other domains may use of it.
export { addedAt } from './added-at';
export { type Db, pingDb } from './connect';
export { isDatabaseUnavailable, isUniqueViolation } from './errors';
export { newestFirstPage } from './newest-first';
export {
  type CodePurpose,
  type Database,
  type OrdersTable,
  type PaymentsTable,
  type ProductListingTable,
  type ProductsTable,
  type ProductVariantsTable,
  type SessionKind,
  type UploadsTable,
  type UsersTable,
  type UserType,
} from './schema';
