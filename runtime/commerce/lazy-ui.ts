// Imported for its effect by the page's entries (entry-client, and the builder preview's React
// half): the commerce UI's chunk is ./mount. Only entries import this module, so the chunk (the
// cart panel and its store) never leads back to it.
import { provideCommerceUi } from './ui';

provideCommerceUi(() => import('./mount'));
