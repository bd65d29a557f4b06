import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomerSignupPayload } from '../../shared/validators';
import { DESKTOP, hostUrl, launchChromium, PHONE, shot } from './browser';

const SHOP = 'shop.localhost';
const PASSWORD = 'Buyer@2024';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the header bar's account control and the desktop menu sit, to compare states. */
function headerBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (sel: string) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      return {
        x: Math.round(r.x),
        y: Math.round(r.y),
        w: Math.round(r.width),
        h: Math.round(r.height),
      };
    };
    return {
      bar: box('.sw-header__bar'),
      nav: box('.sw-nav'),
      account: box('[data-testid="account-nav"]'),
    };
  });
}

const accountState = (page: Page) =>
  page.getByTestId('account-nav').first().getAttribute('data-state');

describe('the customer account in Chromium', () => {
  it('logs in to /setting/overview, edits the name, uploads a picture, signs out from the header', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });

    // Signed out, the header offers 'Sign in' back to this page, in a box kept for either state.
    // The server renders it `pending`; the island says `out` once it has looked for a session.
    await page.goto(hostUrl(SHOP, '/about'), { waitUntil: 'networkidle' });
    await expect.poll(() => accountState(page), { timeout: 10_000 }).toBe('out');
    const signInLink = page.getByTestId('account-nav').getByRole('link', { name: 'Sign in' });
    await expect(signInLink.getAttribute('href')).resolves.toBe('/login?from=%2Fabout');
    const signedOutBoxes = await headerBoxes(page);

    // Sign up through the API, from the shop's own origin.
    const email = `overview-${Date.now().toString(36)}@example.com`;
    const payload = buildCustomerSignupPayload({
      firstName: 'Kabir',
      lastName: 'Shah',
      email,
      mobileNumber: '9876543210',
      birthDate: '1995-03-14',
      gender: 'MALE',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const created = await page.evaluate(async (body) => {
      const res = await fetch('/api/io/crm/customer/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, payload);
    expect(created).toBe(200);

    // /setting/overview sends a signed-out visitor to sign in first.
    await page.goto(hostUrl(SHOP, '/setting/overview'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?from=%2Fsetting%2Foverview');

    await page.goto(hostUrl(SHOP, '/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/setting/overview');
    await page.getByRole('heading', { name: 'Kabir Shah' }).waitFor();
    expect(await page.getByTestId('account-avatar').textContent()).toBe('KS');

    // The details form saves through the server.
    await page.getByLabel('First name').fill('Kabeer');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('sw-toast').textContent()).resolves.toContain(
      'Your details have been saved.',
    );
    await page.getByRole('heading', { name: 'Kabeer Shah' }).waitFor();

    // A real PNG, made here, goes up and comes back as the picture.
    const png = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Change picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Your picture has been updated.').waitFor();
    const picture = page.getByTestId('account-avatar').getByRole('img');
    await expect(picture.getAttribute('src')).resolves.toMatch(
      /^\/uploads\/[0-9a-f]{32}-640\.webp$/,
    );
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="account-avatar"] img') as HTMLImageElement)
          ?.naturalWidth === 640,
    );
    // The name change reached the server: a reload shows it.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Kabeer Shah' }).waitFor();
    await expect(picture.getAttribute('src')).resolves.toMatch(/-640\.webp$/);

    // The header knows who is signed in (once its island has read the session), and did not
    // move to say so.
    await expect.poll(() => accountState(page), { timeout: 10_000 }).toBe('in');
    const me = page.getByTestId('account-nav').getByRole('link', { name: 'Kabeer: My account' });
    await expect(me.getAttribute('href')).resolves.toBe('/setting/overview');
    await page.goto(hostUrl(SHOP, '/about'), { waitUntil: 'networkidle' });
    await expect.poll(() => accountState(page), { timeout: 10_000 }).toBe('in');
    expect(await headerBoxes(page)).toEqual(signedOutBoxes);

    await page.goto(hostUrl(SHOP, '/setting/overview'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Kabeer Shah' }).waitFor();
    await shot(page, 'account-overview-desktop');

    // On a phone, the header shows the initials and the menu has the name and Sign out.
    await page.setViewportSize(PHONE);
    await page.getByTestId('mobile-menu-toggle').click();
    const panel = page.getByTestId('mobile-menu');
    await panel.waitFor({ state: 'visible' });
    await expect(panel.getByTestId('account-menu').textContent()).resolves.toContain('Kabeer Shah');
    await expect(panel.getByRole('button', { name: 'Sign out' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await shot(page, 'account-overview-phone');

    // Sign out from the header bar (desktop): the server session ends too.
    await page.setViewportSize(DESKTOP);
    const token = await page.evaluate(() => localStorage.getItem('user-auth-token'));
    await page.getByTestId('account-nav').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?from=%2Fsetting%2Foverview');
    await expect.poll(() => accountState(page), { timeout: 10_000 }).toBe('out');
    await expect(
      page.getByTestId('account-nav').getByRole('link', { name: 'Sign in' }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('user-login-data'))).toBeNull();
    expect(problems).toEqual([]);
    // The old token is refused now (Chromium logs that 401, so problems were checked above).
    const after = await page.evaluate(async (t) => {
      const res = await fetch('/api/io/crm/profile/details', {
        headers: { authorization: `Basic ${t}`, 'x-app-platform': 'WEB' },
      });
      return res.status;
    }, token);
    expect(after).toBe(401);

    await page.goto(hostUrl(SHOP, '/setting/overview'));
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
