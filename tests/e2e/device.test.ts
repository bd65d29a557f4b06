// Per-device visibility and phone values (issue 32), in Chromium as the shop's owner, on a page
// this file creates and deletes at the end: a section hidden on phone in the inspector gets its
// badge in the outline and a placeholder in the builder's phone preview; a phone spacing and a
// phone image are set with the preview on phone; once published, the public page shows each at
// 390 px and not at 1280 px (or the other way round) with JavaScript off, so CSS and <picture>
// alone do it; and an interactive section hidden on desktop still works on a phone.
import type { BrowserContextOptions, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctaSchema } from '../../schemas/sections/cta';
import { heroSchema } from '../../schemas/sections/hero';
import { imageCarouselSchema } from '../../schemas/sections/image-carousel';
import type { PageDocument } from '../../schemas/types';
import {
  adminCall,
  chromiumForFile,
  DESKTOP,
  hostUrl,
  PHONE,
  placed,
  publishFromBuilder,
  shot,
  signInAsDemoOwner,
} from './browser';

const HOST = 'shop.localhost';
const PATH = `/e2e-devices-${Date.now().toString(36)}`;
const PHONE_IMAGE = '/demo/carousel-mobile-2.svg';
/** What a page shows of a demo drawing: one of its renderings, WebP or AVIF (shared/demo-images.ts). */
const rendering = (drawing: string) => new RegExp(`/demo/w/\\d+/${drawing}\\.(webp|avif)$`);

const startDraft: PageDocument = {
  version: 1,
  title: 'Devices e2e',
  seo: {},
  sections: [
    placed('intro', 'cta', ctaSchema, { heading: 'On every device' }),
    placed('promo', 'cta', ctaSchema, { heading: 'Only on larger screens' }),
    placed('hero', 'hero', heroSchema, { heading: 'A hero with a phone picture' }),
    // Interactive, hidden on desktop by the draft: its island must still work where it shows.
    { ...placed('slides', 'image-carousel', imageCarouselSchema), style: { hideOn: ['desktop'] } },
  ],
};

const chromium = chromiumForFile();
let page: Page;
let pageId = '';

const call = (method: string, path: string, body?: unknown) =>
  adminCall<{ data?: { id?: string } }>(page, method, path, body);

const canvas = (): FrameLocator => page.frameLocator('#sw-preview-frame');
const row = (id: string) => page.locator(`[data-section-id="${id}"]`);
const panel = () => page.getByTestId('section-form');

/** What a page shows of the test's sections, read from computed styles and loaded images. */
async function whatShows(p: Page) {
  return p.evaluate(() => {
    const section = (text: string) =>
      [...document.querySelectorAll<HTMLElement>('main .sw-section')].find((s) =>
        s.textContent?.includes(text),
      );
    const heroImg = document.querySelector<HTMLImageElement>('main .sw-hero__image');
    const carousel = document.querySelector<HTMLElement>('main .sw-image-carousel');
    return {
      promo: section('Only on larger screens')?.checkVisibility() ?? null,
      intro: section('On every device')?.checkVisibility() ?? null,
      introPadTop: getComputedStyle(section('On every device')!).paddingTop,
      heroImage: heroImg?.currentSrc ?? null,
      carousel: carousel?.checkVisibility() ?? null,
    };
  });
}

async function openPublic(viewport: { width: number; height: number }, js: boolean) {
  const options: BrowserContextOptions = { javaScriptEnabled: js };
  const opened = await chromium.openPage(viewport, options);
  await opened.page.goto(hostUrl(HOST, `${PATH}?v=${Date.now()}`), { waitUntil: 'load' });
  return opened;
}

beforeAll(async () => {
  ({ page } = await chromium.openPage(DESKTOP));
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await signInAsDemoOwner(page, HOST);
  const created = await call('POST', '/admin/website/page', { path: PATH, title: 'Devices e2e' });
  expect(created.status).toBe(200);
  pageId = created.json.data!.id!;
  const saved = await call('PUT', '/admin/website/page/draft', { id: pageId, draft: startDraft });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  if (page && pageId) {
    await page.goto(hostUrl(HOST, '/admin/dashboard'));
    expect((await call('POST', '/admin/website/page/delete', { id: pageId })).status).toBe(200);
  }
});

