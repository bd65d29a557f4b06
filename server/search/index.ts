// Search's face to other domains (docs/search.md): the repo over the index that migration
// 0009's triggers keep in step with the catalogue, and the public routes.
export { createSearchRepo, type SearchListingInput } from './repo';
export { searchRoutes } from './routes';
