// The public face of server/starters: the starter sites an owner copies into their workspace
// (issue 31). The only server code that reads fixtures/ (the starters are that data).
export { applyStarter } from './apply';
export { starterRoutes, UNKNOWN_STARTER_MESSAGE } from './routes';
