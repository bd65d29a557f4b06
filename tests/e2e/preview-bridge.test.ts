import { mkdirSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { defaultsFromSchema } from '../../schemas/defaults';
import { resetPasswordSchema } from '../../schemas/sections/reset-password';
import type { PageDocument, Section } from '../../schemas/types';
import {
  editorMessage,
  type EditorMessage,
  type PreviewMessage,
} from '../../shared/preview-protocol';
import { DESKTOP, hostUrl, launchChromium, SHOTS_DIR, signInAsDemoOwner } from './browser';

// The editor's side played by the test: a page of the shop's host embeds /admin/preview in an
// iframe (same origin, as the builder will) and drives it with postMessage.

const shop = DEMO_WORKSPACES.find((d) => d.slug === 'shop')!;
const platform = DEMO_WORKSPACES.find((d) => d.slug === 'sitewright')!;
const home = shop.pages.find((p) => p.path === '/')!.doc;
const cta = platform.pages.find((p) => p.path === '/')!.doc.sections.find((s) => s.id === 'cta')!;
const resetPassword: Section = {
  id: 'reset',
  type: 'reset-password',
  config: defaultsFromSchema(resetPasswordSchema) as Record<string, unknown>,
};
const sections: Section[] = [...home.sections, cta, resetPassword];
const draft: PageDocument = { ...home, sections };
const story = sections.find((s) => s.id === 'story')!;

type Logged = { data: PreviewMessage; origin: string };

let browser: Browser;
let page: Page;
let preview: Frame;
const consoleLines: string[] = [];
const pageErrors: string[] = [];

/** Posts an editor message to the preview from the parent, with the exact target origin. */
async function post(message: EditorMessage | Record<string, unknown>): Promise<void> {
  await page.evaluate((m) => {
    const frame = document.querySelector<HTMLIFrameElement>('#sw-test-preview')!;
    frame.contentWindow!.postMessage(m, location.origin);
  }, message);
}

/** Waits for a message from the preview matching `type` (and `seq` or `id`), and returns it. */
async function received(
  type: PreviewMessage['type'],
  match: { seq?: number; id?: string | null } = {},
): Promise<PreviewMessage> {
  const handle = await page.waitForFunction(
    ({ type, match }) => {
      const log = (window as unknown as { __previewLog: Logged[] }).__previewLog;
      return log.find(
        (m) =>
          m.data.type === type &&
          (match.seq === undefined || (m.data as { seq?: number }).seq === match.seq) &&
          (match.id === undefined || (m.data as { id?: string }).id === match.id),
      );
    },
    { type, match },
    { timeout: 10_000 },
  );
  const logged = (await handle.jsonValue()) as Logged;
  expect(logged.origin).toBe(new URL(hostUrl(shop.domain)).origin);
  return logged.data;
}

const bodyIds = () =>
  preview
    .locator('main [data-sw-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section')));

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: DESKTOP });
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAsDemoOwner(page, shop.domain);
  await page.goto(hostUrl(shop.domain, '/shipping'), { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const log: Logged[] = [];
    (window as unknown as { __previewLog: Logged[] }).__previewLog = log;
    const frame = document.createElement('iframe');
    frame.id = 'sw-test-preview';
    frame.style.cssText =
      'position:fixed;top:16px;right:16px;width:960px;height:640px;border:1px solid #999;background:#fff;z-index:9999';
    // Only what the preview window posts is logged, as the editor filters by source.
    window.addEventListener('message', (e) => {
      if (e.source === frame.contentWindow) log.push({ data: e.data, origin: e.origin });
    });
    frame.src = '/admin/preview?path=/';
    document.body.append(frame);
  });
  await received('ready');
  preview = page.frames().find((f) => f.url().includes('/admin/preview'))!;
});

afterAll(async () => {
  await browser?.close();
});

