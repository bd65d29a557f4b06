import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerOf } from '../../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { ctaSchema } from '../../schemas/sections/cta';
import { heroSchema } from '../../schemas/sections/hero';
import { imageCarouselSchema } from '../../schemas/sections/image-carousel';
import {
  builderApi,
  DESKTOP,
  hostUrl,
  launchChromium,
  placed,
  shot,
  signInAsDemoOwner,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('builder-mode preview', () => {
  it('shows the draft rendered by the server, brings sliders to life, and links do not navigate', async () => {
    const demo = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!;
    const home = demo.pages.find((p) => p.path === '/')!.doc;
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Drafts are the owner's: the preview sits behind the admin guard.
    await signInAsDemoOwner(page, demo.domain);
    const url = hostUrl(demo.domain, '/admin/preview?path=/');
    await page.goto(url, { waitUntil: 'networkidle' });
    // Every section is in the server's HTML, each stamped with the hash of what was rendered.
    const html = await page.evaluate((u) => fetch(u).then((r) => r.text()), url);
    for (const s of home.sections)
      expect(html).toMatch(new RegExp(`data-sw-section="${s.id}" data-sw-hash="[0-9a-z]+"`));
    const ids = await page
      .locator('main [data-sw-section]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section')));
    expect(ids).toEqual(home.sections.map((s) => s.id));
    // The hero slider at the top is interactive: the runtime took it over (no server hash left).
    const first = home.sections[0]!;
    await page
      .locator(`main [data-sw-section="${first.id}"]:not([data-sw-hash])`)
      .waitFor({ state: 'attached' });
    const before = page.url();
    await page.locator('main a[href]').first().click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    await shot(page, 'shop-preview-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws every section on screen in the builder, a hero led by its image preload too', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    page.on('dialog', (d) => void d.accept());
    await signInAsDemoOwner(page, 'shop.localhost');
    const path = `/e2e-drawn-${Date.now().toString(36)}`;
    const created = await builderApi<{ data: { id: string } }>(page, 'POST', '/page', {
      path,
      title: 'Drawn',
    });
    expect(created.status).toBe(200);
    const id = created.json.data.id;
    try {
      // The hero's eager image makes React write a preload <link> first in its wrapper.
      const sections = [
        placed('one', 'cta', ctaSchema, { heading: 'First' }),
        placed('two', 'cta', ctaSchema, { heading: 'Second' }),
        placed('hero', 'hero', heroSchema, { heading: 'Drawn hero' }),
        placed('slides', 'image-carousel', imageCarouselSchema),
      ];
      const draft = { version: 1, title: 'Drawn', seo: {}, sections };
      expect((await builderApi(page, 'PUT', '/page/draft', { id, draft })).status).toBe(200);
      await page.goto(hostUrl('shop.localhost', `/admin/builder?page=${encodeURIComponent(path)}`));
      await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
      const frame = page.frameLocator('#sw-preview-frame');
      await frame.locator('main[data-sw-near-managed]').waitFor({ state: 'attached' });
      // Each wrapper is `display: contents`: its drawn children say where it is. None on screen
      // may be skipped (`content-visibility: hidden` draws nothing, leaving a blank).
      const undrawnOnScreen = () =>
        frame.locator('main').evaluate((main) => {
          const undrawn: string[] = [];
          for (const wrapper of main.querySelectorAll<HTMLElement>(':scope > [data-sw-section]')) {
            const boxes = [...wrapper.children].flatMap((el) =>
              el.classList.contains('sw-island') ? [...el.children] : [el],
            );
            for (const box of boxes) {
              const r = box.getBoundingClientRect();
              const onScreen = r.height > 0 && r.top < innerHeight && r.bottom > 0;
              if (onScreen && getComputedStyle(box).contentVisibility === 'hidden')
                undrawn.push(wrapper.dataset.swSection!);
            }
          }
          return undrawn;
        });
      await expect.poll(undrawnOnScreen).toEqual([]);
      expect(
        await frame
          .locator('[data-sw-section="hero"]')
          .evaluate((w) => w.hasAttribute('data-sw-near')),
      ).toBe(true);
      await shot(page, 'preview-builder-drawn', { viewport: true });
    } finally {
      await page.goto(hostUrl('shop.localhost', '/admin/dashboard'));
      expect((await builderApi(page, 'POST', '/page/delete', { id })).status).toBe(200);
      await page.close();
    }
  });

  it('sends a visitor without a session to the owner sign-in, and back after signing in', async () => {
    const demo = DEMO_WORKSPACES.find((d) => d.slug === 'events')!;
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(hostUrl(demo.domain, '/admin/preview?path=/about'));
    const url = new URL(page.url());
    expect(url.pathname).toBe('/admin/login');
    expect(url.searchParams.get('from')).toBe('/admin/preview?path=/about');
    // The draft API refuses too, so nothing of the draft reaches this browser.
    const status = await page.evaluate(() =>
      fetch('/api/public/website/site?version=draft').then((r) => r.status),
    );
    expect(status).toBe(401);
    const owner = demoOwnerOf(demo.domain);
    await page.getByLabel('Email', { exact: true }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/preview', { timeout: 20_000 });
    await page.locator('main [data-sw-section]').first().waitFor({ state: 'attached' });
    await page.close();
  });
});