describe('sections per device', () => {
  it('hides a section on phone from the inspector, with a badge and a placeholder in the phone preview', async () => {
    await page.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(PATH)}`));
    await page.locator('[data-testid=outline]').waitFor();
    await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);

    await row('promo').locator('.swe-row-main').click();
    const devices = panel().getByTestId('device-visibility');
    await devices.waitFor();
    await expect
      .poll(() => devices.getByTestId('show-on-phone').getAttribute('aria-pressed'))
      .toBe('true');
    await devices.getByTestId('show-on-phone').click();
    await expect
      .poll(() => devices.getByTestId('show-on-phone').getAttribute('aria-pressed'))
      .toBe('false');
    const badges = row('promo').getByTestId('device-badges');
    await expect.poll(() => badges.getAttribute('title')).toBe('Hidden on phone');
    expect(await row('intro').getByTestId('device-badges').count()).toBe(0);
    // The carousel's badge came with the draft.
    expect(await row('slides').getByTestId('device-badges').getAttribute('title')).toBe(
      'Hidden on desktop',
    );
    await devices.scrollIntoViewIfNeeded();
    await shot(page, 'device-inspector-1280', { viewport: true });

    // On desktop the preview shows the section; on phone a placeholder says it is hidden.
    const promo = canvas().locator('[data-sw-section="promo"]');
    const placeholder = () =>
      promo.evaluate((el) => ({
        label: getComputedStyle(el, '::before').content,
        section: (el.firstElementChild as HTMLElement).checkVisibility(),
      }));
    expect(await placeholder()).toEqual({ label: 'none', section: true });
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await expect.poll(placeholder).toEqual({ label: '"Hidden on phone"', section: false });
    // Still selectable: the outline of the selection wraps the placeholder.
    const outline = canvas().locator('[data-sw-outline="selected"]');
    await expect.poll(() => outline.isVisible()).toBe(true);
    await shot(page, 'device-builder-phone', { viewport: true });
  });

  it('edits phone values with the preview on phone: a spacing and an image', async () => {
    await row('intro').locator('.swe-row-main').click();
    const style = panel().getByTestId('section-style');
    await style.waitFor();
    await expect(style.getByTestId('style-phone-note').textContent()).resolves.toContain(
      'Phone values',
    );
    await style.getByLabel('Space above').selectOption('none');
    expect(await style.locator('.swe-phone-tag').count()).toBe(2);
    const introPad = () =>
      canvas()
        .locator('[data-sw-section="intro"] .sw-section')
        .evaluate((el) => getComputedStyle(el).paddingTop);
    await expect.poll(introPad).toBe('0px');

    await row('hero').locator('.swe-row-main').click();
    const phoneImage = panel().locator('[id="sw-hero_mobileImage"]');
    await phoneImage.waitFor();
    await phoneImage.fill(PHONE_IMAGE);
    await phoneImage.blur();
    const heroSrc = () =>
      canvas()
        .locator('[data-sw-section="hero"] .sw-hero__image')
        .evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(heroSrc, { timeout: 10_000 }).toMatch(rendering('carousel-mobile-2'));
    await shot(page, 'device-builder-phone-values', { viewport: true });

    // Back on desktop: the values for every device, and the phone ones summed up.
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await expect.poll(introPad).not.toBe('0px');
    await expect.poll(heroSrc).toMatch(rendering('hero-2'));
    await row('intro').locator('.swe-row-main').click();
    await expect
      .poll(() => panel().getByTestId('style-phone-note').textContent())
      .toContain('On phone: none space above');
  });

  it('shows the inspector toggles and the outline badges at 390 px', async () => {
    await page.setViewportSize(PHONE);
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('button', { name: 'Sections' })
      .click();
    await page.getByRole('tab', { name: 'Outline' }).click();
    await row('promo').getByTestId('device-badges').waitFor();
    await shot(page, 'device-outline-390', { viewport: true });
    await row('promo').locator('.swe-row-main').click();
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('button', { name: 'Settings' })
      .click();
    const devices = page.locator('[data-testid="device-visibility"]:visible');
    await devices.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await shot(page, 'device-inspector-390', { viewport: true });
    await page.setViewportSize(DESKTOP);
  });

  it('publishes: the public page follows the devices by CSS alone', async () => {
    await publishFromBuilder(page);

    // JavaScript off: what shows is the stylesheet's and the <picture>'s doing.
    const phone = await openPublic(PHONE, false);
    const atPhone = await whatShows(phone.page);
    await shot(phone.page, 'device-public-390');
    const desktop = await openPublic(DESKTOP, false);
    const atDesktop = await whatShows(desktop.page);
    await shot(desktop.page, 'device-public-1280');

    expect(atPhone.intro).toBe(true);
    expect(atDesktop.intro).toBe(true);
    expect(atPhone.promo).toBe(false);
    expect(atDesktop.promo).toBe(true);
    expect(atPhone.introPadTop).toBe('0px');
    expect(atDesktop.introPadTop).not.toBe('0px');
    expect(atPhone.heroImage).toMatch(rendering('carousel-mobile-2'));
    expect(atDesktop.heroImage).toMatch(rendering('hero-2'));
    expect(atPhone.carousel).toBe(true);
    expect(atDesktop.carousel).toBe(false);
    // The hidden section is in the markup once, for every device: nothing is rendered twice.
    const html = await phone.page.content();
    expect(html.split('Only on larger screens').length - 1).toBe(1);
    expect(html).toContain('class="sw-styled sw-hide-phone"');
  });

  it('keeps a section hidden on desktop working where it shows', async () => {
    const { page: visitor, problems } = await openPublic(PHONE, true);
    const carousel = visitor.locator('main .sw-image-carousel');
    await carousel.waitFor();
    // The island hydrates: a dot moves the slides (to the third, which autoplay reaches only
    // after 10 s; the poll gives up after one).
    const third = carousel.getByRole('button', { name: 'Show slide 3' });
    await third.click();
    await expect.poll(() => third.getAttribute('aria-current')).toBe('true');
    expect(problems).toEqual([]);
  });
});
