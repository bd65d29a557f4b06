// The public face of server/enquiries: what other domains may use of it.
export { registerEnquiries } from './setup';
