// The public face of server/redirects: the owner's redirects API, the storefront's cached
// look-up, and the automatic redirect other domains add when a page, product or post moves.
export { addMovedRedirect } from './moved';
export { type RedirectLookup } from './cache';
export { registerRedirects } from './setup';
