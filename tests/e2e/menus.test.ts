import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  hostUrl,
  launchChromium,
  PHONE,
  registerOwner,
  shot,
  signInAsDemoOwner,
} from './browser';

// The header slot and the site menu in the builder, on the demo shop signed in as its owner:
// delete the header and add one back from the palette; add a page from the FAQ template with
// "Add to menu", publish, and reach it from the public site's menu (desktop and phone). The
// shop's site draft as it was is saved and published back at the end, and the page deleted, so
// the other tests read the shop as before. Then a new owner's Blank site: its header's menu,
// the menu editor from the outline, and a page title change carried into the menu.

const HOST = 'shop.localhost';
const TITLE = `FAQ ${Date.now().toString(36)}`;
const PATH = `/${TITLE.toLowerCase().replace(/\s+/g, '-')}`;

let browser: Browser;
let page: Page;
let originalSite: unknown;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/io/crm/admin/website${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await signInAsDemoOwner(page, HOST);
  originalSite = (await api<{ data: { draft: unknown } }>('GET', '/site')).data.draft;
});

afterAll(async () => {
  if (originalSite && page) {
    const now = await api<{ data: { updatedAt: string } }>('GET', '/site');
    await api('PUT', '/site/draft', { draft: originalSite, baseUpdatedAt: now.data.updatedAt });
    await api('POST', '/site/publish', {});
    const pages = await api<{ data: { id: string; path: string }[] }>('GET', '/pages');
    const made = pages.data.find((p) => p.path === PATH);
    if (made) await api('POST', '/page/delete', { id: made.id });
  }
  await browser?.close();
});

