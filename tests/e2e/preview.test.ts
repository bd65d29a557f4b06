import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOwnerOf } from '../../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { DESKTOP, hostUrl, launchChromium, shot, signInAsDemoOwner } from './browser';

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
