import { request, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import {
  builderApi,
  chromiumForFile,
  DESKTOP,
  hostUrl,
  PHONE,
  shot,
  signInAsDemoOwner,
} from './browser';

// The built-in screens in the builder (issue 32), in Chromium as the shop's owner: the reset
// screen opened from the Pages panel without its link; /login restyled with a banner above the
// form, published, signed in through, and reset to built-in; the product template given a
// section under the details and seen on two product pages with their own products.

const HOST = 'shop.localhost';
const customer = DEMO_ACCOUNTS.find((a) => a.domain === HOST && a.userType === 'CUSTOMER')!;
const BANNER = `Members ship free ${Date.now().toString(36)}`;
const CARE = `Made to last ${Date.now().toString(36)}`;

const chromium = chromiumForFile();
let page: Page;
let problems: string[];

const canvas = (): FrameLocator => page.frameLocator('#sw-preview-frame');
const builtInRow = (path: string) =>
  page.locator(`[data-testid=built-in-screens] li[data-path="${path}"]`);

/** The builder API's `data`, called from the signed-in page. */
const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
  (await builderApi<{ data: T }>(page, method, path, body)).json.data;

/** The public page's HTML as a visitor without cookies gets it. */
async function publicHtml(path: string): Promise<string> {
  const visitor = await request.newContext();
  try {
    // Node does not resolve *.localhost: the loopback, with the Host.
    const res = await visitor.get(`http://127.0.0.1:${inject('port')}${path}`, {
      headers: { host: `${HOST}:${inject('port')}` },
    });
    expect(res.status()).toBe(200);
    return await res.text();
  } finally {
    await visitor.dispose();
  }
}

/** Opens a built-in screen from the Pages panel and waits for the preview to show `ready`. */
async function openBuiltIn(path: string, ready: (frame: FrameLocator) => Locator) {
  await page.getByRole('tab', { name: 'Pages' }).click();
  await builtInRow(path).locator('.swe-row-main').click();
  await page.waitForURL((url) => url.searchParams.get('page') === path);
  await page.locator('[data-testid=outline]').waitFor();
  await ready(canvas()).waitFor({ timeout: 20_000 });
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags a palette tile onto an outline row: the new section lands right before that row. */
async function dropTileBefore(type: string, rowId: string): Promise<string> {
  const before = await outlineIds();
  await page.getByRole('tab', { name: 'Add' }).click();
  const from = await center(page.locator(`[data-palette-type="${type}"]`));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 4, { steps: 4 });
  const tab = await center(page.getByRole('tab', { name: 'Outline' }));
  await page.mouse.move(tab.x, tab.y, { steps: 12 });
  await page.locator('[data-testid=outline]').waitFor();
  const row = await center(page.locator(`[data-section-id="${rowId}"]`));
  await page.mouse.move(row.x, row.y, { steps: 12 });
  await page.mouse.up();
  await expect.poll(async () => (await outlineIds()).length).toBe(before.length + 1);
  const ids = await outlineIds();
  const added = ids.find((id) => !before.includes(id))!;
  expect(ids.indexOf(added)).toBe(ids.indexOf(rowId) - 1);
  return added;
}

const outlineIds = () =>
  page
    .locator('[data-testid=outline] [data-section-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id') ?? ''));

/** Gives the selected new section a heading, and waits for the preview and the save. */
async function setHeading(id: string, text: string): Promise<void> {
  await page.locator(`[data-section-id="${id}"] .swe-row-main`).click();
  const field = page.getByTestId('section-form').getByRole('textbox', { name: /^Heading\b/ });
  await field.fill(text);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await canvas().getByRole('heading', { name: text }).waitFor();
  await expect
    .poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 })
    .toBe('Draft saved');
}

async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.locator('.swe-toast', { hasText: 'Published' }).waitFor({ timeout: 20_000 });
}

