import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD, demoOwnerOf } from '../../fixtures/demo-accounts';
import { defaultsFromSchema } from '../../schemas/defaults';
import type { JsonSchema, Section } from '../../schemas/types';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium';

export const SHOTS_DIR = 'test-results/screenshots';

/** Debian Chromium, started with the flags this offline machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * Chromium for one test file: launched before its tests and closed after them with every
 * context it opened. `openPage(viewport, options?)` gives a page in a new context of that size
 * (`options`: more context options, such as another page's storageState) and the page errors and
 * console errors it logs.
 */
export function chromiumForFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  return {
    async openPage(
      viewport: { width: number; height: number },
      options: BrowserContextOptions = {},
    ): Promise<{ page: Page; problems: string[] }> {
      if (!browser) throw new Error('chromiumForFile(): the browser is not launched yet');
      const context = await browser.newContext({ ...options, viewport });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      return { page, problems };
    },
  };
}

/** The URL of a demo host on the e2e server. */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${inject('port')}${path}`;
}

/**
 * Saves a screenshot as a test artefact: the full page, or with `viewport` what the screen
 * shows (for popups and panels fixed to the viewport, once their transitions have ended).
 */
export async function shot(
  page: Page,
  name: string,
  opts: { viewport?: boolean } = {},
): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = `${SHOTS_DIR}/${name}.png`;
  // A full-page capture does not scroll, so load lazy images first, as a reader scrolling would.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager';
        return img.complete
          ? null
          : new Promise((r) => img.addEventListener('load', r, { once: true }));
      }),
    ),
  );
  // What the picture needs is loaded above; a quiet network is waited for a while, not required:
  // a page that is live can load in the background (the builder's forms once it is live, a
  // slider's next image), and on a busy machine that can keep it from being quiet for long. The
  // test's own assertions say whether the page is right; this is its picture.
  const quiet = await page
    .waitForLoadState('networkidle', { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!quiet) console.warn(`shot ${name}: the network was not quiet within 5 s; captured anyway`);
  if (opts.viewport)
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
  await page.screenshot({ path: file, fullPage: !opts.viewport });
  return file;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Signs the demo owner of a host (fixtures/demo-accounts.ts, e.g. `shop.localhost`) in through
 * that host's /admin/login in Chromium, and waits for /admin/dashboard. The page keeps the
 * session cookie and the stored token, so later navigation on that host is signed in.
 *
 * The first sign-in of a run is kept (cookies and the origin's stored token, in a file of this
 * server's) and later calls take that session up again while it is live: the server counts
 * every password sign-in from an address against its per-address limit (50 in 15 minutes, which
 * a shared office or mobile network needs too), and the suite's files sign the owner in more
 * often than that. A session signed out or ended meanwhile falls back to the form.
 */
export async function signInAsDemoOwner(page: Page, host: string): Promise<void> {
  const owner = demoOwnerOf(host);
  const kept = join(tmpdir(), `sw-e2e-owner-${inject('port')}-${owner.domain}.json`);
  if (existsSync(kept)) {
    const state = JSON.parse(readFileSync(kept, 'utf8')) as KeptSession;
    await page.context().addCookies(state.cookies);
    await page.goto(hostUrl(owner.domain, '/robots.txt'));
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, state.localStorage);
    await page.goto(hostUrl(owner.domain, '/admin/dashboard'), { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname === '/admin/dashboard') return;
  }
  await page.goto(hostUrl(owner.domain, '/admin/login'), { waitUntil: 'networkidle' });
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: 20_000 });
  const origin = new URL(hostUrl(owner.domain)).origin;
  const state = await page.context().storageState();
  writeFileSync(
    kept,
    JSON.stringify({
      cookies: state.cookies,
      localStorage: state.origins.find((o) => o.origin === origin)?.localStorage ?? [],
    } satisfies KeptSession),
  );
}

type KeptSession = {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  localStorage: { name: string; value: string }[];
};

/** The newest code mailed to an address, read from the dev outbox. */
async function latestCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(
      `http://127.0.0.1:${inject('port')}/api/dev/mail?to=${encodeURIComponent(email)}`,
    );
    const body = (await res.json()) as { data?: { code: string | null }[] };
    const code = body.data?.find((m) => m.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Registers a new owner at the platform's /register (the code read from the dev outbox) and
 * waits for their dashboard; answers their workspace's host.
 */
export async function registerOwner(page: Page, siteName: string): Promise<string> {
  const email = `starter-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto(hostUrl('localhost', '/register'), { waitUntil: 'networkidle' });
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Organisation name').fill(siteName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Strong@Pass1');
  await page.getByLabel('Confirm password', { exact: true }).fill('Strong@Pass1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Digit 1 of 6').waitFor();
  const code = await latestCode(email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.waitForURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return new URL(page.url()).hostname;
}

const publicApi = (path: string) => `http://127.0.0.1:${inject('port')}/api${path}`;
const platformHeaders = { 'content-type': 'application/json', 'x-app-platform': 'WEB' };

/**
 * Registers a new owner through the public API (the code from the dev outbox), faster than the
 * /register form; answers the workspace's host and a token for `/admin/first/login?token=`.
 */
export async function registerOwnerByApi(
  emailPrefix: string,
  siteName: string,
): Promise<{ domain: string; token: string }> {
  const stamp = Date.now().toString(36);
  const email = `${emailPrefix}-${stamp}@example.com`;
  const sent = await fetch(
    publicApi(`/public/customer/signup/send-otp?email=${encodeURIComponent(email)}`),
    { headers: platformHeaders },
  );
  expect(sent.status).toBe(200);
  const mails = (await (
    await fetch(publicApi(`/dev/mail?to=${encodeURIComponent(email)}`))
  ).json()) as { data?: { code: string | null }[] } | { code: string | null }[];
  const code = (Array.isArray(mails) ? mails : (mails.data ?? [])).find((m) => m.code)?.code;
  const res = await fetch(publicApi('/public/customer/signup'), {
    method: 'POST',
    headers: platformHeaders,
    body: JSON.stringify({
      email,
      firstName: 'Kavya',
      lastName: 'Rao',
      password: 'Strong@Pass1',
      websiteName: `${siteName} ${stamp.replace(/\d/g, '')}`,
      category: 'generic',
      otp: code,
    }),
  });
  const body = (await res.json()) as { data: { meta: { domain: string }; loginToken: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return { domain: body.data.meta.domain, token: body.data.loginToken };
}

/**
 * A new workspace's builder opens with "Choose a starter": tests that build their own page from
 * the palette close it (Escape) and keep the welcome page it was made with.
 */
export async function closeStarterPicker(page: Page): Promise<void> {
  const picker = page.getByTestId('starter-picker');
  await picker.waitFor({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
}

/** A JSON call to `/api/io/crm{path}` from a signed-in page, as the editor makes it. */
export function adminCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/io/crm${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-app-platform': 'WEB' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

/** A JSON call to the builder API (`/api/io/crm/admin/website{path}`): its status and body. */
export function builderApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return adminCall<T>(page, method, `/admin/website${path}`, body);
}

/** Waits for the builder's draft to be saved, then publishes the open page from the top bar. */
export async function publishFromBuilder(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 })
    .toBe('Draft saved');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Published/ })
    .first()
    .waitFor();
}

/** A section of a type from its schema's defaults, with some fields of its own. */
export const placed = (
  id: string,
  type: string,
  schema: JsonSchema,
  config: Record<string, unknown> = {},
): Section => ({
  id,
  type,
  config: { ...(defaultsFromSchema(schema) as Record<string, unknown>), ...config },
});
