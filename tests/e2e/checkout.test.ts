import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import type { ListingAnswer, ProductDetail } from '../../shared/catalogue';
import { DESKTOP, hostUrl, PHONE, shot, signInAsDemoOwner, chromiumForFile } from './browser';

// The whole sale in Chromium on shop.localhost: a customer adds to the bag, checks out with a new
// address, pays with the test gateway, sees the success screen with the transaction id, gets the
// confirmation mail in the outbox and asks to cancel; the owner sees the order on the dashboard
// and approves the cancellation; the customer sees it cancelled and the stock is back. A failed
// payment shows the failure screen and gives the stock back. Screenshots of checkout, the success
// screen, the admin dashboard, the orders and the product editor at 390 and 1280 px.

const HOST = 'shop.localhost';
const customer = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'CUSTOMER')!;

const { openPage } = chromiumForFile();

/** A calling helper inside the page, with the storefront's headers and the session cookie. */
function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
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

/** A product of the shop with at least 3 units of its default variant (after `skip`). */
async function productInStock(page: Page, skip = 0): Promise<ProductDetail> {
  const listing = await api<ListingAnswer>(page, '/api/io/crm/admin/public/product/variants', {
    filter: { category: 'home-living', inStock: true },
    page: { number: 1, size: 20 },
  });
  for (const item of listing.data.slice(skip)) {
    const detail = await api<{ data: ProductDetail }>(
      page,
      `/api/public/product?path=${encodeURIComponent(item.path)}`,
    );
    const v = detail.data.variants.find((x) => x._id === detail.data.defaultVariantId);
    if (v && v.stock >= 3) return detail.data;
  }
  throw new Error('no product with stock');
}

const stockOf = async (page: Page, product: ProductDetail) => {
  const detail = await api<{ data: ProductDetail }>(
    page,
    `/api/public/product?path=${encodeURIComponent(product.path)}`,
  );
  return detail.data.variants.find((v) => v._id === product.defaultVariantId)!.stock;
};

async function signInCustomer(page: Page, from: string) {
  await page.goto(hostUrl(HOST, `/login?from=${encodeURIComponent(from)}`), {
    waitUntil: 'networkidle',
  });
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === from, { timeout: 20_000 });
}

/** Empties the bag, then adds one unit of the product from its page and opens the side cart. */
async function bagOf(page: Page, product: ProductDetail) {
  const all = await api<{ data: { _id: string }[] }>(page, '/api/io/crm/cart_items/all', {
    s: 100,
    p: 0,
  });
  for (const line of all.data) await api(page, `/api/io/crm/cart_items/delete?id=${line._id}`);
  await page.goto(hostUrl(HOST, `/p/${product.path}`), { waitUntil: 'networkidle' });
  await page.getByTestId('product-detail').getByRole('button', { name: 'Add to bag' }).click();
  await page.getByTestId('cart-panel').waitFor({ state: 'visible' });
}

