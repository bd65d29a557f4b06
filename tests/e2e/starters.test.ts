// Starter sites in Chromium (issue 31): a new owner registers at /register, lands on the
// dashboard (first steps), opens the builder, where "Choose a starter" shows; picks Shop,
// publishes, and the public home has its header, footer, menu and products. Another owner picks
// Blank and gets an empty page with a header and footer; then applies the other starters from
// the Pages panel, each confirmed, published and photographed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hostUrl, launchChromium, PHONE, registerOwner, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const picker = (page: Page) => page.getByTestId('starter-picker');
const preview = (page: Page) => page.frameLocator('#sw-preview-frame');

/** Publishes the open page (and the site) from the top bar; with `all`, every changed page. */
async function publish(page: Page, all = false): Promise<void> {
  if (all) await page.getByRole('button', { name: /^Publish all \(\d+\)$/ }).click();
  else await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Published/ })
    .waitFor({ timeout: 20_000 });
}

/** The public home of a host, as a visitor sees it. */
async function visit(host: string, width: number): Promise<Page> {
  const visitor = await browser.newPage({ viewport: width < 600 ? PHONE : DESKTOP });
  await visitor.goto(hostUrl(host, '/'), { waitUntil: 'networkidle' });
  return visitor;
}

describe('starter sites in Chromium', () => {
  it('a new owner picks the Shop starter, publishes, and the public home has its header, footer, menu and products', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const host = await registerOwner(
      page,
      `Indigo Loom ${Date.now().toString(36).replace(/\d/g, '')}`,
    );

    // First steps on the dashboard, the starter first.
    const steps = page.getByTestId('swa-first-steps');
    await steps.waitFor();
    await expect(steps.textContent()).resolves.toMatch(/Choose a starter site/);
    await shot(page, 'starter-dashboard-first-steps');

    await steps.getByRole('link', { name: 'open the builder' }).click();
    await picker(page).waitFor({ timeout: 20_000 });
    for (const name of ['Shop', 'Events planner', 'Organisation', 'Services', 'Blank'])
      await expect(picker(page).getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
    // Real pictures: every card's image has loaded.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.swe-starter img')].every(
        (i) => i.complete && i.naturalWidth === 480,
      ),
    );
    await shot(page, 'starter-picker-1280', { viewport: true });

    const started = Date.now();
    const applied = page.waitForResponse((r) => r.url().endsWith('/admin/website/starter'));
    await page.getByTestId('starter:shop').click();
    const answer = await applied;
    expect(answer.status()).toBe(200);
    await answer.finished();
    console.info(
      `shop starter applied by the server in ${answer.request().timing().responseEnd.toFixed(0)} ms`,
    );
    await picker(page).waitFor({ state: 'detached', timeout: 20_000 });
    // The preview shows the starter at once.
    await preview(page).getByText('Slow-made goods for everyday living').first().waitFor();
    console.info(`shop starter chosen to preview shown: ${Date.now() - started} ms`);
    await expect(page.locator('.swe-select option').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('(/about)')]),
    );
    // The starter's pages are drafts: one "Publish all" makes every one of them live.
    await publish(page, true);

    const visitor = await visit(host, 1280);
    const header = visitor.locator('header').first();
    await expect(header.textContent()).resolves.toMatch(/Indigo Loom/);
    for (const item of ['Home & Living', 'Apparel', 'Sale', 'Journal'])
      await expect(header.getByText(item, { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(visitor.locator('footer').last().textContent()).resolves.toMatch(/Indigo Loom/);
    const cards = visitor.locator('a[href^="/p/"]');
    expect(await cards.count()).toBeGreaterThan(3);
    await shot(visitor, 'starter-shop-home-1280');
    // A menu page: the Sale category lists the starter's products.
    await header.getByText('Sale', { exact: true }).first().click();
    await visitor.waitForURL(/\/c\/sale/);
    expect(await visitor.locator('a[href^="/p/"]').count()).toBeGreaterThan(0);
    // A page of the starter's menu is live too.
    await visitor.locator('header').first().getByText('Journal', { exact: true }).first().click();
    await visitor.waitForURL(/\/blog$/);
    // Reloaded by the browser: Node's resolver may not know *.localhost (Chromium does).
    expect((await visitor.reload())?.status()).toBe(200);
    await visitor.close();

    const phone = await visit(host, 390);
    await expect(phone.locator('header').first().textContent()).resolves.toMatch(/Indigo Loom/);
    await shot(phone, 'starter-shop-home-390');
    await phone.close();

    // The dashboard's first steps no longer ask for a starter or products.
    await page.goto(hostUrl(host, '/admin/dashboard'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('swa-first-steps').count()).toBe(0);
    await page.close();
  });

  it('another owner picks Blank and gets an empty page with a header and footer; later applies the others', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const name = `Quiet Pages ${Date.now().toString(36).replace(/\d/g, '')}`;
    const host = await registerOwner(page, name);
    await page.goto(hostUrl(host, '/admin/builder'), { waitUntil: 'domcontentloaded' });
    await picker(page).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.swe-starter img')].every((i) => i.complete),
    );
    await shot(page, 'starter-picker-390', { viewport: true });
    await page.getByTestId('starter:blank').click();
    await picker(page).waitFor({ state: 'detached', timeout: 20_000 });
    await page.setViewportSize(DESKTOP);
    await preview(page).getByText(name).first().waitFor();
    await publish(page);

    for (const width of [390, 1280]) {
      const visitor = await visit(host, width);
      await expect(visitor.locator('header').first().textContent()).resolves.toContain(name);
      await expect(visitor.locator('footer').last().textContent()).resolves.toContain(name);
      // The page between them is empty: no section of the old welcome page.
      await expect(visitor.content()).resolves.not.toContain('This site was just created');
      await shot(visitor, `starter-blank-home-${width}`);
      await visitor.close();
    }

    // Later: the other starters from the Pages panel, each confirmed and published.
    for (const [id, label, text] of [
      ['services', 'Services', 'Expert help, when you need it'],
      ['organisation', 'Organisation', 'Every bright mind deserves a fair chance'],
      ['events', 'Events planner', 'Weddings that feel like you'],
    ] as const) {
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('button', { name: 'Apply a starter…' }).click();
      await picker(page).waitFor();
      await page.getByTestId(`starter:${id}`).click();
      await expect(picker(page).textContent()).resolves.toMatch(/kept in history/);
      if (id === 'services') await shot(page, 'starter-confirm-1280', { viewport: true });
      await page.getByRole('button', { name: `Apply ${label}` }).click();
      await picker(page).waitFor({ state: 'detached', timeout: 20_000 });
      await preview(page).getByText(text).first().waitFor();
      await publish(page);
      for (const width of [390, 1280]) {
        const visitor = await visit(host, width);
        await expect(visitor.content()).resolves.toContain(text);
        await shot(visitor, `starter-${id}-home-${width}`);
        await visitor.close();
      }
    }
    await page.close();
  });
});
