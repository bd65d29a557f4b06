// The theme holds together (issue 31): in a freshly registered workspace (so the demo sites
// stay as they are), the accent reaches the public page's primary buttons and links, a button's
// border follows its background, what the Theme panel shows is what the page draws, and a
// section's Style group reaches the public page; with screenshots of the panels at 390 and 1280.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeStarterPicker,
  DESKTOP,
  hostUrl,
  launchChromium,
  PHONE,
  publishFromBuilder,
  registerOwner,
  shot,
} from './browser';

let browser: Browser;
let page: Page;
let host = '';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** Types into a colour's hex field as a person would (fill trips over its maxlength). */
async function typeColour(id: string, value: string): Promise<void> {
  const field = page.locator(`#sw-theme_${id}`);
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const swatch = (id: string) => page.getByTestId(`sw-theme_${id}-swatch`).getAttribute('data-color');

const publish = () => publishFromBuilder(page);

/** The computed styles of the public home's first primary button and of a link in it. */
async function publicStyles() {
  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(hostUrl(host, `/?v=${Date.now()}`), { waitUntil: 'networkidle' });
  const out = await visitor.evaluate(() => {
    const btn = document.querySelector('main .sw-btn--primary')!;
    const b = getComputedStyle(btn);
    const link = document.createElement('a');
    link.href = '#';
    document.querySelector('main')!.append(link);
    const section = document.querySelector('main .sw-section')!;
    const s = getComputedStyle(section);
    return {
      bg: b.backgroundColor,
      border: b.borderTopColor,
      link: getComputedStyle(link).color,
      padTop: s.paddingTop,
      sectionBg: s.backgroundColor,
    };
  });
  await visitor.close();
  return out;
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: DESKTOP });
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  const stamp = Date.now().toString(36);
  host = await registerOwner(page, `Theme Works ${stamp.replace(/\d/g, '')}`);
  await page.goto(hostUrl(host, '/admin/builder'));
  await page.locator('[data-testid=outline]').waitFor();
  await closeStarterPicker(page);
  // A hero from the palette: its primary and secondary buttons on the public home.
  await page.getByRole('tab', { name: 'Add' }).click();
  await page.locator('[data-palette-type="hero"]').click();
  await page.getByTestId('section-form').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('the theme in Chromium', () => {
  it('lets the accent reach the public buttons and links, and shows what the page draws', async () => {
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByTestId('theme-form').waitFor();
    await typeColour('colors_primaryAccent', '#b45309');
    await expect.poll(() => swatch('primaryButton_backgroundColor')).toBe('#b45309');
    await publish();
    const live = await publicStyles();
    // What the inspector's swatches show is what the public page computes.
    expect(live.bg).toBe(rgb((await swatch('primaryButton_backgroundColor'))!));
    expect(live.border).toBe(rgb((await swatch('primaryButton_borderColor'))!));
    expect(live.link).toBe(rgb((await swatch('linkTextColor'))!));
    expect(live.bg).toBe(rgb('#b45309'));
    expect(live.border).toBe(rgb('#b45309'));
  });

  it("lets a primary button's border follow its new background", async () => {
    await typeColour('primaryButton_backgroundColor', '#047857');
    await expect.poll(() => swatch('primaryButton_borderColor')).toBe('#047857');
    await publish();
    const live = await publicStyles();
    expect(live.bg).toBe(rgb('#047857'));
    expect(live.border).toBe(rgb('#047857'));
    // The accent still drives the links.
    expect(live.link).toBe(rgb('#b45309'));
  });

  it('offers colour presets and a dozen fonts, at 1280 and 390 px', async () => {
    await page.getByTestId('theme-preset-forest').click();
    await expect
      .poll(() => page.locator('#sw-theme_colors_primaryAccent').inputValue())
      .toBe('#166534');
    await page.getByLabel('Choose fonts').check();
    const panels = page.getByRole('navigation', { name: 'Panels' });
    for (const [size, name] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      await page.setViewportSize(size);
      if (size === PHONE) {
        await panels.getByRole('button', { name: 'Sections' }).click();
        await page.getByRole('tab', { name: 'Theme' }).click();
      }
      await page.getByTestId('theme-preset-indigo').scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await shot(page, `theme-panel-presets-${name}`, { viewport: true });
      await page.locator('#sw-theme_font_headingScale').first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await shot(page, `theme-panel-fonts-${name}`, { viewport: true });
    }
    await page.setViewportSize(DESKTOP);
  });

  it("draws a section's Style group on the public page", async () => {
    await page.getByRole('tab', { name: 'Outline' }).click();
    const hero = page.locator('[data-section-id] .swe-row-main').last();
    await hero.click();
    const style = page.locator('[data-testid="section-style"]:visible');
    await style.waitFor();
    await style.getByLabel('Space above').selectOption('none');
    await style.getByLabel('Background').selectOption('surface');
    await style.scrollIntoViewIfNeeded();
    await shot(page, 'section-style-1280', { viewport: true });
    await page.setViewportSize(PHONE);
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await style.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await shot(page, 'section-style-390', { viewport: true });
    await page.setViewportSize(DESKTOP);
    await publish();
    const visitor = await browser.newPage({ viewport: DESKTOP });
    await visitor.goto(hostUrl(host, `/?v=${Date.now()}`), { waitUntil: 'networkidle' });
    const live = await visitor.evaluate(() => {
      const section = document.querySelector('main .sw-styled .sw-section')!;
      const s = getComputedStyle(section);
      const root = getComputedStyle(document.documentElement);
      return {
        padTop: s.paddingTop,
        bg: s.backgroundColor,
        bg2: root.getPropertyValue('--sw-bg-2').trim(),
        unstyledPad: getComputedStyle(document.querySelector('main > .sw-section')!).paddingTop,
      };
    });
    await shot(visitor, 'section-style-public-1280');
    await visitor.close();
    expect(live.padTop).toBe('0px');
    expect(live.bg).toBe(rgb(live.bg2));
    // The welcome hero, without a style, keeps its own spacing.
    expect(live.unstyledPad).not.toBe('0px');
  });
});
