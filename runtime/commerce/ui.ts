// The commerce UI (the side cart and the toast stack) is mounted the first time something needs
// it, from its own chunk, so a page that never adds to the bag downloads none of it. The stores
// call ensureCommerceUi; the page's entry says where the chunk is (commerce/lazy-ui.ts), so this
// module does not import the UI that imports the stores: no module cycle.

/** The id of the container the commerce UI is rendered into. */
export const COMMERCE_ROOT_ID = 'sw-commerce';

/** Loads the commerce UI's chunk. */
export type CommerceUiLoader = () => Promise<{ mountCommerceUi(): void }>;

let loader: CommerceUiLoader | null = null;
let mounting: Promise<void> | null = null;

/** Says where the commerce UI's chunk is (the page's entry, once). */
export function provideCommerceUi(load: CommerceUiLoader): void {
  loader = load;
}

/** Mounts the cart panel and the toast host into a container on document.body, once. */
export function ensureCommerceUi(): Promise<void> {
  if (typeof document === 'undefined' || !loader) return Promise.resolve();
  mounting ??= loader()
    .then((m) => m.mountCommerceUi())
    .catch((err: unknown) => {
      // A failed chunk load (offline) may be retried by the next action.
      mounting = null;
      throw err;
    });
  return mounting;
}
