// The public face of server/builder: pages and the site document (drafts, publish, history,
// checks), the builder's and the read API's routes, and the preview route.
export {
  boundSearchQuery,
  type CatalogueItem,
  type CatalogueModel,
  type CatalogueQuery,
  type CatalogueSource,
  withModels,
} from './link-source';
export { builtInPage, isBareScreen } from './built-in-pages';
export { createSiteDocuments, type SiteDocuments } from './documents';
export { registerBuilder } from './setup';
export {
  BUILDER_INLINE_SCRIPTS,
  createManifestAssetsReader,
  type EditorAssets,
  scriptJson,
} from './shell';
export { slugFromName, starterHomePage, starterSite } from './starter-site';
