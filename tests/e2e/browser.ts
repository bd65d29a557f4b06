import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS_DIR = 'test-results/screenshots';

/** Debian Chromium, started with the flags this offline machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** The URL of a demo host on the e2e server. */
export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${inject('port')}${path}`;
}

/** Saves a full-page screenshot as a test artefact. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const file = `${SHOTS_DIR}/${name}.png`;
  // Scroll through once so lazy images below the fold load, as they would for a reader.
  await page.evaluate(async () => {
    const start = window.scrollY;
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, start);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
