// The public face of server/accounts: owners, customers, sessions, one-time codes, throttling,
// Google sign-in, and the account context every domain's routes get.
export { type AccountContext, allowAttempt, sendMailInBackground } from './context';
export { type GoogleSignInOptions } from './google-routes';
export { openWorkspace } from './open-workspace';
export { accountContextOf, accountRoutes } from './routes';
export { type RateLimiter } from './throttle';
export { safeEqual } from './tokens';
export { EmailTakenError } from './users';
