import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import type { ListingAnswer, ProductDetail } from '../../shared/catalogue';
import { hostUrl } from './browser';

// The demo shop's checkout set-up, shared by the e2e files that buy something on
// shop.localhost: the demo customer signing in, a product with stock, a fresh bag, the checkout
// page, a new address and the test gateway.

export const SHOP_HOST = 'shop.localhost';

/** The demo shop's customer (fixtures/demo-accounts.ts). */
export const shopCustomer = DEMO_ACCOUNTS.find(
  (a) => a.slug === 'shop' && a.userType === 'CUSTOMER',
)!;

/**
 * A JSON call from inside the page with the storefront's headers and the session cookie: a GET
 * without a body, a POST with one; answers the parsed body.
 */
export function storefrontCall<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as T;
    },
    { path, body },
  );
}

/** Signs the shop's demo customer in through `/login?from=`, and waits to be back on `from`. */
export async function signInShopCustomer(page: Page, from: string): Promise<void> {
  await page.goto(hostUrl(SHOP_HOST, `/login?from=${encodeURIComponent(from)}`), {
    waitUntil: 'networkidle',
  });
  await page.getByLabel('Email', { exact: true }).fill(shopCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === from, { timeout: 20_000 });
}

/** A product's public detail by its path. */
async function productDetail(page: Page, path: string): Promise<ProductDetail> {
  const detail = await storefrontCall<{ data: ProductDetail }>(
    page,
    `/api/public/product?path=${encodeURIComponent(path)}`,
  );
  return detail.data;
}

/**
 * A product of the shop with at least 3 units of its default variant: from the Home & living
 * category unless `anyCategory`, after the first `skip` listed, priced under `priceBelow` paise
 * when given.
 */
export async function productInStock(
  page: Page,
  opts: { skip?: number; priceBelow?: number; anyCategory?: boolean } = {},
): Promise<ProductDetail> {
  const listing = await storefrontCall<ListingAnswer>(
    page,
    '/api/io/crm/admin/public/product/variants',
    {
      filter: opts.anyCategory ? { inStock: true } : { category: 'home-living', inStock: true },
      page: { number: 1, size: 20 },
    },
  );
  for (const item of listing.data.slice(opts.skip ?? 0)) {
    const product = await productDetail(page, item.path);
    const v = product.variants.find((x) => x._id === product.defaultVariantId);
    if (v && v.stock >= 3 && (opts.priceBelow === undefined || v.price < opts.priceBelow))
      return product;
  }
  throw new Error('no product with stock');
}

/** The stock of a product's default variant now. */
export async function stockOf(page: Page, product: ProductDetail): Promise<number> {
  const now = await productDetail(page, product.path);
  return now.variants.find((v) => v._id === product.defaultVariantId)!.stock;
}

/** The price of a product's default variant, in paise. */
export const priceOf = (p: ProductDetail): number =>
  p.variants.find((v) => v._id === p.defaultVariantId)!.price;

/** Empties the signed-in customer's bag through the bag's API. */
export async function emptyBag(page: Page): Promise<void> {
  const all = await storefrontCall<{ data: { _id: string }[] }>(
    page,
    '/api/io/crm/cart_items/all',
    { s: 100, p: 0 },
  );
  for (const line of all.data)
    await storefrontCall(page, `/api/io/crm/cart_items/delete?id=${line._id}`);
}

/** Empties the bag, then adds one unit of the product from its page and waits for the side cart. */
export async function bagOf(page: Page, product: ProductDetail): Promise<void> {
  await emptyBag(page);
  await page.goto(hostUrl(SHOP_HOST, `/p/${product.path}`), { waitUntil: 'networkidle' });
  await page.getByTestId('product-detail').getByRole('button', { name: 'Add to bag' }).click();
  await page.getByTestId('cart-panel').waitFor({ state: 'visible' });
}

/** From the open side cart to /checkout, until its pay button can be pressed. */
export async function checkoutFromBag(page: Page): Promise<void> {
  await page.getByTestId('cart-checkout').click();
  await page.waitForURL((u) => u.pathname === '/checkout');
  await page.locator('[data-testid=checkout-pay]:not([disabled])').waitFor();
}

/** Fills checkout's new-address form with a Bengaluru address, saves it and waits for it to close. */
export async function saveCheckoutAddress(form: Locator): Promise<void> {
  await form.getByLabel('Full name').fill('Kavi Shopper');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Address line 1').fill('12 Residency Road, Flat 4A');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN code').fill('560025');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await form.waitFor({ state: 'detached' });
}

/** Pays on the test gateway's page and waits for the success screen; answers the order's id. */
export async function payOnTestGateway(page: Page): Promise<string> {
  await page.getByTestId('test-gateway-pay').click();
  await page.waitForURL((u) => u.pathname === '/payment/success');
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}
