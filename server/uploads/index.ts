// The public face of server/uploads: what other domains may use of it.
export { registerUploadRoutes } from './routes';
export { createUploadStore, type UploadStore } from './store';
