// The public face of server/http: request plumbing every domain uses and none owns. It imports
// no domain; domains import it (and nothing else of this folder).
export { fail, failFields, htmlPage, NO_SITE_MESSAGE, UNAVAILABLE_MESSAGE } from './answers';
// A database down or too slow, for the routes that answer it themselves (the public pages).
export { isDatabaseUnavailable } from '../db';
export { SESSION_COOKIE } from './cookies';
export { CROSS_SITE_MESSAGE, PLATFORM_HEADER_MESSAGE, routesCheckedForOrigin } from './origin';
export {
  createWorkspaceResolver,
  hostName,
  isPlatformHost,
  linkOrigin,
  normalizePath,
  type PagePurge,
  type RequestContext,
  requestTokens,
  type Session,
  signedIn,
  type User,
  type Workspace,
  workspaceOfHost,
} from './request';
export {
  ADMIN_FORBIDDEN_MESSAGE,
  adminOf,
  createAdminGuard,
  createCustomerGuard,
  createUserGuard,
  customerOf,
  CUSTOMERS_ONLY_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  workspaceOr404,
  userOf,
} from './guards';
export {
  applyStrictValidation,
  JSON_OBJECT_MESSAGE,
  readableErrors,
  schemaErrorFormatter,
  strictObject,
} from './strict-validation';
export {
  ADMIN_ID_SCHEMA,
  listFilter,
  prepareAdminApi,
  refuseInvalid,
  refuseStaff,
} from './admin-api';
export { containsPattern } from './like';
export {
  acceptCsvBodies,
  CSV_IMPORT_SCHEMA,
  type CsvImportBody,
  csvImportText,
  sendCsvDownload,
} from './csv';
export { type TrustProxy } from './trust-proxy';
export { createHttpServer } from './server';
