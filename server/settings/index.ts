// The public face of server/settings: what other domains may use of it.
export { settingsRoutes } from './routes';
