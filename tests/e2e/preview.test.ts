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
  it('renders the same sections fully client-side, and links do not navigate', async () => {
    const demo = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!;
    const home = demo.pages.find((p) => p.path === '/')!.doc;
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Drafts are the owner's: the preview sits behind the admin guard.
    await signInAsDemoOwner(page, demo.domain);
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
