// Debian Chromium for the bench, started as the e2e suite starts it (tests/e2e/browser.ts's
// launchChromium takes its flags from here), whichever launcher drives it.
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this offline machine needs (no sandbox, no GPU, no network of the browser's own). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * A browser as the peer bench starts one (these flags, its viewport, a persistent profile of its
 * own), so the figures compare with Puck's there. A profile made by `browser.newContext()` is
 * not the same: in it, every tab also starts the browser's own top-chrome pages, and an editor's
 * cold load took about 90 ms longer on the same machine (a median of 10 interleaved loads each:
 * 355 against 264 ms), none of it the product's.
 */
export function launchContext(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', ...CHROMIUM_ARGS],
    // The peer bench's viewport, so as much of the page is painted as there.
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
  });
}

/** Chromium for Lighthouse, which drives it over its own debugging port. */
export function launchForLighthouse(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
}
