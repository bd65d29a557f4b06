import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format';
import { DEFAULT_SHIPPING } from '../../shared/shipping';
import {
  adminCall,
  chromiumForFile,
  DESKTOP,
  hostUrl,
  PHONE,
  shot,
  signInAsDemoOwner,
} from './browser';
import {
  bagOf,
  checkoutFromBag,
  priceOf,
  productInStock,
  SHOP_HOST as HOST,
  signInShopCustomer as signInCustomer,
  storefrontCall as api,
} from './shop-checkout';

// Cash on delivery in Chromium on shop.localhost: the owner turns it on in Settings → Payments
// (₹30 fee) and ships Karnataka at ₹29 from Settings → Shipping and returns; a shopper at 390
// and at 1280 px adds to the bag, checks out with Cash on delivery and sees the order confirmed
// with the fee and the shipping for their address, and the order page says how it is paid.
// Screenshots of the new admin screens and of the shopper's steps; the settings go back after.

const { openPage } = chromiumForFile();

/** A screenshot of the step, in the run's screenshots (test-results/screenshots). */
async function both(page: Page, name: string, opts: { viewport?: boolean } = {}) {
  await shot(page, `cod-${name}`, opts);
}

describe('cash on delivery in Chromium', () => {
  let owner: Page | undefined;

  afterAll(async () => {
    if (!owner) return;
    // The demo shop as it was: COD off, the default shipping.
    const s = await adminCall<{ data: { payments: Record<string, any> } }>(
      owner,
      'GET',
      '/admin/settings',
    );
    const p = s.json.data.payments;
    await adminCall(owner, 'POST', '/admin/settings/payments', {
      RAZORPAY: p.RAZORPAY,
      CASHFREE: p.CASHFREE,
      PHONEPE: p.PHONEPE,
      testMode: p.testMode,
      cod: { ...p.cod, enabled: false },
    });
    await adminCall(owner, 'POST', '/admin/settings/shipping', DEFAULT_SHIPPING);
  });

  it('the owner turns cash on delivery on and ships Karnataka at ₹29', async () => {
    const { page, problems } = await openPage(DESKTOP);
    owner = page;
    await signInAsDemoOwner(page, HOST);
    await page.goto(hostUrl(HOST, '/admin/settings'), { waitUntil: 'networkidle' });
    const payments = page.getByTestId('swa-payments-form');
    await payments.getByLabel('Offer cash on delivery at checkout').check();
    await payments.getByTestId('swa-cod-limit').fill('10000');
    await payments.getByTestId('swa-cod-fee').fill('30');
    await payments.getByRole('button', { name: 'Save payment settings' }).click();
    await expect.poll(() => page.locator('body').innerText()).toContain('Payment settings saved.');

    const shipping = page.getByTestId('swa-shipping-form');
    await shipping.getByTestId('swa-shipping-add-zone').click();
    const zone = shipping.getByTestId('swa-shipping-zone').last();
    await zone.getByLabel('Zone name').fill('South');
    await zone.getByLabel('Flat rate (₹)').fill('29');
    await zone.getByLabel('Karnataka').check();
    await zone.getByLabel('Kerala').check();
    // A refusal first: a rate that is not an amount.
    await zone.getByLabel('Per extra 500 g (₹, optional)').fill('-5');
    await shipping.getByRole('button', { name: 'Save shipping and returns' }).click();
    await expect.poll(() => zone.innerText()).toContain('please enter an amount');
    await zone.getByLabel('Per extra 500 g (₹, optional)').fill('');
    await shipping.getByTestId('swa-return-window').fill('10');
    await expect
      .poll(() => shipping.getByTestId('swa-return-policy').innerText())
      .toBe('Easy returns within 10 days of delivery.');
    await shipping.getByRole('button', { name: 'Save shipping and returns' }).click();
    await expect
      .poll(() => page.locator('body').innerText())
      .toContain('Shipping and returns saved.');
    const saved = await adminCall<{ data: { shipping: any; payments: any } }>(
      page,
      'GET',
      '/admin/settings',
    );
    expect(saved.json.data.shipping.zones).toEqual([
      {
        name: 'South',
        states: ['Karnataka', 'Kerala'],
        flatRate: 2900,
        freeAbove: null,
        perWeightRate: null,
      },
    ]);
    expect(saved.json.data.payments.cod).toEqual({ enabled: true, limit: 1_000_000, fee: 3000 });
    await payments.scrollIntoViewIfNeeded();
    await both(page, 'admin-settings-1280');
    const phone = await openPage(PHONE);
    await signInAsDemoOwner(phone.page, HOST);
    await phone.page.goto(hostUrl(HOST, '/admin/settings'), { waitUntil: 'networkidle' });
    await phone.page.getByTestId('swa-shipping-form').waitFor();
    await both(phone.page, 'admin-settings-390');
    expect(problems).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`a shopper at ${label} px pays by cash on delivery`, async () => {
      const { page, problems } = await openPage(viewport);
      await signInCustomer(page, '/setting/overview');
      const product = await productInStock(page, { priceBelow: 900_000 });
      // A Karnataka address of their own, the default one.
      await api(page, '/api/io/crm/cuser/address/add', {
        name: `Cod Shopper ${label}`,
        phone: '9876543210',
        line1: '7 Church Street',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        isDefault: true,
      });
      await bagOf(page, product);
      // Karnataka ships at its own rate now: the bag leaves it to checkout.
      await expect
        .poll(() => page.getByTestId('cart-shipping').innerText())
        .toContain('Calculated at checkout');
      if (label === '390') await both(page, 'bag-390', { viewport: true });
      await checkoutFromBag(page);

      const price = priceOf(product);
      const money = (minor: number) => formatMoney(minor, 'INR');
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      const summary = page.getByTestId('checkout-summary');
      if (label === '390')
        await summary.getByRole('button', { name: /Show order summary/ }).click();
      await expect
        .poll(() => summary.getByTestId('checkout-shipping').innerText())
        .toBe(money(2900));
      expect(await summary.getByTestId('checkout-cod-fee').innerText()).toBe(money(3000));
      const total = price + 2900 + 3000;
      expect(await summary.getByTestId('checkout-total').innerText()).toBe(money(total));
      expect(await page.getByTestId('checkout-pay').innerText()).toBe(
        `Place order ${money(total)}`,
      );
      expect(await page.getByTestId('checkout-return-policy').innerText()).toBe(
        'Easy returns within 10 days of delivery.',
      );
      await both(page, `checkout-cod-${label}`);

      await page.getByTestId('checkout-pay').click();
      await page.waitForURL((u) => u.pathname === '/payment/success', { timeout: 20_000 });
      await expect.poll(() => page.getByTestId('payment-amount').innerText()).toBe(money(total));
      expect(await page.locator('h1').first().innerText()).toBe('Order confirmed');
      expect(await page.getByTestId('payment-cod-fee').innerText()).toBe(money(3000));
      expect(await page.getByTestId('payment-shipping').innerText()).toBe(money(2900));
      await both(page, `cod-confirmed-${label}`);

      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await page.goto(hostUrl(HOST, `/setting/orders?id=${orderId}`), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByTestId('order-payment-mode').first().innerText())
        .toBe('Cash on delivery');
      expect(await page.getByTestId('order-cod-fee').first().innerText()).toBe(money(3000));
      expect(await page.getByTestId('order-shipping').first().innerText()).toBe(money(2900));
      await both(page, `order-cod-${label}`);
      expect(problems).toEqual([]);

      if (label === '1280' && owner) {
        await owner.goto(hostUrl(HOST, `/admin/orders/${orderId}`), { waitUntil: 'networkidle' });
        await expect
          .poll(() => owner!.getByTestId('swa-order-cod-fee').innerText())
          .toBe(money(3000));
        await both(owner, 'admin-order-cod-1280');
      }
    });
  }
});
