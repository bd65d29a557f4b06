// The commerce UI (the side cart and the toast stack) is mounted the first time something needs
// it, from its own chunk, so a page that never adds to the bag downloads none of it.

/** The id of the container the commerce UI is rendered into. */
export const COMMERCE_ROOT_ID = 'sw-commerce';

let mounting: Promise<void> | null = null;

/** Mounts the cart panel and the toast host into a container on document.body, once. */
export function ensureCommerceUi(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  mounting ??= import('./mount')
    .then((m) => m.mountCommerceUi())
    .catch((err: unknown) => {
      // A failed chunk load (offline) may be retried by the next action.
      mounting = null;
      throw err;
    });
  return mounting;
}
