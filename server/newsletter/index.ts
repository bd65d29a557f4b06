// The public face of server/newsletter: what other domains may use of it.
export { registerNewsletter } from './setup';