describe('checkout, payment and orders in Chromium', () => {
  let orderId = '';
  let orderNumber = '';
  let product: ProductDetail;
  let stockBefore = 0;

  it('a customer checks out with a new address and pays with the test gateway', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await signInCustomer(page, '/setting/overview');
    product = await productInStock(page);
    stockBefore = await stockOf(page, product);
    await bagOf(page, product);
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.locator('[data-testid=checkout-pay]:not([disabled])').waitFor();

    // A new address: refused field by field first, then saved and chosen.
    const form = page.getByTestId('checkout-address-form');
    if (!(await form.isVisible())) await page.getByTestId('checkout-add-address').click();
    await form.getByLabel('Full name').fill('Kavi Shopper');
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect
      .poll(() => form.innerText())
      .toContain('Please enter a ten-digit mobile number starting with 5 to 9.');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Address line 1').fill('12 Residency Road, Flat 4A');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByLabel('State').selectOption('Karnataka');
    await form.getByLabel('PIN code').fill('560025');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('checkout-address').filter({ hasText: 'Kavi Shopper' }).count())
      .toBeGreaterThan(0);
    await shot(page, 'checkout-1280');

    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('test-gateway').waitFor();
    expect(await page.getByTestId('test-gateway').innerText()).toContain('no real money moves');
    // The stock is reserved while the customer is on the gateway.
    expect(await stockOf(page, product)).toBe(stockBefore - 1);
    await page.getByTestId('test-gateway-pay').click();
    await page.waitForURL((u) => u.pathname === '/payment/success');
    orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    expect(orderId).not.toBe('');
    await expect
      .poll(() => page.getByTestId('payment-transaction-id').innerText())
      .toMatch(/test_pay_/);
    orderNumber = (await page.getByTestId('payment-order-number').innerText()).trim();
    expect(orderNumber).toMatch(/^#\d+$/);
    await shot(page, 'payment-success-1280');

    // The confirmation mail is in the dev outbox.
    const mail = await api<{ data: { subject: string; text: string }[] }>(
      page,
      `/api/dev/mail?to=${encodeURIComponent(customer.email)}`,
    );
    const confirmation = mail.data.find((m) =>
      m.subject.includes(`Order ${orderNumber} confirmed`),
    );
    expect(confirmation?.text).toContain(`/setting/orders?id=${orderId}`);

    // The customer asks to cancel from the order's page.
    await page.getByRole('link', { name: 'View your order' }).click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-confirm').waitFor();
    await page.getByRole('button', { name: 'Request cancellation' }).click();
    await page.getByTestId('order-cancel').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('order-status').first().innerText())
      .toBe('Cancellation requested');
    expect(problems).toEqual([]);
  });

  it('the owner sees it on the dashboard and approves the cancellation with its refund; the stock comes back', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await signInAsDemoOwner(page, HOST);
    await page.getByTestId('swa-stats').waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain(orderNumber);
    await shot(page, 'admin-dashboard-1280');

    await page.goto(hostUrl(HOST, '/admin/orders'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main').innerText()).toContain(orderNumber);
    await shot(page, 'admin-orders-1280');

    await page.goto(hostUrl(HOST, `/admin/orders/${orderId}`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Approve cancellation' }).click();
    // The payment goes back in the same step unless the owner unticks it.
    const refundNow = page.getByRole('dialog').getByRole('checkbox', { name: /^Refund .* now$/ });
    await expect(refundNow.isChecked()).resolves.toBe(true);
    await shot(page, 'admin-order-approve-cancel-1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve cancellation' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('Refunded');
    await shot(page, 'admin-order-1280');
    expect(problems).toEqual([]);

    // The customer sees it cancelled and refunded; the unit is back on sale.
    const shopper = await openPage(PHONE);
    await signInCustomer(shopper.page, '/setting/orders');
    await shopper.page.goto(hostUrl(HOST, `/setting/orders?id=${orderId}`), {
      waitUntil: 'networkidle',
    });
    await expect
      .poll(() => shopper.page.getByTestId('order-status').first().innerText())
      .toBe('Refunded');
    expect(await stockOf(shopper.page, product)).toBe(stockBefore);
    await shot(shopper.page, 'order-cancelled-390');
  });

  it('a failed payment shows the failure screen and gives the stock back (phone)', async () => {
    const { page, problems } = await openPage(PHONE);
    await signInCustomer(page, '/setting/overview');
    const other = await productInStock(page, 1);
    const before = await stockOf(page, other);
    await bagOf(page, other);
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.locator('[data-testid=checkout-pay]:not([disabled])').waitFor();
    await shot(page, 'checkout-390');
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('test-gateway').waitFor();
    expect(await stockOf(page, other)).toBe(before - 1);
    await page.getByTestId('test-gateway-fail').click();
    await page.waitForURL((u) => u.pathname === '/payment/failure');
    await page.getByTestId('payment-amount').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Payment failed');
    expect(await stockOf(page, other)).toBe(before);
    await shot(page, 'payment-failure-390');

    // The success screen at 390 px too: pay this time.
    await page.goto(hostUrl(HOST, '/checkout'), { waitUntil: 'networkidle' });
    await page.locator('[data-testid=checkout-pay]:not([disabled])').waitFor();
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('test-gateway-pay').click();
    await page.waitForURL((u) => u.pathname === '/payment/success');
    await expect
      .poll(() => page.getByTestId('payment-transaction-id').innerText())
      .toMatch(/test_pay_/);
    await shot(page, 'payment-success-390');
    expect(problems).toEqual([]);
  });

  it('the admin at 390 px: dashboard, orders and the product editor', async () => {
    const { page, problems } = await openPage(PHONE);
    await signInAsDemoOwner(page, HOST);
    await page.getByTestId('swa-stats').waitFor();
    await shot(page, 'admin-dashboard-390');
    await page.goto(hostUrl(HOST, '/admin/orders'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('main').innerText()).toContain('#');
    await shot(page, 'admin-orders-390');
    await page.goto(hostUrl(HOST, `/admin/products/${product._id}`), { waitUntil: 'networkidle' });
    await page.getByTestId('swc-save').waitFor();
    await shot(page, 'admin-product-390');
    const desktop = await openPage(DESKTOP);
    await signInAsDemoOwner(desktop.page, HOST);
    await desktop.page.goto(hostUrl(HOST, `/admin/products/${product._id}`), {
      waitUntil: 'networkidle',
    });
    await desktop.page.getByTestId('swc-save').waitFor();
    await shot(desktop.page, 'admin-product-1280');
    expect([...problems, ...desktop.problems]).toEqual([]);
  });
});