/** The built-in entry of a path in the pages list (its id, and whether the owner stored it). */
const entryOf = async (path: string) =>
  (await api<{ id: string; path: string; builtIn?: { stored: boolean } }[]>('GET', '/pages')).find(
    (p) => p.path === path,
  )!;

beforeAll(async () => {
  ({ page, problems } = await chromium.openPage(DESKTOP));
  page.setDefaultTimeout(15_000);
  // "Reset to built-in" asks first; leaving with a save pending asks too.
  page.on('dialog', (d) => void d.accept());
  await signInAsDemoOwner(page, HOST);
  await page.goto(hostUrl(HOST, '/admin/builder'));
  await page.locator('[data-testid=outline]').waitFor();
});

afterAll(async () => {
  // The demo shop's screens and templates as they were, whatever failed above.
  for (const path of ['/login', '/p']) {
    const entry = page && (await entryOf(path).catch(() => null));
    if (entry?.builtIn?.stored) await api('POST', '/page/delete', { id: entry.id });
  }
});

describe('built-in screens in the builder', () => {
  it('opens /reset-password from the Pages panel and shows its form without a link', async () => {
    await page.getByRole('tab', { name: 'Pages' }).click();
    const group = page.getByTestId('built-in-screens');
    await group.waitFor();
    for (const path of ['/login', '/reset-password', '/setting/orders', '/checkout', '/p', '/c'])
      await builtInRow(path).waitFor();
    await group.scrollIntoViewIfNeeded();
    await shot(page, 'screens-pages-panel-1280', { viewport: true });
    await openBuiltIn('/reset-password', (f) =>
      f.getByRole('textbox', { name: 'New password', exact: true }),
    );
    await canvas().getByRole('textbox', { name: 'Confirm new password' }).waitFor();
    // Builder mode relaxes the guard: the form, not "Page not found", with no link parameters.
    expect(await canvas().getByText('Page not found').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('built-in-note').textContent())
      .toContain('Built-in screen');
    await shot(page, 'screens-reset-password-1280', { viewport: true });
    await openBuiltIn('/setting/orders', (f) => f.getByText('Your orders').first());
    await shot(page, 'screens-setting-orders-1280', { viewport: true });
  });

  it('restyles /login with a banner above the form, publishes it, signs in, and resets it', async () => {
    await openBuiltIn('/login', (f) => f.getByLabel('Password', { exact: true }));
    const formRow = (await outlineIds())[0]!;
    const banner = await dropTileBefore('cta', formRow);
    await setHeading(banner, BANNER);
    expect((await entryOf('/login')).builtIn?.stored).toBe(true);
    // Stored, not live: visitors still get the built-in screen.
    expect(await publicHtml('/login')).not.toContain(BANNER);
    await publish();
    const html = await publicHtml('/login');
    expect(html.indexOf(BANNER)).toBeGreaterThan(-1);
    expect(html.indexOf(BANNER)).toBeLessThan(html.indexOf('type="password"'));

    // A visitor sees the banner above the form, and the form still signs in.
    const visitor = await chromium.openPage(DESKTOP);
    await visitor.page.goto(
      hostUrl(HOST, `/login?from=${encodeURIComponent('/setting/overview')}`),
      {
        waitUntil: 'networkidle',
      },
    );
    await visitor.page.getByRole('heading', { name: BANNER }).waitFor();
    await visitor.page.getByLabel('Email', { exact: true }).fill(customer.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.page.waitForURL((u) => u.pathname === '/setting/overview', { timeout: 20_000 });
    expect(visitor.problems).toEqual([]);

    // Reset to built-in: the plain screen again, for visitors and in the builder.
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: 'Reset Sign in to built-in' }).click();
    await page.locator('.swe-toast', { hasText: 'built-in screen again' }).waitFor();
    expect(await publicHtml('/login')).not.toContain(BANNER);
    expect((await entryOf('/login')).builtIn?.stored).toBe(false);
    await page.getByRole('tab', { name: 'Outline' }).click();
    await expect.poll(outlineIds).toEqual([formRow]);
    await expect.poll(() => canvas().getByRole('heading', { name: BANNER }).count()).toBe(0);
  });

  it('edits the product template and shows it on two product pages with their own products', async () => {
    await openBuiltIn('/p', (f) =>
      f.locator('[data-testid=product-detail], .sw-product-detail').first(),
    );
    const ids = await outlineIds();
    expect(ids).toEqual(['product', 'related']);
    const care = await dropTileBefore('cta', 'related');
    await setHeading(care, CARE);
    await publish();
    const products = await page.evaluate(async () => {
      const res = await fetch('/api/io/crm/search/model/products?query=', {
        headers: { 'x-app-platform': 'WEB' },
      });
      return ((await res.json()) as { data: { title: string; path: string }[] }).data;
    });
    expect(products.length).toBeGreaterThanOrEqual(2);
    for (const product of products.slice(0, 2)) {
      const visitor = await chromium.openPage(DESKTOP);
      await visitor.page.goto(hostUrl(HOST, `/p/${product.path}`), { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
      const heading = visitor.page.getByRole('heading', { name: CARE });
      await heading.waitFor();
      // Under the details, above the related list.
      const [details, under] = await Promise.all([
        visitor.page.locator('.sw-product-detail').first().boundingBox(),
        heading.boundingBox(),
      ]);
      expect(under!.y).toBeGreaterThan(details!.y + details!.height - 1);
      expect(visitor.problems).toEqual([]);
      if (product === products[0]) {
        await shot(visitor.page, 'screens-product-template-1280');
        await visitor.page.setViewportSize(PHONE);
        await heading.scrollIntoViewIfNeeded();
        await shot(visitor.page, 'screens-product-template-390', { viewport: true });
      }
    }
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('shows the category template with the shop’s own category, named, and keeps it after an edit', async () => {
    await openBuiltIn('/c', (f) => f.locator('[data-testid=product-grid]').first());
    const heading = canvas().locator('[data-sw-section="category-grid"] h2').first();
    await expect.poll(() => heading.textContent()).toBe('Accessories');
    const count = canvas()
      .getByText(/^\d+ products$/)
      .first();
    const all = Number((await count.textContent())!.split(' ')[0]);
    // An edit re-renders the grid in the browser: it still lists that category, under its name.
    await page.locator('[data-section-id="category-grid"] .swe-row-main').click();
    await page.getByTestId('section-form').getByLabel('Highest price (₹)').fill('2000');
    await expect
      .poll(async () => Number((await count.textContent())!.split(' ')[0]))
      .toBeLessThan(all);
    expect(await heading.textContent()).toBe('Accessories');
    await expect
      .poll(() => canvas().getByRole('radio', { name: 'All', exact: true }).isChecked())
      .toBe(true);
    await shot(page, 'screens-category-template-1280', { viewport: true });
  });

  it('shows the built-in screens group and a screen in the builder at phone width', async () => {
    const phone = await chromium.openPage(PHONE, {
      storageState: await page.context().storageState(),
    });
    await phone.page.goto(hostUrl(HOST, '/admin/builder?page=%2Fsetting%2Forders'));
    await phone.page.frameLocator('#sw-preview-frame').getByText('Your orders').first().waitFor({
      timeout: 20_000,
    });
    await shot(phone.page, 'screens-setting-orders-390', { viewport: true });
    await phone.page.goto(hostUrl(HOST, '/admin/builder?page=%2Freset-password'));
    await phone.page
      .frameLocator('#sw-preview-frame')
      .getByRole('textbox', { name: 'New password', exact: true })
      .waitFor({
        timeout: 20_000,
      });
    await shot(phone.page, 'screens-reset-password-390', { viewport: true });
    await phone.page.getByRole('button', { name: 'Sections' }).click();
    await phone.page.getByRole('tab', { name: 'Pages' }).click();
    await phone.page.getByTestId('built-in-screens').scrollIntoViewIfNeeded();
    await shot(phone.page, 'screens-pages-panel-390', { viewport: true });
  });
});
