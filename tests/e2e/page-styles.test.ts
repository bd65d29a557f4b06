// A public page links the base styles and its own sections' styles, not the whole site sheet
// (server/storefront/page-styles.ts). On every kind of page of the four demo sites, at phone and
// desktop widths, each element and pseudo-element computes the very same style with the page's
// stylesheet as with the whole sheet: no rule the page uses was left out.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, DESKTOP, hostUrl, PHONE } from './browser';
import {
  bagOf,
  checkoutFromBag,
  emptyBag,
  productInStock,
  SHOP_HOST,
  signInShopCustomer,
} from './shop-checkout';

const chromium = chromiumForFile();

/** The whole site stylesheet of this build, as the builder's preview links it. */
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { css?: string[] }
>;
const WHOLE_SHEET = `/${manifest['runtime/entry-styles.ts']!.css![0]}`;

const PAGES = [
  ['shop.localhost', '/'],
  ['shop.localhost', '/c/apparel'],
  ['shop.localhost', '/p/indigo-mandarin-collar-shirt'],
  ['shop.localhost', '/search?q=kurta'],
  ['shop.localhost', '/blog'],
  ['shop.localhost', '/blog/the-weavers-of-chanderi'],
  ['shop.localhost', '/contact'],
  ['shop.localhost', '/login'],
  ['shop.localhost', '/signup'],
  ['shop.localhost', '/cafe'],
  ['shop.localhost', '/no-such-page'],
  ['events.localhost', '/'],
  ['events.localhost', '/services/wedding-planner'],
  ['events.localhost', '/book-now'],
  ['org.localhost', '/'],
  ['org.localhost', '/media/photos'],
  ['org.localhost', '/exam-form-2024'],
  ['localhost', '/'],
  ['localhost', '/pricing'],
  ['localhost', '/features'],
  ['localhost', '/privacy-policy'],
] as const;

/** Every element's and its ::before/::after's computed style, as one string each. */
function styles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element, pseudo: string | null) => {
      const cs = getComputedStyle(el, pseudo);
      let out = '';
      for (let i = 0; i < cs.length; i++) {
        const name = cs[i]!;
        out += `${name}:${cs.getPropertyValue(name)};`;
      }
      return out;
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement)
        parts.unshift(
          `${e.tagName.toLowerCase()}${e.className ? `.${String(e.className).trim().split(/\s+/).join('.')}` : ''}`,
        );
      return parts.join(' > ');
    };
    return [document.documentElement, ...document.querySelectorAll('body, body *')].flatMap(
      (el) => [
        `${path(el)}\t${describe(el, null)}`,
        ...(['::before', '::after'] as const).map((p) =>
          // A pseudo-element is drawn only with content; its content is read either way.
          getComputedStyle(el, p).content === 'none'
            ? `${path(el)}${p}\tnone`
            : `${path(el)}${p}\t${describe(el, p)}`,
        ),
      ],
    );
  });
}

/** Links `href` in place of the page's stylesheet link(s), once it has loaded. */
function linkSheet(page: Page, href: string): Promise<void> {
  return page.evaluate(async (href) => {
    const old = [...document.querySelectorAll('link[rel=stylesheet]')];
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    await new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = reject;
      old[0]!.before(link);
    });
    for (const l of old) l.remove();
  }, href);
}

/**
 * Where `a` differs from `b`: a few elements, each with the properties that differ. An element's
 * size follows its children's, so elements whose only differences are sizes come last.
 */
function differences(a: string[], b: string[]): string[] {
  if (a.length !== b.length) return [`${a.length} against ${b.length} elements`];
  const props = (line: string) => new Set(line.slice(line.indexOf('\t') + 1).split(';'));
  const sizes = /^(block-size|inline-size|height|width|perspective-origin|transform-origin):/;
  const found = a.flatMap((line, i) => {
    if (line === b[i]) return [];
    const theirs = props(b[i]!);
    const changed = [...props(line)].filter((p) => !theirs.has(p));
    return [{ at: line.slice(0, line.indexOf('\t')), changed }];
  });
  const sized = (d: { changed: string[] }) => d.changed.every((p) => sizes.test(p));
  return [...found.filter((d) => !sized(d)), ...found.filter(sized).reverse()]
    .slice(0, 5)
    .map((d) => `${d.at.slice(-160)}: ${d.changed.join('; ').slice(0, 300)}`);
}

