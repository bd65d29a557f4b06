import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_CATALOG } from '../../schemas/generated/section-catalog';
import { DESKTOP, hostUrl, launchChromium, signInAsDemoOwner } from './browser';

// The order in which the builder loads its scripts (docs/builder.md, "Load order and weight"):
// the shell first; the inspector's forms and the section types' schemas and validators only
// once the editor is live (the preview has drawn the draft, its first `rendered`, and the shell
// the page, its outline), and then before the owner's first selection; DOMPurify only with an
// HTML or markdown field; the preview's React half only once the editor says it is live. Timed in the page's own clock (resource timing against the moments the
// message arrived and the outline's first row appeared), so nothing here races.
const HOST = 'shop.localhost';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(
  readFileSync('dist/client/.vite/editor-manifest.json', 'utf8'),
) as Manifest;
const fileOf = (key: string) => `/${manifest[key]!.file}`;
/** A chunk and every chunk it imports, by key. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const k of manifest[key]!.imports ?? []) closure(k, seen);
  return seen;
}
const ENTRY = closure('editor/main.tsx');
/** The forms chunk and what it imports (rjsf, our widgets) beyond the editor's first load. */
const FORMS = [...closure('editor/inspector/forms.ts')].filter((k) => !ENTRY.has(k)).map(fileOf);
/** Every section type's validator, in one file with its schema (vite.editor.config.ts). */
const TYPES = new Set(SECTION_CATALOG.map((s) => s.type));
const VALIDATORS = Object.keys(manifest)
  .filter((k) => k.startsWith('_') && TYPES.has((manifest[k] as { name?: string }).name ?? ''))
  .map(fileOf);
