import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { DESKTOP, hostUrl, launchChromium, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('builder-mode preview', () => {
  it('renders the same sections fully client-side, and links do not navigate', async () => {
    const demo = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!;
    const home = demo.pages.find((p) => p.path === '/')!.doc;
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(hostUrl(demo.domain, '/admin/preview?path=/'), { waitUntil: 'networkidle' });
    // Rendered by the browser: the server sent an empty root.
    await page.locator('main [data-sw-section]').first().waitFor({ state: 'attached' });
    const ids = await page
      .locator('main [data-sw-section]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section')));
    expect(ids).toEqual(home.sections.map((s) => s.id));
    const before = page.url();
    await page.locator('main a[href]').first().click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    await shot(page, 'shop-preview-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });
});
