import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultsFromSchema } from '../../schemas/defaults';
import { ctaSchema } from '../../schemas/sections/cta';
import type { PageDocument } from '../../schemas/types';
import type { ListingAnswer, ListingRequest } from '../../shared/catalogue';
import { adminCall, hostUrl, launchChromium, SHOTS_DIR, signInAsDemoOwner } from './browser';

// The builder with the shop's catalogue, in Chromium as the shop's owner: a product grid dropped
// from the palette lists real products in the preview, and its category and sort, changed in the
// inspector, change the preview's cards. On a page this file creates and deletes at the end.

const HOST = 'shop.localhost';
const PATH = `/e2e-catalogue-${Date.now().toString(36)}`;
const PAGE_SIZE = 10;

let browser: Browser;
let page: Page;
let pageId = '';
const pageErrors: string[] = [];

const startDraft: PageDocument = {
  version: 1,
  title: 'Catalogue e2e',
  seo: {},
  sections: [
    {
      id: 'intro',
      type: 'cta',
      config: { ...(defaultsFromSchema(ctaSchema) as Record<string, unknown>), heading: 'Shop' },
    },
  ],
};

/** A JSON call from the signed-in page, as the editor and the storefront make it. */
const call = <T>(method: string, path: string, body?: unknown) =>
  adminCall<T>(page, method, path, body);

/** The catalogue's first page for a filter and sort, as the listing route answers it. */
async function listing(req: ListingRequest): Promise<ListingAnswer> {
  const res = await call<ListingAnswer>('POST', '/admin/public/product/variants', {
    page: { number: 1, size: PAGE_SIZE },
    ...req,
  });
  expect(res.status).toBe(200);
  return res.json;
}

const canvas = (): FrameLocator => page.frameLocator('#sw-preview-frame');
const formOf = () => page.getByTestId('section-form');

/** The product names on the cards of a section in the preview, in order. */
const cardNames = (id: string) => () =>
  canvas()
    .locator(`[data-sw-section="${id}"] [data-testid=product-card] .sw-product-card__title`)
    .evaluateAll((els) => els.map((e) => e.textContent?.trim() ?? ''));

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await signInAsDemoOwner(page, HOST);
  const created = await call<{ data: { id: string } }>('POST', '/admin/website/page', {
    path: PATH,
    title: startDraft.title,
  });
  expect(created.status).toBe(200);
  pageId = created.json.data.id;
  expect(
    (await call('PUT', '/admin/website/page/draft', { id: pageId, draft: startDraft })).status,
  ).toBe(200);
});

afterAll(async () => {
  if (page && pageId) {
    await page.goto(hostUrl(HOST, '/admin/dashboard'));
    expect((await call('POST', '/admin/website/page/delete', { id: pageId })).status).toBe(200);
  }
  await browser?.close();
});

describe('the builder with the catalogue', () => {
  it('drops a product grid that lists real products; its category and sort change the preview', async () => {
    const all = await listing({});
    const apparel = await listing({ filter: { category: 'apparel' } });
    const cheapest = await listing({ filter: { category: 'apparel' }, sort: 'priceLowToHigh' });
    const names = (a: ListingAnswer) => a.data.map((p) => p.name);
    // The fixtures make these three lists differ, or the test could not tell them apart.
    expect(all.data).toHaveLength(PAGE_SIZE);
    expect(apparel.total).toBeGreaterThan(PAGE_SIZE);
    expect(names(apparel)).not.toEqual(names(all));
    expect(names(cheapest)).not.toEqual(names(apparel));
    const prices = cheapest.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(PATH)}`));
    await page.locator('[data-testid=outline]').waitFor();
    await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);

    // Drag the tile onto the lower half of the intro: the grid goes after it, selected.
    await page.getByRole('tab', { name: 'Add' }).click();
    const intro = await canvas().locator('[data-sw-section="intro"] > *').first().boundingBox();
    if (!intro) throw new Error('intro not visible');
    const tile = page.locator('[data-palette-type="product-grid"]');
    await tile.scrollIntoViewIfNeeded();
    const start = await center(tile);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
    await page.getByTestId('preview-drop').waitFor();
    await page.mouse.move(intro.x + intro.width / 2, intro.y + (intro.height * 3) / 4, {
      steps: 12,
    });
    await page.locator('.swe-drop-marker').waitFor();
    await page.mouse.up();
    await page.waitForTimeout(100);
    const ids = () =>
      canvas()
        .locator('main [data-sw-section]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section') ?? ''));
    await expect.poll(async () => (await ids()).length).toBe(2);
    const gridId = (await ids())[1]!;
    expect((await ids())[0]).toBe('intro');

    // The new grid has no server data: it loads the catalogue's first page itself.
    await expect.poll(cardNames(gridId), { timeout: 15_000 }).toEqual(names(all));

    // Category from the picker: the preview lists that category's products.
    const form = formOf();
    await form.waitFor();
    const category = form.getByRole('combobox', { name: 'Category', exact: true });
    await category.click();
    await category.fill('Appar');
    await page.getByRole('option', { name: /^Apparel/ }).click();
    await expect
      .poll(() =>
        form.getByTestId(`sw-${gridId}_dynamicContentFilter_filters_category-current`).innerText(),
      )
      .toContain('Apparel');
    await expect.poll(cardNames(gridId), { timeout: 15_000 }).toEqual(names(apparel));

    // Sort by price, low to high: the same category, cheapest first.
    await form.getByLabel('Sort by', { exact: true }).selectOption('priceLowToHigh');
    await expect.poll(cardNames(gridId), { timeout: 15_000 }).toEqual(names(cheapest));
    // The builder keeps saving in the background: no network-idle wait for its picture.
    await page.screenshot({ path: `${SHOTS_DIR}/builder-product-grid.png` });

    expect(pageErrors).toEqual([]);
  });
});
