import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoOwnerOf } from '../../fixtures/demo-accounts';
import { defaultsFromSchema } from '../../schemas/defaults';
import { ctaSchema } from '../../schemas/sections/cta';
import { faqSchema } from '../../schemas/sections/faq';
import type { PageDocument } from '../../schemas/types';
import { PREVIEW_PROTOCOL_VERSION } from '../../shared/preview-protocol';
import { adminCall, hostUrl, launchChromium, shot, signInAsDemoOwner } from './browser';

// The builder at /admin/builder in Chromium, signed in as the shop's owner, on a page this file
// creates through the API (so the demo pages other tests check stay as they are) and deletes at
// the end. The tests run in order on one editor: each starts from where the previous one left.
// They run twice: here on the direct path (the editor calls into its same-origin preview), and
// from builder-posted.test.ts with `?previewTransport=post`, the cross-origin path.

const HOST = 'shop.localhost';
const owner = demoOwnerOf(HOST);
const PATH = `/e2e-builder-${Date.now().toString(36)}`;
const INTRO_HEADING = 'Ready when you are';
/** The editor ⇄ preview path under test: builder-posted.test.ts runs this file for 'post'. */
const TRANSPORT = expect.getState().testPath?.endsWith('builder-posted.test.ts')
  ? 'post'
  : 'direct';

let browser: Browser;
let page: Page;
let pageId = '';
const pageErrors: string[] = [];
/** What the Content-Security-Policy refused in the editor, its preview frame or its workers. */
const cspErrors: string[] = [];

const cta = defaultsFromSchema(ctaSchema) as Record<string, unknown>;
const faq = defaultsFromSchema(faqSchema) as Record<string, unknown>;
const startDraft: PageDocument = {
  version: 1,
  title: 'Builder e2e',
  seo: {},
  sections: [
    { id: 'intro', type: 'cta', config: { ...cta, heading: INTRO_HEADING } },
    { id: 'questions', type: 'faq', config: faq },
  ],
};

/** A JSON call to the admin API from the signed-in page, as the editor makes it. */
const api = <T>(method: string, path: string, body?: unknown) =>
  adminCall<T>(page, method, `/admin/website${path}`, body);

/** The public page as a visitor gets it: a new request without cookies, no preview involved. */
async function publicHtml(path = PATH): Promise<string> {
  const context = await browser.newContext();
  try {
    // Node does not resolve *.localhost, so the request goes to the loopback with the Host.
    const res = await context.request.get(`http://127.0.0.1:${inject('port')}${path}`, {
      headers: { host: `${HOST}:${inject('port')}` },
    });
    expect(res.status()).toBe(200);
    return await res.text();
  } finally {
    await context.close();
  }
}

const canvasFrame = (): FrameLocator => page.frameLocator('#sw-preview-frame');

async function previewFrame(): Promise<Frame> {
  const handle = await page.locator('#sw-preview-frame').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** Body section ids in the outline, in order. */
const outlineIds = () =>
  page
    .locator('[data-testid=outline] [data-section-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id') ?? ''));

/** Body section ids in the preview iframe, in order. */
const previewIds = () =>
  canvasFrame()
    .locator('main [data-sw-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sw-section') ?? ''));

/** The label of an outline row (its type), without the problem badge. */
async function rowLabel(id: string): Promise<string> {
  const text = await page.locator(`[data-section-id="${id}"] .swe-row-label`).innerText();
  return text.split(' · ')[0]!.trim();
}

/** Waits until the outline and the preview both show `ids` in that order. */
async function expectOrder(ids: string[]): Promise<void> {
  await expect.poll(outlineIds, { timeout: 10_000 }).toEqual(ids);
  await expect.poll(previewIds, { timeout: 10_000 }).toEqual(ids);
}

/** The first heading of a section in the preview; null while there is none. */
const previewHeading = (id: string) =>
  canvasFrame()
    .locator(`[data-sw-section="${id}"] h2`)
    .evaluateAll((els) => els[0]?.textContent ?? null);