/**
 * Opens a page, lets its islands come alive, then stops time and reads every element with the
 * page's stylesheet and with the whole sheet: they must be the same.
 */
async function expectSameStyles(page: Page, host: string, path: string, width: number) {
  await page.clock.resume();
  await page.goto(hostUrl(host, path), { waitUntil: 'networkidle' });
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelectorAll('[data-sw-island]:not([data-sw-live])').length),
    )
    .toBe(0);
  await page.clock.pauseAt(Date.now() + 1000);
  await compareSheets(page, `${host}${path} at ${width} px`);
}

/** The page as it is now, read with its own stylesheet and then with the whole sheet. */
async function compareSheets(page: Page, what: string) {
  const own = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=stylesheet]')].map(
      (l) => new URL((l as HTMLLinkElement).href).pathname,
    ),
  );
  expect(own, what).toEqual([expect.stringMatching(/^\/styles\/\w+\/\w+\.css$/)]);
  // A stylesheet linked anew starts its animations over: read every element at rest.
  await page.addStyleTag({
    content: '*,*::before,*::after{animation:none!important;transition:none!important}',
  });
  const before = await styles(page);
  await linkSheet(page, WHOLE_SHEET);
  const whole = await styles(page);
  expect(differences(before, whole), what).toEqual([]);
  await linkSheet(page, own[0]!);
}

describe('a page’s own stylesheet', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`styles each demo page as the whole sheet does at ${viewport.width} px`, async () => {
      const { page, problems } = await chromium.openPage(viewport);
      // Sliders move on their own: time stands still while a page is read.
      await page.clock.install();
      for (const [host, path] of PAGES) await expectSameStyles(page, host, path, viewport.width);
      // The one 404 is the missing page's own answer.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    });

  it('styles a customer’s pages, the open side cart and checkout as the whole sheet does', async () => {
    const { page, problems } = await chromium.openPage(PHONE);
    await page.clock.install();
    await signInShopCustomer(page, '/setting/overview');
    for (const path of ['/setting/overview', '/setting/orders', '/setting/addresses'])
      await expectSameStyles(page, SHOP_HOST, path, PHONE.width);
    // The side cart and its lazy part, over a product page.
    await page.clock.resume();
    await bagOf(page, await productInStock(page));
    await compareSheets(page, 'the side cart');
    await page.clock.resume();
    await checkoutFromBag(page);
    await compareSheets(page, 'checkout');
    await page.clock.resume();
    await emptyBag(page);
    expect(problems).toEqual([]);
  });

  it('fetches the rupee sign’s own font file for prices, and no Latin Extended or Devanagari file', async () => {
    const { page } = await chromium.openPage(PHONE);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await page.goto(hostUrl(SHOP_HOST, '/'), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    expect(await page.getByTestId('product-card').first().textContent()).toContain('₹');
    expect(fonts.some((f) => /\/inter-rupee-\d{3}-[\w-]+\.woff2$/.test(f))).toBe(true);
    expect(fonts.filter((f) => /latin-ext|devanagari/.test(f))).toEqual([]);
    // The Latin file is the build's cut of @fontsource's (scripts/subset-fonts.mjs).
    const latin = fonts.find((f) => /\/inter-latin-400-normal-[\w-]+\.woff2$/.test(f))!;
    const cut = await page.evaluate(
      async (url) => (await (await fetch(url)).arrayBuffer()).byteLength,
      latin,
    );
    const source = readFileSync(
      'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
    );
    expect(cut).toBeLessThan(source.length * 0.9);
    // The price is drawn with Inter's own ₹, not a fallback's.
    expect(await page.evaluate(() => document.fonts.check('700 16px Inter', '₹'))).toBe(true);
  });
});