/** The preview's React half: loaded once the editor says `live`, not before. */
const PREVIEW_MOUNT = fileOf('runtime/preview/mount.tsx');
/** The Code dialog, the code view and monaco: loaded once the owner is idle, before a click. */
const CODE_VIEW = [
  'editor/shell/Dialogs.tsx',
  'editor/code/CodeView.tsx',
  'editor/code/monaco-editor.ts',
].map(fileOf);
const SANITIZER = Object.keys(manifest)
  .filter((k) => /^_sanitizer-/.test(k))
  .map(fileOf);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the builder loading', () => {
  it('requests the forms and validators after the preview is live and before the first selection', async () => {
    expect(FORMS.length).toBeGreaterThan(1);
    expect(VALIDATORS.length).toBeGreaterThan(40);
    expect(SANITIZER).toHaveLength(1);
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAsDemoOwner(page, HOST);
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const w = window as unknown as { __rendered?: number; __outline?: number };
      // When the preview first reports a draft drawn (the editor writes its sequence on <html>;
      // the report itself comes by a call on the direct path, by a posted message otherwise), and
      // when the outline first shows a row: the shell has drawn the page.
      new MutationObserver(() => {
        if (document.documentElement.dataset.previewSeq !== undefined)
          w.__rendered ??= performance.now();
        if (document.querySelector('[data-testid="outline"] li')) w.__outline ??= performance.now();
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-preview-seq'],
      });
    });
    await page.goto(hostUrl(HOST, '/admin/builder'));
    // With nothing selected the inspector shows the page settings, once the forms are here.
    await page.getByTestId('page-settings-form').waitFor({ timeout: 20_000 });
    const requested = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
      );
    // The forms can show before the validators are asked for (they load side by side after
    // live): wait for what is asserted below, a validator's request, not for its neighbour.
    await expect
      .poll(async () => (await requested()).some((r) => VALIDATORS.includes(r.path)), {
        timeout: 20_000,
      })
      .toBe(true);
    // The forms can show before the validators are asked for (they load side by side after
    // live): wait for what is asserted below, a validator's request, not for its neighbour.
    await expect
      .poll(async () => (await requested()).some((r) => VALIDATORS.includes(r.path)), {
        timeout: 20_000,
      })
      .toBe(true);
    // Live is when both the preview has drawn the draft and the shell the page, whichever is last.
    const [rendered, outline] = await page.evaluate(() => {
      const w = window as unknown as { __rendered?: number; __outline?: number };
      return [w.__rendered ?? null, w.__outline ?? null];
    });
    expect(rendered).not.toBeNull();
    expect(outline).not.toBeNull();
    const live = Math.max(rendered!, outline!);
    const before = await requested();
    const forms = before.filter((r) => FORMS.includes(r.path));
    const validators = before.filter((r) => VALIDATORS.includes(r.path));
    expect(forms.map((r) => r.path).sort()).toEqual([...FORMS].sort());
    expect(validators.length).toBeGreaterThan(0);
    for (const r of [...forms, ...validators]) expect(r.start, r.path).toBeGreaterThan(live);
    expect(before.filter((r) => SANITIZER.includes(r.path))).toEqual([]);
    // The problem badges and the page's forms are ready: a click in the preview shows the
    // section's form without fetching any more of the forms or the validators.
    await page.waitForLoadState('networkidle');
    const loaded = await requested();
    // The preview's React half came after live too (its frame's requests, in the editor's clock).
    // It loads in the preview's idle time: wait for its request, not for the network to settle.
    await page.waitForFunction(
      (path) => {
        const frame = document.getElementById('sw-preview-frame') as HTMLIFrameElement;
        return frame
          .contentWindow!.performance.getEntriesByType('resource')
          .some((r) => new URL(r.name).pathname === path);
      },
      PREVIEW_MOUNT,
      { timeout: 20_000 },
    );
    const inPreview = await page.evaluate((path) => {
      const w = (document.getElementById('sw-preview-frame') as HTMLIFrameElement).contentWindow!;
      const shift = w.performance.timeOrigin - performance.timeOrigin;
      return w.performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname === path)
        .map((r) => r.startTime + shift);
    }, PREVIEW_MOUNT);
    expect(inPreview).toHaveLength(1);
    expect(inPreview[0]!).toBeGreaterThan(live);
    await page
      .frameLocator('#sw-preview-frame')
      .locator('main [data-sw-section]')
      .nth(1)
      .locator('h1, h2')
      .first()
      .click();
    await page.getByTestId('section-form').waitFor();
    const seen = new Set(loaded.map((r) => r.path));
    const added = (await requested()).map((r) => r.path).filter((p) => !seen.has(p));
    expect(added.filter((p) => FORMS.includes(p) || VALIDATORS.includes(p))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the code view and monaco once the owner leaves the page alone; a device switch keeps the preview document', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAsDemoOwner(page, HOST);
    await page.goto(hostUrl(HOST, '/admin/builder'));
    await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
    const requested = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
      );
    // Nothing of it before the owner has been idle (3 s after live at the soonest)...
    expect((await requested()).filter((p) => CODE_VIEW.includes(p))).toEqual([]);
    // ...then all of it, without a click.
    await expect.poll(requested, { timeout: 20_000 }).toEqual(expect.arrayContaining(CODE_VIEW));
    // Monaco has made the code view's editor ahead, off screen, for the first open to take.
    const spare = page.locator('.swe-code__box[aria-hidden="true"] .monaco-editor');
    await expect.poll(() => spare.count(), { timeout: 10_000 }).toBe(1);

    // The phone width changes the iframe's size only: the same document, not a reload.
    const frame = page.locator('#sw-preview-frame');
    // (Each callback runs in the page: no helper from here.)
    type Kept = Window & { __kept?: 1 };
    const origin = () =>
      frame.evaluate((f) => (f as HTMLIFrameElement).contentWindow!.performance.timeOrigin);
    const before = await origin();
    await frame.evaluate((f) => void (((f as HTMLIFrameElement).contentWindow as Kept).__kept = 1));
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await expect.poll(() => frame.evaluate((f) => f.style.width)).toBe('390px');
    expect(await origin()).toBe(before);
    expect(
      await frame.evaluate((f) => ((f as HTMLIFrameElement).contentWindow as Kept).__kept),
    ).toBe(1);

    // Code opens on what was loaded: no script requested after the click.
    const loaded = new Set(await requested());
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const lines = page.locator('[data-testid=code-view-editor] .monaco-editor .view-lines');
    await expect
      .poll(async () => (await lines.textContent())?.trim().length ?? 0)
      .toBeGreaterThan(0);
    expect((await requested()).filter((p) => p.endsWith('.js') && !loaded.has(p))).toEqual([]);
    expect(await spare.count()).toBe(0);
    expect(await page.locator('.monaco-editor').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