async function expectPreviewText(id: string, text: string): Promise<void> {
  await expect.poll(() => previewHeading(id), { timeout: 10_000 }).toBe(text);
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the pointer on `from`, moves past dnd-kit's 6 px activation distance, and on. */
async function pickUp(from: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await center(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
}

/**
 * Releases the pointer, ending a drag. dnd-kit swallows clicks for 50 ms after a drop (the
 * drop's own click): no person clicks the next thing that fast, a test does.
 */
async function release(): Promise<void> {
  await page.mouse.up();
  await page.waitForTimeout(100);
}

async function moveTo(point: { x: number; y: number }): Promise<void> {
  await page.mouse.move(point.x, point.y, { steps: 12 });
}

const formOf = () => page.getByTestId('section-form');
const headingField = () => formOf().getByRole('textbox', { name: /^Heading\b/ });
const saveState = () => page.getByTestId('save-state');

async function showOutline(): Promise<void> {
  await page.getByRole('tab', { name: 'Outline' }).click();
  await page.locator('[data-testid=outline]').waitFor();
}

async function select(id: string): Promise<void> {
  await page.locator(`[data-section-id="${id}"] .swe-row-main`).click();
  await expect
    .poll(() => page.locator(`[data-section-id="${id}"]`).getAttribute('aria-current'))
    .toBe('true');
  await formOf().waitFor();
}

/** Moves focus out of any field (to the page), ending a run of typing. */
async function blurField(): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function waitSaved(): Promise<void> {
  await expect.poll(() => saveState().textContent(), { timeout: 10_000 }).toBe('Draft saved');
}

async function openBuilder(): Promise<void> {
  const forced = TRANSPORT === 'post' ? '&previewTransport=post' : '';
  await page.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(PATH)}${forced}`));
  await page.locator('[data-testid=outline]').waitFor();
  // The preview reported a render of the draft the editor sent it, on the path under test.
  await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
  expect(await page.locator('#sw-preview-frame').getAttribute('data-preview-transport')).toBe(
    TRANSPORT,
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  // Leaving with a pending save asks first; the tests wait for 'Draft saved', and teardown
  // must not hang on the question.
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await signInAsDemoOwner(page, HOST);
  const created = await api<{ data: { id: string } }>('POST', '/page', {
    path: PATH,
    title: startDraft.title,
  });
  expect(created.status).toBe(200);
  pageId = created.json.data.id;
  const saved = await api('PUT', '/page/draft', { id: pageId, draft: startDraft });
  expect(saved.status).toBe(200);
  await openBuilder();
});

afterAll(async () => {
  if (page && pageId) {
    await page.goto(hostUrl(HOST, '/admin/dashboard'));
    const deleted = await api('POST', '/page/delete', { id: pageId });
    expect(deleted.status).toBe(200);
  }
  await browser?.close();
});

describe('the builder in Chromium', () => {
  let statsId = '';
  let featuresId = '';

  it('drags a palette tile onto the outline, at the row it is dropped on', async () => {
    await expectOrder(['intro', 'questions']);
    await page.getByRole('tab', { name: 'Add' }).click();
    await pickUp(page.locator('[data-palette-type="stats"]'));
    // Over the Outline tab the outline opens under the pointer, the drag still going.
    await moveTo(await center(page.getByRole('tab', { name: 'Outline' })));
    await page.locator('[data-testid=outline]').waitFor();
    await moveTo(await center(page.locator('[data-section-id="questions"]')));
    await release();
    await expect.poll(async () => (await outlineIds()).length).toBe(3);
    const ids = await outlineIds();
    expect([ids[0], ids[2]]).toEqual(['intro', 'questions']);
    statsId = ids[1]!;
    expect(await rowLabel(statsId)).toBe('Stats');
    await expectOrder(['intro', statsId, 'questions']);
    await canvasFrame().locator(`[data-sw-section="${statsId}"] h2`).waitFor();
  });

  it('drags a palette tile onto the preview, at the section under the pointer', async () => {
    await page.getByRole('tab', { name: 'Add' }).click();
    // The upper half of the first section: the new one goes before it.
    const intro = await canvasFrame()
      .locator('[data-sw-section="intro"] > *')
      .first()
      .boundingBox();
    if (!intro) throw new Error('intro not visible');
    await pickUp(page.locator('[data-palette-type="features"]'));
    const drop = page.getByTestId('preview-drop');
    await drop.waitFor();
    await moveTo({ x: intro.x + intro.width / 2, y: intro.y + intro.height / 4 });
    await page.locator('.swe-drop-marker').waitFor();
    await release();
    await drop.waitFor({ state: 'detached' });
    await showOutline();
    await expect.poll(async () => (await outlineIds()).length).toBe(4);
    featuresId = (await outlineIds())[0]!;
    expect(await rowLabel(featuresId)).toBe('Features grid');
    await expectOrder([featuresId, 'intro', statsId, 'questions']);
  });

  it('drops a tile on the preview under the pointer past a hidden section, via the Outline tab', async () => {
    // A hidden section has no box in the preview: the drop still lands where the pointer is.
    await showOutline();
    await page.locator(`[data-section-id="${featuresId}"] [title="Hide"]`).click();
    await expect.poll(previewIds).toEqual(['intro', statsId, 'questions']);
    // A tile from far down the palette: over the Outline tab the panel shows the outline,
    // scrolled elsewhere than the palette was, and the drag goes on to the preview.
    await page.getByRole('tab', { name: 'Add' }).click();
    const left = page.locator('.swe-left');
    const tile = page.locator('[data-palette-type]').last();
    const label = (await tile.getAttribute('title'))!.replace(/^Add /, '');
    await pickUp(tile);
    const paletteScroll = await left.evaluate((e) => e.scrollTop);
    await moveTo(await center(page.getByRole('tab', { name: 'Outline' })));
    await page.locator('[data-testid=outline]').waitFor();
    expect(Math.abs(paletteScroll - (await left.evaluate((e) => e.scrollTop)))).toBeGreaterThan(
      200,
    );
    // The lower half of the intro: the new section goes right after it.
    const intro = await canvasFrame()
      .locator('[data-sw-section="intro"] > *')
      .first()
      .boundingBox();
    if (!intro) throw new Error('intro not visible');
    await moveTo({ x: intro.x + intro.width / 2, y: intro.y + (intro.height * 3) / 4 });
    await page.locator('.swe-drop-marker').waitFor();
    await release();
    await expect.poll(async () => (await outlineIds()).length).toBe(5);
    const added = (await outlineIds())[2]!;
    expect(await rowLabel(added)).toBe(label);
    expect(await outlineIds()).toEqual([featuresId, 'intro', added, statsId, 'questions']);
    await expect.poll(previewIds).toEqual(['intro', added, statsId, 'questions']);
    // Two undo steps take it out and show the hidden one again.
    await blurField();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expectOrder([featuresId, 'intro', statsId, 'questions']);
  });

  it('adds nothing when a tile is dropped back on the palette', async () => {
    await page.getByRole('tab', { name: 'Add' }).click();
    const tile = page.locator('[data-palette-type="faq"]');
    await pickUp(tile);
    await moveTo(await center(page.locator('[data-palette-type="cta"]')));
    const ghost = page.locator('.swe-drag-ghost');
    await ghost.waitFor();
    await release();
    await ghost.waitFor({ state: 'detached' });
    await showOutline();
    await expectOrder([featuresId, 'intro', statsId, 'questions']);
  });

  it('reorders by pointer: a row dragged by its handle to the top', async () => {
    await showOutline();
    await pickUp(page.locator('[data-section-id="questions"] .swe-handle'));
    await moveTo(await center(page.locator(`[data-section-id="${featuresId}"]`)));
    await release();
    await expectOrder(['questions', featuresId, 'intro', statsId]);
  });

  it('reorders by keyboard, announcing each step to screen readers', async () => {
    // Everything dnd-kit's live regions (aria-live) say, as a screen reader hears it.
    await page.evaluate(() => {
      const heard: string[] = [];
      const observer = new MutationObserver(() => {
        for (const region of document.querySelectorAll('[id^="DndLiveRegion"][aria-live]'))
          if (region.textContent && heard[heard.length - 1] !== region.textContent)
            heard.push(region.textContent);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { __heard: heard, __stopHearing: () => observer.disconnect() });
    });
    const heard = () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    const handle = page.locator('[data-section-id="questions"] .swe-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(heard)
      .toContainEqual(expect.stringContaining('Picked up FAQ, position 1 of 4'));
    // dnd-kit's keyboard sensor listens for arrows from a timer after the pickup; a person's
    // next key comes later than that, a test's need not.
    await page.waitForTimeout(100);
    await page.keyboard.press('ArrowDown');
    await expect.poll(heard).toContainEqual('FAQ is over position 2 of 4.');
    await page.keyboard.press('Space');
    await expect.poll(heard).toContainEqual('Dropped FAQ at position 2 of 4.');
    await page.evaluate(() => (window as unknown as { __stopHearing(): void }).__stopHearing());
    await expectOrder([featuresId, 'questions', 'intro', statsId]);
  });

  it('edits a heading in the inspector and sees the preview change; undo and redo', async () => {
    await select('intro');
    const field = headingField();
    await expect.poll(() => field.inputValue()).toBe(INTRO_HEADING);
    await field.click();
    await page.keyboard.press('Control+A');
    // Typed key by key: seven changes, one undo step.
    await page.keyboard.type('Sunrise');
    await expectPreviewText('intro', 'Sunrise');
    await blurField();
    await page.keyboard.press('Control+Z');
    await expectPreviewText('intro', INTRO_HEADING);
    await expect.poll(() => field.inputValue()).toBe(INTRO_HEADING);
    await page.keyboard.press('Control+Shift+Z');
    await expectPreviewText('intro', 'Sunrise');
    await expect.poll(() => field.inputValue()).toBe('Sunrise');
    // The buttons do the same.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expectPreviewText('intro', INTRO_HEADING);
    await expect.poll(() => field.inputValue()).toBe(INTRO_HEADING);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expectPreviewText('intro', 'Sunrise');
    await expect.poll(() => field.inputValue()).toBe('Sunrise');
    // The heading edit was one step: one more undo and the reorder before it is undone.
    await page.keyboard.press('Control+Z');
    await expectPreviewText('intro', INTRO_HEADING);
    await expectOrder([featuresId, 'questions', 'intro', statsId]);
    await page.keyboard.press('Control+Z');
    await expectOrder(['questions', featuresId, 'intro', statsId]);
    await page.keyboard.press('Control+Y');
    await page.keyboard.press('Control+Y');
    await expectOrder([featuresId, 'questions', 'intro', statsId]);
    await expectPreviewText('intro', 'Sunrise');
  });

  it("shows a section's form as it is now after it changed behind another's", async () => {
    // The inspector keeps recent forms rendered but hidden; a change made while intro's is
    // hidden (undo selects it again in the same step) must show in its form.
    await select('intro');
    await expect.poll(() => headingField().inputValue()).toBe('Sunrise');
    await select('questions');
    await expect.poll(() => headingField().inputValue()).not.toBe('Sunrise');
    await page.keyboard.press('Control+Z');
    await expectPreviewText('intro', INTRO_HEADING);
    await expect
      .poll(() => page.locator('[data-section-id="intro"]').getAttribute('aria-current'))
      .toBe('true');
    await expect.poll(() => headingField().inputValue()).toBe(INTRO_HEADING);
    await page.keyboard.press('Control+Y');
    await expectPreviewText('intro', 'Sunrise');
    await expect.poll(() => headingField().inputValue()).toBe('Sunrise');
  });

  it('changes the primary accent in the theme and sees it in the preview', async () => {
    const accent = async () => {
      const frame = await previewFrame();
      return frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--sw-accent').trim(),
      );
    };
    const before = await accent();
    expect(before).toMatch(/^#/);
    await page.getByRole('tab', { name: 'Theme' }).click();
    const form = page.getByTestId('theme-form');
    await form.waitFor();
    const field = form.getByRole('textbox', { name: 'Primary accent *', exact: true });
    // Typed as a person would (Playwright's fill trips over the field's maxlength).
    await field.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('#0f766e');
    await expect.poll(accent).toBe('#0f766e');
    // A computed colour of the preview follows the custom property.
    const computed = await (
      await previewFrame()
    ).evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--sw-accent)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(computed).toBe('rgb(15, 118, 110)');
    // Undone: the site draft is as published again, so the publish below leaves the site (and
    // the demo pages other tests check) as it was.
    await blurField();
    await page.keyboard.press('Control+Z');
    await expect.poll(accent).toBe(before);
    await expect.poll(() => field.inputValue()).toBe(before);
    await showOutline();
  });

  it('refuses a code-view config that fails the schema, applies a fixed one as one undo step', async () => {
    await select('intro');
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Code' });
    const editor = dialog.locator('[data-testid=code-view-editor] .monaco-editor');
    await editor.waitFor();
    const section = {
      id: 'intro',
      type: 'cta',
      config: { ...cta, heading: 'Sunrise', variant: 'poster' },
    };
    // Monaco, by keyboard: select all, type the text in one go, then delete what its
    // auto-closing added after the cursor.
    const typeCode = async (value: unknown) => {
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(JSON.stringify(value));
      await page.keyboard.press('Control+Shift+End');
      await page.keyboard.press('Delete');
    };
    const seqBefore = await page.evaluate(() => document.documentElement.dataset.previewSeq);
    await typeCode(section);
    // Marked inline as it is typed (monaco's JSON worker, with the section's schema).
    await dialog.locator('.squiggly-error').first().waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const problems = dialog.getByTestId('code-view-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toContain(
      '/config/variant must be equal to one of the allowed values',
    );
    // Refused: the dialog stays and nothing changed, so nothing went to the preview either.
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.dataset.previewSeq)).toBe(seqBefore);
    await expectPreviewText('intro', 'Sunrise');
    expect(await headingField().inputValue()).toBe('Sunrise');
    await typeCode({
      ...section,
      config: { ...section.config, variant: 'card', heading: 'From the code view' },
    });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectPreviewText('intro', 'From the code view');
    await expect.poll(() => headingField().inputValue()).toBe('From the code view');
    await expect
      .poll(() =>
        canvasFrame().locator('[data-sw-section="intro"] > *').first().getAttribute('class'),
      )
      .toContain('sw-cta--card');
    // One Ctrl+Z undoes the whole apply: heading and variant.
    await blurField();
    await page.keyboard.press('Control+Z');
    await expectPreviewText('intro', 'Sunrise');
    await expect
      .poll(() =>
        canvasFrame().locator('[data-sw-section="intro"] > *').first().getAttribute('class'),
      )
      .not.toContain('sw-cta--card');
    await page.keyboard.press('Control+Y');
    await expectPreviewText('intro', 'From the code view');
  });

  it('saves the draft automatically: an edit survives a reload', async () => {
    await select('questions');
    const field = headingField();
    await field.fill('Questions, answered');
    await expectPreviewText('questions', 'Questions, answered');
    await blurField();
    await waitSaved();
    await openBuilder();
    await expectOrder([featuresId, 'questions', 'intro', statsId]);
    await expectPreviewText('questions', 'Questions, answered');
    await expectPreviewText('intro', 'From the code view');
  });

  it('refuses to publish an invalid section, lists it, keeps the draft; publishes once fixed', async () => {
    await select('intro');
    // A required heading left empty: the draft keeps it, publishing must not.
    await headingField().fill('');
    await blurField();
    await waitSaved();
    await page.getByRole('button', { name: "Close the section's settings" }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    const problem = problems.getByRole('button', {
      name: /Call to action \(section \d+, #intro\)/,
    });
    expect(await problem.count()).toBe(1);
    await problem.click();
    await problems.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('[data-section-id="intro"]').getAttribute('aria-current'))
      .toBe('true');
    await expect.poll(() => headingField().inputValue()).toBe('');
    // Nothing was published, and the draft on the server is the one in the editor.
    const listed = await api<{ data: { id: string; publishedVersion: number | null }[] }>(
      'GET',
      '/pages',
    );
    expect(listed.json.data.find((p) => p.id === pageId)?.publishedVersion).toBeNull();
    await openBuilder();
    await expectOrder([featuresId, 'questions', 'intro', statsId]);
    await expect.poll(() => page.locator('[data-section-id="intro"] .swe-badge').count()).toBe(1);
    await select('intro');
    await expect.poll(() => headingField().inputValue()).toBe('');
    await headingField().fill('Published heading');
    await expectPreviewText('intro', 'Published heading');
    await blurField();
    // The theme edit was undone, so publishing this page publishes nothing of the site's.
    await waitSaved();
    const site = await api<{ data: { changed: boolean } }>('GET', '/site');
    expect(site.json.data.changed).toBe(false);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published (version 1).' }).waitFor();
    const html = await publicHtml();
    expect(html).toContain('Published heading');
    expect(html).toContain('Questions, answered');
  });

  it('lists published versions with who and when, and rolls back to the previous one', async () => {
    await headingField().fill('Second heading');
    await blurField();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published (version 2).' }).waitFor();
    expect(await publicHtml()).toContain('Second heading');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const list = page.getByTestId('history');
    await list.waitFor();
    const items = list.locator('li');
    await expect.poll(() => items.count()).toBe(2);
    const who = `${owner.firstName} ${owner.lastName}`;
    const [latest, previous] = [await items.nth(0).innerText(), await items.nth(1).innerText()];
    expect(latest).toContain('Version 2 · live');
    expect(latest).toContain(who);
    expect(previous).toContain('Version 1');
    expect(previous).toContain(who);
    // When: the date as the browser formats it today.
    const today = await page.evaluate(() => new Date().toLocaleDateString());
    expect(previous).toContain(today);
    await items.nth(1).getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is live again.' }).waitFor();
    const html = await publicHtml();
    expect(html).toContain('Published heading');
    expect(html).not.toContain('Second heading');
    // The draft is the rolled-back version too.
    await expectPreviewText('intro', 'Published heading');
  });

  it('ignores malformed messages to the editor and to the preview', async () => {
    await select('questions');
    const origin = new URL(hostUrl(HOST)).origin;
    const preview = await previewFrame();
    const seqBefore = Number(
      await page.evaluate(() => document.documentElement.dataset.previewSeq),
    );
    const previewBefore = await previewIds();
    // Both windows log what reaches them, after the app's own listener has run: once a message
    // is in the log, the app has handled (or dropped) it.
    const logIn = (frame: Page | Frame) =>
      frame.evaluate(() => {
        const w = window as unknown as { __seen: unknown[] };
        w.__seen = [];
        window.addEventListener('message', (e) => w.__seen.push(e.data));
      });
    const seen = (frame: Page | Frame) =>
      frame.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen.length);
    await logIn(page);
    await logIn(preview);
    const base = { protocol: 'sitewright-preview', v: PREVIEW_PROTOCOL_VERSION };

    // To the editor, from its preview: an id of the wrong type, an unknown field, another
    // version, a bare string, a rendered with a negative seq.
    await preview.evaluate(
      ({ origin, base }) => {
        window.parent.postMessage({ ...base, type: 'select', id: 42 }, origin);
        window.parent.postMessage({ ...base, type: 'select', id: 'intro', extra: 1 }, origin);
        window.parent.postMessage({ ...base, v: base.v + 1, type: 'select', id: 'intro' }, origin);
        window.parent.postMessage('select intro', origin);
        window.parent.postMessage({ ...base, type: 'rendered', seq: -5 }, origin);
      },
      { origin, base },
    );
    // From another origin framed in the editor: a well-formed select to the editor and a
    // well-formed patch (that would empty the page) to the preview. The editor's policy frames
    // no other host's page; a sandboxed frame is an origin of its own ('null') all the same.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const frame = document.createElement('iframe');
          frame.id = 'sw-test-other';
          frame.sandbox.add('allow-scripts');
          frame.srcdoc = '<p>Another origin</p>';
          frame.style.cssText = 'position:fixed;left:0;bottom:0;width:200px;height:100px';
          frame.addEventListener('load', resolve, { once: true });
          document.body.append(frame);
        }),
    );
    const foreign = (await (await page.$('#sw-test-other'))!.contentFrame())!;
    expect(await foreign.evaluate(() => window.origin)).toBe('null');
    await foreign.evaluate((base) => {
      window.parent.postMessage({ ...base, type: 'select', id: 'intro' }, '*');
      for (let i = 0; i < window.parent.frames.length; i++) {
        const w = window.parent.frames[i];
        if (w && w !== window)
          w.postMessage({ ...base, type: 'patch', order: [], upsert: [], seq: 999 }, '*');
      }
    }, base);
    // To the preview, from the editor: a section without its config, another version, a select
    // whose scroll is not a boolean.
    await page.evaluate(
      ({ origin, base }) => {
        const frame = document.querySelector<HTMLIFrameElement>('#sw-preview-frame')!;
        const target = frame.contentWindow!;
        target.postMessage(
          {
            ...base,
            type: 'patch',
            order: ['intro'],
            upsert: [{ id: 'intro', type: 'cta' }],
            seq: 998,
          },
          origin,
        );
        target.postMessage(
          { ...base, v: 9, type: 'patch', order: [], upsert: [], seq: 997 },
          origin,
        );
        target.postMessage({ ...base, type: 'select', id: 'intro', scroll: 'yes' }, origin);
      },
      { origin, base },
    );
    await expect.poll(() => seen(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => seen(preview), { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    await page.evaluate(() => document.getElementById('sw-test-other')?.remove());

    // Nothing acted: the selection, the preview's sections and outline are as they were.
    expect(await page.locator('[data-section-id="questions"]').getAttribute('aria-current')).toBe(
      'true',
    );
    expect(await page.locator('[data-section-id="intro"]').getAttribute('aria-current')).toBeNull();
    expect(await previewIds()).toEqual(previewBefore);
    expect(
      await canvasFrame().locator('[data-sw-outline="selected"][data-for="intro"]').count(),
    ).toBe(0);
    // The next real change is the next render the preview reports: no bad patch was drawn.
    await headingField().fill('Questions, still answered');
    await expectPreviewText('questions', 'Questions, still answered');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.previewSeq))
      .toBe(String(seqBefore + 1));
    // The channel works: a well-formed select from the preview is obeyed.
    await preview.evaluate(
      ({ origin, base, id }) => window.parent.postMessage({ ...base, type: 'select', id }, origin),
      { origin, base, id: statsId },
    );
    await expect
      .poll(() => page.locator(`[data-section-id="${statsId}"]`).getAttribute('aria-current'))
      .toBe('true');
  });

  it('keeps a long page light: a screenful of rows, far sections at their drawn height, a row moved past the view', async () => {
    const path = '/e2e-long-outline';
    const rows = Array.from({ length: 80 }, (_, i) => ({
      id: `long-${i}`,
      type: 'faq',
      config: { ...faq, heading: `Questions ${i}` },
    }));
    const created = await api<{ data: { id: string } }>('POST', '/page', { path, title: 'Long' });
    expect(created.status).toBe(200);
    const longId = created.json.data.id;
    try {
      const saved = await api('PUT', '/page/draft', {
        id: longId,
        draft: { ...startDraft, title: 'Long', sections: rows },
      });
      expect(saved.status).toBe(200);
      await page.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(path)}`));
      await page.locator('[data-section-id="long-0"]').waitFor();
      // A screenful and a few more, not 80; each row still says where it is in the 80.
      const mounted = await outlineIds();
      expect(mounted.length).toBeGreaterThan(10);
      expect(mounted.length).toBeLessThan(50);
      await expect(
        page.locator('[data-section-id="long-1"]').getAttribute('aria-setsize'),
      ).resolves.toBe('80');
      // The preview skips the layout of far sections, each at an estimated height until it is
      // drawn; one drawn once keeps the height it was drawn at when it is far again, so a scroll
      // or a jump to a section does not move the page under the owner.
      const preview = await previewFrame();
      const drift = await preview.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        const wrappers = () => Array.from(document.querySelectorAll('main > [data-sw-section]'));
        const height = (w: Element) =>
          Math.round(w.firstElementChild!.getBoundingClientRect().height);
        const drawn = new Map<number, number>();
        for (let y = 0; y <= 6 * innerHeight; y += innerHeight / 2) {
          scrollTo({ top: y, behavior: 'instant' });
          await frame();
          await frame();
          wrappers().forEach((w, i) => {
            if (w.hasAttribute('data-sw-near')) drawn.set(i, height(w));
          });
        }
        scrollTo({ top: 0, behavior: 'instant' });
        await frame();
        await frame();
        const now = wrappers();
        const far = [...drawn.keys()].filter((i) => !now[i]!.hasAttribute('data-sw-near'));
        return { far: far.length, changed: far.filter((i) => height(now[i]!) !== drawn.get(i)) };
      });
      expect(drift.far).toBeGreaterThan(5);
      expect(drift.changed).toEqual([]);
      // Pick up the second row and carry it 40 places down: the list scrolls the rows in.
      await page.locator('[data-section-id="long-1"] .swe-handle').focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(40);
      }
      await page.keyboard.press('Space');
      // Far past the rows mounted at first (an arrow may be absorbed while the list scrolls at
      // this pace), the others in their order; the outline and the preview agree.
      await expect
        .poll(async () => (await previewIds()).indexOf('long-1'), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(35);
      const order = await previewIds();
      const at = order.indexOf('long-1');
      expect(order.filter((id) => id !== 'long-1')).toEqual(
        rows.map((r) => r.id).filter((id) => id !== 'long-1'),
      );
      expect(at).toBeGreaterThan(mounted.length);
      await expect(
        page.locator('[data-section-id="long-1"]').getAttribute('aria-posinset'),
      ).resolves.toBe(String(at + 1));
    } finally {
      await page.goto(hostUrl(HOST, '/admin/dashboard'));
      await api('POST', '/page/delete', { id: longId });
      await openBuilder();
    }
  });

  it('looks right at 1440 and at 390 px wide', async () => {
    // The theme's colour rows and radios fit the left panel (a shell rule once stretched every
    // input in a field to the full width: the picker pushed the hex box out of sight).
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.locator('.swe-color').first().waitFor();
    await shot(page, 'builder-1440-theme');
    const misfits = await page.evaluate(() => {
      const panel = document.querySelector('.swe-left')!.getBoundingClientRect();
      const bad: string[] = [];
      for (const row of document.querySelectorAll('.swe-left .swe-color'))
        for (const el of row.children) {
          const r = el.getBoundingClientRect();
          if (r.right > panel.right || r.width < 20) bad.push(`${el.className} ${r.width}`);
        }
      for (const radio of document.querySelectorAll('.swe-left input[type=radio]'))
        if (radio.getBoundingClientRect().width > 24) bad.push('radio');
      return bad;
    });
    expect(misfits).toEqual([]);
    await showOutline();
    await shot(page, 'builder-1440');
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await signInAsDemoOwner(phone, HOST);
      await phone.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(PATH)}`));
      await phone.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
      await shot(phone, 'builder-390-preview');
      await phone.getByRole('button', { name: 'Sections', exact: true }).click();
      await shot(phone, 'builder-390-sections');
      await phone.locator('[data-section-id="intro"] .swe-row-main').click();
      await phone.getByTestId('section-form').waitFor();
      await shot(phone, 'builder-390-settings');
    } finally {
      await phone.close();
    }
    expect(pageErrors).toEqual([]);
  });

  // Last: every test above (drag and drop, inspector, theme, monaco's code view and its JSON
  // worker, publish, history, the preview's own scripts) ran under the server's policy.
  it('runs under the Content-Security-Policy: nothing refused in the editor or its preview', () => {
    expect(cspErrors).toEqual([]);
  });
});
