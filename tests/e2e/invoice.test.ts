import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopWorkspace } from '../../fixtures/shop';
import { resolveApiPath } from '../../shared/api-client';
import { CART_PATHS } from '../../shared/cart';
import { INVOICE_PATHS, type OrderInvoicesAnswer } from '../../shared/gst';
import { ORDER_PATHS } from '../../shared/orders';
import { adminCall, chromiumForFile, DESKTOP, hostUrl, PHONE, signInAsDemoOwner } from './browser';
import { productInStock, SHOP_HOST as HOST, signInShopCustomer } from './shop-checkout';

// A customer with a paid order downloads its GST invoice from their order page, in Chromium at
// 390 and 1280 px: the download is a PDF whose text carries the invoice's number; the owner
// downloads it from the admin order page. Screenshots of both pages and of Settings → Taxes
// go to test-results (or GST_SHOTS).

const SHOTS = process.env.GST_SHOTS ?? 'test-results/screenshots/gst';
const { openPage } = chromiumForFile();

// The seeded registration (fixtures/shop.ts), saved again so the test stands on its own.
const SETTINGS = shopWorkspace.settings.gst!;

async function save(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A call from the page with the storefront's header and the session cookie. */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          'x-app-platform': 'WEB',
          ...(typeof body === 'string'
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : body === undefined
              ? {}
              : { 'content-type': 'application/json' }),
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, url: res.url, text };
    },
    { method, path, body },
  );
}

/** Signs the demo customer in, buys the first product with stock, pays with the test gateway. */
async function paidOrder(page: Page): Promise<string> {
  await signInShopCustomer(page, '/setting/orders');
  const variantId = (await productInStock(page, { anyCategory: true })).defaultVariantId;
  const added = await call(page, 'POST', resolveApiPath(CART_PATHS.add), {
    productVariantId: variantId,
    quantity: 1,
  });
  expect(added.status, added.text).toBe(200);
  const address = await call(page, 'POST', resolveApiPath(ORDER_PATHS.addAddress), {
    name: 'Kavi Shopper',
    phone: '9876543210',
    line1: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  });
  expect(address.status, address.text).toBe(201);
  const addressId = (JSON.parse(address.text) as { data: { _id: string } }).data._id;
  const init = await call(
    page,
    'GET',
    `${resolveApiPath(ORDER_PATHS.checkoutInit)}?addressId=${addressId}&paymentMode=TEST`,
  );
  expect(init.status, init.text).toBe(200);
  const { transactionId, orderId } = (
    JSON.parse(init.text) as { data: { transactionId: string; orderId: string } }
  ).data;
  const paid = await call(page, 'POST', `/pay/test/${transactionId}`, 'outcome=pay');
  // Fetch asks for JSON: the verify step answers the order's status instead of redirecting.
  expect(paid.status, paid.text).toBe(200);
  expect(paid.text).toContain('PAID');
  return orderId;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GST invoice download', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`downloads the invoice PDF from the order page at ${label} px`, async () => {
      const { page: owner, problems: ownerProblems } = await openPage(viewport, {
        acceptDownloads: true,
      });
      await signInAsDemoOwner(owner, HOST);
      const saved = await adminCall(owner, 'POST', '/admin/settings/gst', SETTINGS);
      expect(saved.status).toBe(200);

      const { page, problems } = await openPage(viewport, { acceptDownloads: true });
      const orderId = await paidOrder(page);
      const listed = await adminCall<OrderInvoicesAnswer>(
        owner,
        'GET',
        `${INVOICE_PATHS.adminOfOrder.replace('/api/io/crm', '')}?orderId=${orderId}`,
      );
      const number = listed.json.data[0]?.number ?? '';
      expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);

      await page.goto(hostUrl(HOST, `/setting/orders?id=${orderId}`), { waitUntil: 'networkidle' });
      const button = page.getByTestId('order-download-invoice');
      await button.waitFor();
      await save(page, `customer-order-${label}`);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
      const path = await download.path();
      const bytes = (await import('node:fs')).readFileSync(path);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(number);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain('Karnataka (29)');
      if (label === '1280') writeFileSync(`${SHOTS}/invoice-from-e2e.pdf`, bytes);

      // The owner's order page offers the same document.
      await owner.goto(hostUrl(HOST, `/admin/orders/${orderId}`), { waitUntil: 'networkidle' });
      const ownerLink = owner.getByTestId('swa-download-invoice');
      await ownerLink.waitFor();
      await save(owner, `admin-order-${label}`);
      const [ownerDownload] = await Promise.all([
        owner.waitForEvent('download'),
        ownerLink.click(),
      ]);
      expect(ownerDownload.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);

      await owner.goto(hostUrl(HOST, '/admin/settings'), { waitUntil: 'networkidle' });
      await owner.getByTestId('swa-tax-form').waitFor();
      expect(await owner.getByTestId('swa-tax-status').innerText()).toContain(
        'GST invoices are issued',
      );
      await save(owner, `settings-taxes-${label}`);

      // The product's own HSN code and rate, or its category's.
      const got = await adminCall<{ data: { items: { productId: string }[] } }>(
        owner,
        'GET',
        `/admin/shop/orders/get?id=${orderId}`,
      );
      const productId = got.json.data.items[0]!.productId;
      await owner.goto(hostUrl(HOST, `/admin/products/${productId}`), { waitUntil: 'networkidle' });
      await owner.getByTestId('swc-product-tax').waitFor();
      expect(await owner.getByTestId('swc-product-tax').innerText()).toContain('HSN code');
      await save(owner, `product-tax-${label}`);
      expect(problems).toEqual([]);
      expect(ownerProblems).toEqual([]);
    }, 120_000);
  }
});
