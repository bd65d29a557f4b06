import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../shared/catalogue';
import { DESKTOP, hostUrl, PHONE, shot, signInAsDemoOwner, chromiumForFile } from './browser';
import {
  bagOf,
  checkoutFromBag,
  payOnTestGateway,
  productInStock,
  saveCheckoutAddress,
  shopCustomer as customer,
  SHOP_HOST as HOST,
  signInShopCustomer as signInCustomer,
  stockOf,
  storefrontCall as api,
} from './shop-checkout';

// The whole sale in Chromium on shop.localhost: a customer adds to the bag, checks out with a new
// address, pays with the test gateway, sees the success screen with the transaction id, gets the
// confirmation mail in the outbox and asks to cancel; the owner sees the order on the dashboard
// and approves the cancellation; the customer sees it cancelled and the stock is back. A failed
// payment shows the failure screen and gives the stock back. Screenshots of checkout, the success
// screen, the admin dashboard, the orders and the product editor at 390 and 1280 px.

const { openPage } = chromiumForFile();

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
    await checkoutFromBag(page);

    // A new address: refused field by field first, then saved and chosen.
    const form = page.getByTestId('checkout-address-form');
    if (!(await form.isVisible())) await page.getByTestId('checkout-add-address').click();
    await form.getByLabel('Full name').fill('Kavi Shopper');
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect
      .poll(() => form.innerText())
      .toContain('Please enter a ten-digit mobile number starting with 5 to 9.');
    await saveCheckoutAddress(form);
    await expect
      .poll(() => page.getByTestId('checkout-address').filter({ hasText: 'Kavi Shopper' }).count())
      .toBeGreaterThan(0);
    await shot(page, 'checkout-1280');

    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('test-gateway').waitFor();
    expect(await page.getByTestId('test-gateway').innerText()).toContain('no real money moves');
    // The stock is reserved while the customer is on the gateway.
    expect(await stockOf(page, product)).toBe(stockBefore - 1);
    orderId = await payOnTestGateway(page);
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
    const other = await productInStock(page, { skip: 1 });
    const before = await stockOf(page, other);
    await bagOf(page, other);
    await checkoutFromBag(page);
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
    await payOnTestGateway(page);
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
