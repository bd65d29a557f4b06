// Each page's islands come as two scripts: the island runtime and the server's bundle of that
// page's set of islands (server/storefront/island-sets.ts). On every kind of visitor page, the
// islands hydrate and work (menu, slider, filters, bag, search, forms) and the page loads no
// module but those two and what the visitor's own actions ask for.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_SENT_MESSAGE } from '../../shared/content';
import { hostUrl, launchChromium, PHONE, DESKTOP } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

type Opened = { page: Page; scripts: string[]; problems: string[]; close(): Promise<void> };

/** Opens a page, waits for every island to be live, and lists the scripts it loaded. */
async function open(host: string, path: string, viewport = PHONE): Promise<Opened> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));
  await page.goto(hostUrl(host, path), { waitUntil: 'networkidle' });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const all = document.querySelectorAll('[data-sw-island]').length;
        return (
          all > 0 && document.querySelectorAll('[data-sw-island][data-sw-live]').length === all
        );
      }),
    )
    .toBe(true);
  return { page, scripts: [...scripts], problems, close: () => context.close() };
}

/** The page's two scripts: the runtime (its modulepreload) and its set (its module script). */
async function declared(page: Page) {
  return page.evaluate(() => ({
    runtime: [...document.querySelectorAll('link[rel=modulepreload]')].map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
    set: [...document.querySelectorAll('script[type=module][src]')].map(
      (s) => new URL((s as HTMLScriptElement).src).pathname,
    ),
    types: [
      ...new Set(
        (
          JSON.parse(document.getElementById('sw-data')!.textContent!) as {
            islands: { type: string }[];
          }
        ).islands.map((i) => i.type),
      ),
    ],
  }));
}

const PAGES = [
  ['shop.localhost', '/'],
  ['shop.localhost', '/c/apparel'],
  ['shop.localhost', '/p/indigo-mandarin-collar-shirt'],
  ['shop.localhost', '/search?q=kurta'],
  ['shop.localhost', '/blog'],
  ['shop.localhost', '/contact'],
  ['events.localhost', '/'],
  ['org.localhost', '/'],
  ['localhost', '/'],
  ['localhost', '/privacy-policy'],
] as const;

describe('island sets', () => {
  it('loads each page’s islands in two scripts, its runtime and its set, and nothing else', async () => {
    const seen = new Map<string, string>();
    for (const [host, path] of PAGES) {
      const { page, scripts, problems, close } = await open(host, path);
      const { runtime, set, types } = await declared(page);
      expect(runtime, `${host}${path}`).toHaveLength(1);
      expect(runtime[0]).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
      expect(set, `${host}${path}`).toHaveLength(1);
      expect(set[0]).toMatch(/^\/islands\/[\w-]+\/[0-9a-z]+\/main\.js$/);
      // Loaded before any action: exactly those two; no island's own chunk, no other set's.
      expect([...new Set(scripts)].sort(), `${host}${path}`).toEqual([runtime[0], set[0]].sort());
      // One set per set of types: two pages with the same islands share it, others do not.
      const key = [...types].sort().join(' ');
      for (const [otherKey, url] of seen) expect(url === set[0]).toBe(otherKey === key);
      seen.set(key, set[0]!);
      expect(problems, `${host}${path}`).toEqual([]);
      await close();
    }
  });

  it('opens and closes the phone menu, and searches from the header with predictions', async () => {
    const { page, problems, close } = await open('shop.localhost', '/');
    const toggle = page.getByRole('button', { name: 'Open menu' }).first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // The predictive list is a lazy part of the set: asked for on the box's first use.
    await page.getByTestId('header-search-toggle').click();
    await page.getByTestId('header-search-input').pressSequentially('jhumka');
    const list = page.getByTestId('header-search-list');
    await expect.poll(() => list.getByRole('option').first().textContent()).toMatch(/Jhumka/i);
    expect(problems).toEqual([]);
    await close();
  });

  it('moves the events hero slider and the shop’s filters change the listing', async () => {
    const events = await open('events.localhost', '/');
    const dot = events.page.getByRole('button', { name: 'Show slide 2' }).first();
    await dot.click();
    await expect.poll(() => dot.getAttribute('aria-current')).toBe('true');
    expect(events.problems).toEqual([]);
    await events.close();

    const shop = await open('shop.localhost', '/c/apparel', DESKTOP);
    const side = shop.page.getByRole('complementary', { name: 'Filters' });
    await side.getByRole('radio', { name: 'Women' }).check();
    await expect.poll(() => new URL(shop.page.url()).search).toContain('women');
    expect(shop.problems).toEqual([]);
    await shop.close();
  });

  it('sends a visitor from Add to bag to login, and the contact form answers in place', async () => {
    const product = await open('shop.localhost', '/p/indigo-mandarin-collar-shirt');
    await product.page
      .getByTestId('product-detail')
      .getByRole('button', { name: 'Add to bag' })
      .click();
    await product.page.waitForURL((u) => u.pathname === '/login');
    await product.close();

    const contact = await open('shop.localhost', '/contact');
    const form = contact.page.locator('.sw-contact-form');
    await form.getByLabel('Name', { exact: true }).fill('Island Test');
    await form.getByLabel('Mobile', { exact: true }).fill('9876543210');
    await form.getByLabel('Email', { exact: true }).fill('island.test@example.com');
    await form
      .getByLabel('Message', { exact: true })
      .fill('Do the islands of this page still answer?');
    await form.getByTestId('contact-submit').click();
    await expect
      .poll(() => contact.page.locator('body').innerText())
      .toContain(ENQUIRY_SENT_MESSAGE);
    expect(contact.page.url()).toBe(hostUrl('shop.localhost', '/contact'));
    expect(contact.problems).toEqual([]);
    await contact.close();
  });
});
