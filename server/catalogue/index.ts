// The catalogue's face to other domains (house style: "A domain's public face is one module").
// Orders take and return stock and write reviews only through these, passing their transaction.
export { returnStock, type StockLine, takeStock, takeStockOrReturn } from './stock';
export { productReviews, writeReview } from './reviews';
export { knownCatalogueIds, productCategories } from './listing-index';
export { type CatalogueRepo, createCatalogueRepo } from './repo';
export { registerCatalogue } from './setup';
export { addStarterCatalogue } from './starter';
export { taxClassesOf } from './tax-classes';