describe('header, footer and menus in the builder', () => {
  it('deletes the header and adds one back from the palette', async () => {
    await page.goto(hostUrl(HOST, '/admin/builder'));
    await page.locator('[data-testid=outline]').waitFor();
    const headerRow = page.locator('.swe-row--site', { hasText: 'Header ·' }).first();
    await headerRow.hover();
    await headerRow.getByRole('button', { name: /^Delete / }).click();
    await expect.poll(() => page.getByTestId('empty-header').count()).toBe(1);
    await page.getByRole('tab', { name: 'Add' }).click();
    await page
      .getByRole('region', { name: 'Header' })
      .locator('[data-slot-type=shop-header]')
      .click();
    await page.getByRole('tab', { name: 'Outline' }).click();
    await expect.poll(() => page.getByTestId('empty-header').count()).toBe(0);
    await expect
      .poll(() => page.locator('.swe-row--site', { hasText: 'Header · Shop header' }).count())
      .toBe(1);
    // The preview draws the new header with the site's menu.
    const frame = page.frameLocator('#sw-preview-frame');
    await expect
      .poll(() => frame.locator('[data-sw-slot=header] .sw-shop-header__nav').textContent())
      .toContain('Home & Living');
  });

  it('adds an FAQ page to the menu, publishes, and the public menu links it', async () => {
    await page.getByRole('tab', { name: 'Pages' }).click();
    const form = page.getByTestId('new-page');
    await form.getByLabel('Template').selectOption('faq');
    await form.getByLabel('Title').fill(TITLE);
    expect(await form.getByLabel('Path').inputValue()).toBe(PATH);
    expect(await form.getByLabel('Add to menu').isChecked()).toBe(true);
    await shot(page, 'menus-new-page-1280', { viewport: true });
    await form.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => page.url()).toContain(encodeURIComponent(PATH));
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: 'Edit the menus' }).click();
    const editor = page.getByTestId('menu-editor');
    await expect
      .poll(() => editor.locator('input[aria-label="Item label"]').last().inputValue())
      .toBe(TITLE);
    await shot(page, 'menus-editor-1280', { viewport: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const visitor = await browser.newPage({ viewport: DESKTOP });
    const menuLink = visitor.locator('.sw-shop-header__nav').getByRole('link', { name: TITLE });
    await expect
      .poll(
        async () => {
          await visitor.goto(hostUrl(HOST, '/'));
          return menuLink.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await menuLink.click();
    await visitor.waitForURL(`**${PATH}`);
    expect(await visitor.locator('h2', { hasText: 'Frequently asked questions' }).count()).toBe(1);
    await visitor.close();

    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(hostUrl(HOST, '/'));
    await phone.getByRole('button', { name: /menu/i }).first().click();
    await phone.getByRole('dialog').getByRole('link', { name: TITLE }).click();
    await phone.waitForURL(`**${PATH}`);
    await phone.close();
  });

  it('shows the menu editor and the new page form on a phone', async () => {
    const phone = await browser.newPage({ viewport: PHONE });
    await signInAsDemoOwner(phone, HOST);
    await phone.goto(hostUrl(HOST, '/admin/builder'));
    await phone.getByRole('button', { name: 'Sections' }).click();
    await phone.getByRole('tab', { name: 'Pages' }).click();
    await phone.getByTestId('new-page').getByLabel('Template').selectOption('about');
    await shot(phone, 'menus-new-page-390', { viewport: true });
    await phone.getByRole('button', { name: 'Edit the menus' }).click();
    await phone.getByTestId('menu-editor').waitFor();
    await shot(phone, 'menus-editor-390', { viewport: true });
    await phone.close();
  });
});

describe("a new owner's menu", () => {
  it('picks Blank, edits the menu from the header row, and renames the home page in the menu', async () => {
    const owner = await browser.newPage({ viewport: DESKTOP });
    owner.setDefaultTimeout(15_000);
    const host = await registerOwner(
      owner,
      `Menu Works ${Date.now().toString(36).replace(/\d/g, '')}`,
    );
    await owner.goto(hostUrl(host, '/admin/builder'), { waitUntil: 'domcontentloaded' });
    const picker = owner.getByTestId('starter-picker');
    await picker.waitFor({ timeout: 20_000 });
    await owner.getByTestId('starter:blank').click();
    await picker.waitFor({ state: 'detached', timeout: 20_000 });
    const nav = owner
      .frameLocator('#sw-preview-frame')
      .locator('[data-sw-slot=header] .sw-shop-header__nav');
    await expect.poll(() => nav.textContent()).toBe('Home');

    // The outline's header row opens the menu editor on the main menu.
    const headerRow = owner.locator('.swe-row--site', { hasText: 'Header ·' }).first();
    await headerRow.hover();
    await headerRow.getByRole('button', { name: 'Edit the main menu' }).click();
    const editor = owner.getByTestId('menu-editor');
    const labels = editor.locator('input[aria-label="Item label"]');
    await expect
      .poll(() => labels.evaluateAll((l) => l.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['Home']);
    // Its controls by name: a sub-item (its link opens), an item, Alt+arrows on a handle.
    await editor.getByRole('button', { name: 'Add a sub-item to Home' }).click();
    await editor
      .getByRole('button', { name: 'Link of New link: Page: Home', expanded: true })
      .waitFor();
    await editor.getByRole('button', { name: 'Add item' }).click();
    await editor.locator('input[aria-label="Item label"]').last().fill('Visit us');
    await editor.getByRole('button', { name: 'Move Visit us', exact: true }).focus();
    await owner.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => labels.evaluateAll((l) => l.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['Visit us', 'Home']);
    await expect
      .poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Visit us');
    await owner.keyboard.press('Alt+ArrowDown');
    await expect
      .poll(() => labels.evaluateAll((l) => l.map((i) => (i as HTMLInputElement).value)))
      .toEqual(['Home', 'Visit us']);
    await editor.getByRole('button', { name: 'Link of New link: Page: Home' }).click();
    await shot(owner, 'menus-editor-polished-1280', { viewport: true });
    await owner.setViewportSize(PHONE);
    await shot(owner, 'menus-editor-polished-390', { viewport: true });
    await owner.setViewportSize(DESKTOP);
    // The footer menu: a column without a link, its links under it.
    await editor.getByRole('tab', { name: 'Footer menu' }).click();
    await editor.getByRole('button', { name: 'Link of Pages: No link' }).waitFor();
    await shot(owner, 'menus-editor-footer-1280', { viewport: true });
    await editor.getByRole('tab', { name: 'Main menu' }).click();
    await editor.getByRole('button', { name: 'Remove Visit us' }).click();
    await editor.getByRole('button', { name: 'Remove New link' }).click();
    await expect.poll(() => editor.locator('.swe-menu-item').count()).toBe(1);
    await owner.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => nav.textContent()).toBe('Home');

    // The home page's new title: the items named after it (main and footer menus) may follow, as
    // one undo step.
    const title = owner.getByTestId('page-settings-form').getByLabel('Title', { exact: true });
    await title.fill('Start here');
    const offer = owner.getByTestId('menu-rename-offer');
    await expect.poll(() => offer.textContent()).toContain('2 menu items show this page as “Home”');
    await shot(owner, 'menus-rename-offer-1280', { viewport: true });
    await offer.getByRole('button', { name: 'Also rename them in the menu' }).click();
    await expect.poll(() => nav.textContent()).toBe('Start here');
    expect(await offer.count()).toBe(0);
    await owner.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => nav.textContent()).toBe('Home');
    expect(await title.inputValue()).toBe('Start here');
    await owner.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => nav.textContent()).toBe('Start here');

    await owner.getByRole('button', { name: 'Publish', exact: true }).click();
    await owner
      .getByRole('status')
      .filter({ hasText: /^Published/ })
      .waitFor({ timeout: 20_000 });
    const visitor = await browser.newPage({ viewport: DESKTOP });
    await visitor.goto(hostUrl(host, '/'), { waitUntil: 'networkidle' });
    expect(
      await visitor.locator('header').first().getByRole('link', { name: 'Start here' }).count(),
    ).toBeGreaterThan(0);
    await visitor.close();
    await owner.close();
  });
});
