// Screenshots a running site at phone and desktop widths, for looking at what you built:
//   node scripts/screenshot.mjs http://shop.localhost:3000/ out/shop [390,1280]
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';

const [, , url, out = 'test-results/screenshots/page', widths = '390,1280'] = process.argv;
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL OUT_PREFIX [WIDTHS]');
  process.exit(2);
}
mkdirSync(dirname(out), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of widths.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  await page.goto(url, { waitUntil: 'networkidle' });
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
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: true });
  console.log(
    `${out}-${width}.png${problems.length ? `  problems: ${problems.slice(0, 6).join(' | ')}` : ''}`,
  );
  await page.close();
}
await browser.close();