describe('preview bridge in Chromium', () => {
  it('renders the init it is sent, in builder mode, and reports rendered', async () => {
    // The server rendered the stored draft into the page; the editor's init is the truth: it
    // keeps the markup of the sections it has the same and renders the rest.
    expect(await bodyIds()).toEqual(home.sections.map((s) => s.id));
    const storyNode = await preview.locator('[data-sw-section="story"] > *').elementHandle();
    await post(
      editorMessage({
        type: 'init',
        site: shop.site,
        page: draft,
        path: '/',
        selectedId: null,
        seq: 1,
      }),
    );
    await received('rendered', { seq: 1 });
    expect(await bodyIds()).toEqual(sections.map((s) => s.id));
    // The same story section: the server's node stays.
    expect(
      await preview
        .locator('[data-sw-section="story"] > *')
        .evaluate((el, before) => el === before, storyNode),
    ).toBe(true);
    await expect(preview.locator('[data-sw-section="header"]').count()).resolves.toBe(1);
    await expect(preview.locator('[data-sw-section="footer"]').count()).resolves.toBe(1);
    // Builder mode relaxes the reset-password guard: the form shows without requestId/email.
    await expect(
      preview
        .locator('[data-sw-section="reset"]')
        .getByLabel('New password', { exact: true })
        .count(),
    ).resolves.toBe(1);
    await expect(preview.locator('[data-sw-section="reset"]').textContent()).resolves.not.toContain(
      '404',
    );
  });

  it('applies a patch to one heading and reports rendered with its seq', async () => {
    const edited = { ...story, config: { ...story.config, heading: 'Made by hand in Jaipur' } };
    const before = await preview.locator('[data-sw-section="press"]').elementHandle();
    await post(
      editorMessage({ type: 'patch', order: sections.map((s) => s.id), upsert: [edited], seq: 2 }),
    );
    await received('rendered', { seq: 2 });
    await expect(preview.locator('[data-sw-section="story"] h2').textContent()).resolves.toBe(
      'Made by hand in Jaipur',
    );
    // The untouched sections are the same DOM nodes.
    const after = await preview.locator('[data-sw-section="press"]').elementHandle();
    expect(await preview.evaluate(([a, b]) => a === b, [before, after])).toBe(true);
  });

  it('reorders on an order patch', async () => {
    const reversed = sections.map((s) => s.id).reverse();
    await post(editorMessage({ type: 'patch', order: reversed, upsert: [], seq: 3 }));
    await received('rendered', { seq: 3 });
    expect(await bodyIds()).toEqual(reversed);
    await post(
      editorMessage({ type: 'patch', order: sections.map((s) => s.id), upsert: [], seq: 4 }),
    );
    await received('rendered', { seq: 4 });
    expect(await bodyIds()).toEqual(sections.map((s) => s.id));
  });

  it('posts select to the parent when a section is clicked, without navigating', async () => {
    const url = preview.url();
    await preview.locator('[data-sw-section="story"] h2').click();
    await received('select', { id: 'story' });
    await preview.locator('[data-sw-section="header"] a[href]').first().click();
    await received('select', { id: 'header' });
    expect(preview.url()).toBe(url);
  });

  it('outlines the selected section, scrolling it into view only when it is not visible', async () => {
    await preview.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await post(editorMessage({ type: 'select', id: 'press', scroll: true }));
    const outline = preview.locator('[data-sw-outline="selected"][data-for="press"]');
    await outline.waitFor({ state: 'visible' });
    const scrolled = await preview.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const geometry = () =>
      preview.evaluate(() => {
        const wrapper = document.querySelector('[data-sw-section="press"]')!;
        const section = wrapper.firstElementChild!.getBoundingClientRect();
        const mark = document
          .querySelector('[data-sw-outline="selected"]')!
          .getBoundingClientRect();
        return {
          section: [section.top, section.height],
          outline: [mark.top, mark.height],
          viewport: window.innerHeight,
          style: getComputedStyle(document.querySelector('[data-sw-outline="selected"]')!)
            .outlineWidth,
        };
      });
    const g = await geometry();
    expect(g.outline[0]).toBeCloseTo(g.section[0]!, 0);
    expect(g.outline[1]).toBeCloseTo(g.section[1]!, 0);
    // Scrolled as block 'nearest' from below: the section's bottom meets the viewport's.
    const [top, height] = g.section as [number, number];
    expect(height).toBeLessThan(g.viewport);
    expect(top).toBeGreaterThan(0);
    expect(Math.abs(top + height - g.viewport)).toBeLessThan(1);
    expect(g.style).toBe('2px');
    // The pointer leaving the preview clears its hover outline and tells the editor.
    await page.mouse.move(4, 760);
    await received('hover', { id: null });
    await preview.locator('[data-sw-outline="hover"]').waitFor({ state: 'hidden' });
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page
      .locator('#sw-test-preview')
      .screenshot({ path: `${SHOTS_DIR}/preview-bridge-selected.png` });
    // Already visible: selecting again with scroll does not move the page.
    await post(editorMessage({ type: 'select', id: 'reviews', scroll: false }));
    await post(editorMessage({ type: 'select', id: 'press', scroll: true }));
    await preview.locator('[data-sw-outline="selected"][data-for="press"]').waitFor();
    await page.waitForTimeout(100);
    expect(await preview.evaluate(() => window.scrollY)).toBe(scrolled);
    // Hover outlines lightly; null clears it.
    await post(editorMessage({ type: 'hover', id: 'faq' }));
    await preview
      .locator('[data-sw-outline="hover"][data-for="faq"]')
      .waitFor({ state: 'visible' });
    await post(editorMessage({ type: 'hover', id: null }));
    await preview.locator('[data-sw-outline="hover"]').waitFor({ state: 'hidden' });
  });

  it('answers measure with the body sections boxes in order', async () => {
    await post(editorMessage({ type: 'measure' }));
    const layout = (await received('layout')) as Extract<PreviewMessage, { type: 'layout' }>;
    expect(layout.boxes.map((b) => b.id)).toEqual(sections.map((s) => s.id));
    for (let i = 1; i < layout.boxes.length; i++)
      expect(layout.boxes[i]!.top).toBeGreaterThanOrEqual(layout.boxes[i - 1]!.top);
    const press = layout.boxes.find((b) => b.id === 'press')!;
    const real = await preview
      .locator('[data-sw-section="press"] > *')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(press.top).toBeCloseTo(real, 0);
  });

  it('ignores a message from another origin and a malformed one from the parent', async () => {
    const heading = () => preview.locator('[data-sw-section="story"] h2').textContent();
    const hijack = editorMessage({
      type: 'patch',
      order: ['story'],
      upsert: [{ ...story, config: { ...story.config, heading: 'Hijacked' } }],
      seq: 90,
    });
    // Another origin framed in the same page posts to the preview. The site's policy frames no
    // other host's page over http; a sandboxed frame is an origin of its own ('null').
    await page.evaluate(() => {
      const other = document.createElement('iframe');
      other.id = 'sw-test-other';
      other.sandbox.add('allow-scripts');
      other.srcdoc = '<p>Another origin</p>';
      document.body.append(other);
      return new Promise((r) => other.addEventListener('load', r, { once: true }));
    });
    const events = (await (await page.$('#sw-test-other'))!.contentFrame())!;
    expect(await events.evaluate(() => window.origin)).toBe('null');
    const dropped = () =>
      consoleLines.filter((l) => l.includes('[preview] message dropped')).length;
    const droppedBefore = dropped();
    await events.evaluate((m) => {
      for (let i = 0; i < window.parent.frames.length; i++) {
        const w = window.parent.frames[i];
        if (w && w !== window) w.postMessage(m, '*');
      }
    }, hijack);
    // The parent with a wrong envelope, and with a malformed body.
    await post({ ...hijack, v: 1, seq: 91 });
    await post({ ...hijack, protocol: 'other', seq: 92 });
    await post({ ...hijack, upsert: [{ id: 'story', type: 'feature-split' }], seq: 93 });
    await expect.poll(dropped, { timeout: 5_000 }).toBeGreaterThanOrEqual(droppedBefore + 4);
    expect(consoleLines.some((l) => l.includes('untrusted sender'))).toBe(true);
    expect(await heading()).toBe('Made by hand in Jaipur');
    expect(await bodyIds()).toEqual(sections.map((s) => s.id));
    const log = await page.evaluate(() =>
      (window as unknown as { __previewLog: Logged[] }).__previewLog.map((m) => m.data),
    );
    expect(log.filter((m) => m.type === 'rendered' && m.seq >= 90)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
