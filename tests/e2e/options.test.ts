import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildShopCatalogue } from '../../fixtures/catalogue/shop';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { DESKTOP, hostUrl, PHONE, shot, chromiumForFile, signInAsDemoOwner } from './browser';

// A product with options in Chromium at 390 and 1280 px: the seeded Chanderi kurta (Size ×
// Colour) picked by size and colour, the price and stock following, a combination not made and
// one sold out shown struck through and named so, the pick kept in ?variant= across a reload,
// added to the bag as "M / Maroon"; its customers' reviews listed under the summary with
// Show more. Then the owner's Options and Variants panels. Screenshots of each step go to
// test-results/screenshots.

const HOST = 'shop.localhost';
const KURTA = buildShopCatalogue().products.find((p) => p.options)!;
const customer = DEMO_ACCOUNTS.find((a) => a.slug === 'shop' && a.userType === 'CUSTOMER')!;

const { openPage } = chromiumForFile();

const optionName = (page: Page, name: string) =>
  page
    .getByTestId('option-picker')
    .filter({ hasText: `${name}:` })
    .locator('p')
    .innerText();

async function signInCustomer(page: Page): Promise<void> {
  await page.goto(hostUrl(HOST, `/login?from=/p/${KURTA.path}`), { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/p/${KURTA.path}`, { timeout: 20_000 });
}

describe('a product with options', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)
    it(`picks a size and a colour, keeps it in the address and bags it (${label} px)`, async () => {
      const { page, problems } = await openPage(viewport);
      await signInCustomer(page);
      // Start from an empty bag.
      await page.evaluate(async () => {
        const h = { 'content-type': 'application/json', 'x-app-platform': 'WEB' };
        const all = await fetch('/api/io/crm/cart_items/all', {
          method: 'POST',
          headers: h,
          body: JSON.stringify({ s: 100, p: 0 }),
        }).then((r) => r.json() as Promise<{ data: { _id: string }[] }>);
        for (const line of all.data)
          await fetch(`/api/io/crm/cart_items/delete?id=${line._id}`, { headers: h });
      });
      await page.goto(hostUrl(HOST, `/p/${KURTA.path}`), { waitUntil: 'networkidle' });
      const detail = page.getByTestId('product-detail');
      await expect.poll(() => optionName(page, 'Size')).toBe('Size: S');
      expect(await optionName(page, 'Colour')).toBe(`Colour: ${KURTA.options![1]!.values[0]}`);
      const price = detail.locator('.sw-product-detail__price .sw-price__now');
      const before = await price.innerText();

      // XL: the first colour's XL is sold out, so the XL in stock (Indigo) is picked; it costs more.
      // (From S / Ivory, XL / Ivory is sold out: the button says so.)
      await detail.getByRole('button', { name: /^XL\W+sold out$/ }).click();
      await expect.poll(() => optionName(page, 'Size')).toBe('Size: XL');
      expect(await optionName(page, 'Colour')).toBe('Colour: Indigo');
      await expect.poll(() => price.innerText()).not.toBe(before);
      // XL is not made in Maroon, and XL / Ivory is sold out: both struck through, named so.
      const maroon = detail.getByRole('button', { name: /^Maroon\W+unavailable$/ });
      expect(await maroon.getAttribute('class')).toContain('is-unavailable');
      expect(await maroon.evaluate((b) => getComputedStyle(b).textDecorationLine)).toBe(
        'line-through',
      );
      await detail.getByRole('button', { name: /^Ivory\W+sold out$/ }).waitFor();
      await shot(page, `options-product-unavailable-${label}`);

      // M / Maroon: two left.
      await detail.getByRole('button', { name: /^M\b/ }).click();
      await detail.getByRole('button', { name: /^Maroon/ }).click();
      await expect.poll(() => optionName(page, 'Colour')).toBe('Colour: Maroon');
      expect(await optionName(page, 'Size')).toBe('Size: M');
      await expect.poll(() => page.getByTestId('stock-state').innerText()).toBe('Only 2 left');
      expect(await price.innerText()).toBe(before);
      // The picture is the maroon one.
      await expect
        .poll(() => detail.locator('.sw-product-detail__main-image img').getAttribute('src'))
        .toContain(`${KURTA.path}-4`);
      // The pick survives a reload.
      const variant = new URL(page.url()).searchParams.get('variant');
      expect(variant).toBeTruthy();
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(() => optionName(page, 'Colour')).toBe('Colour: Maroon');
      expect(await optionName(page, 'Size')).toBe('Size: M');
      await shot(page, `options-product-${label}`);

      // Into the bag as M / Maroon.
      await detail.getByRole('button', { name: 'Add to bag' }).click();
      const panel = page.getByTestId('cart-panel');
      await panel.waitFor({ state: 'visible' });
      await expect.poll(() => panel.getByTestId('cart-line').innerText()).toContain('M / Maroon');
      // With the maroon picture.
      expect(await panel.getByTestId('cart-line').locator('img').getAttribute('src')).toContain(
        `${KURTA.path}-4`,
      );
      await shot(page, `options-bag-${label}`, { viewport: true });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      // The reviews' texts, newest first, and Show more.
      const reviews = page.getByTestId('product-review');
      await expect.poll(() => reviews.count()).toBe(5);
      expect((await reviews.first().innerText()).length).toBeGreaterThan(30);
      await page.getByTestId('reviews-more').click();
      await expect.poll(() => reviews.count()).toBeGreaterThan(5);
      await page.getByTestId('reviews-summary').scrollIntoViewIfNeeded();
      await shot(page, `options-reviews-${label}`);
      expect(problems).toEqual([]);
    });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const)
    it(`shows the owner the options and their variants (${label} px)`, async () => {
      const { page, problems } = await openPage(viewport);
      await signInAsDemoOwner(page, HOST);
      const id = await page.evaluate(async (path) => {
        const res = await fetch('/api/io/crm/admin/shop/products/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-app-platform': 'WEB' },
          body: JSON.stringify({ q: path, p: 0, s: 5 }),
        });
        const body = (await res.json()) as { data: { _id: string; path: string }[] };
        return body.data.find((p) => p.path === path)?._id ?? '';
      }, KURTA.path);
      expect(id).toBeTruthy();
      await page.goto(hostUrl(HOST, `/admin/products/${id}`), { waitUntil: 'networkidle' });
      const options = page.getByTestId('swc-option');
      await expect.poll(() => options.count()).toBe(2);
      await expect
        .poll(() => page.getByTestId('swc-variant-row').count())
        .toBe(KURTA.variants.length);
      expect(await page.getByTestId('swc-variants-summary').innerText()).toContain(
        '1 combination not sold',
      );
      await options.first().scrollIntoViewIfNeeded();
      await shot(page, `options-admin-${label}`);

      // Adding a value makes its combinations (XL / Maroon, not sold, stays out); nothing is
      // saved until Save.
      const size = options.first();
      await size.getByLabel('Values').fill('XXL');
      await size.getByLabel('Values').press('Enter');
      await expect
        .poll(() => page.getByTestId('swc-variant-row').count())
        .toBe(KURTA.variants.length + 3);
      await expect
        .poll(() => page.getByTestId('swc-variant-name').last().innerText())
        .toContain('XXL / Maroon');
      await shot(page, `options-admin-added-${label}`);
      expect(problems).toEqual([]);
    });
});
