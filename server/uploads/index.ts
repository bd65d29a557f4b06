// The public face of server/uploads: what other domains may use of it.
export { demoRasterRoutes, ensureDemoRaster, demoRasterFile } from './demo-rasters';
export { type AvifQueueOptions } from './avif';
export { registerUploadRoutes } from './routes';
export { createUploadStore, uploadByUrl, type UploadStore } from './store';
export {
  diskObjectStore,
  type ObjectStore,
  s3ObjectStore,
  s3OptionsFromEnv,
  type S3Options,
} from './object-store';
