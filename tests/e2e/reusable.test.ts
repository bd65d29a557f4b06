// Reusable sections (issue 32), in Chromium as the shop's owner, on two pages this file creates
// and deletes at the end: a section saved as reusable from the inspector is marked in the
// outline; placed on the other page from the palette's Reusable group; edited once there (the
// preview shows it); published, both public pages show the edit; detached, the copy keeps the
// config and drops the mark.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctaSchema } from '../../schemas/sections/cta';
import type { PageDocument, Section } from '../../schemas/types';
import type { ReusableSummary } from '../../shared/builder-api';
import {
  builderApi,
  chromiumForFile,
  DESKTOP,
  hostUrl,
  PHONE,
  placed,
  publishFromBuilder,
  shot,
  signInAsDemoOwner,
} from './browser';

const HOST = 'shop.localhost';
const STAMP = Date.now().toString(36);
const ONE = `/e2e-reuse-one-${STAMP}`;
const TWO = `/e2e-reuse-two-${STAMP}`;
const NAME = `Spring sale ${STAMP}`;

const draftOf = (title: string, sections: Section[]): PageDocument => ({
  version: 1,
  title,
  seo: {},
  sections,
});

const chromium = chromiumForFile();
let page: Page;
const pageIds: string[] = [];

const canvas = (): FrameLocator => page.frameLocator('#sw-preview-frame');
const row = (id: string) => page.locator(`[data-section-id="${id}"]`);
const panel = () => page.getByTestId('section-form');
const textOf = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ');
/** Selects a section by its row's label (the row's action buttons sit over its right end). */
const selectRow = (id: string) =>
  row(id)
    .locator('.swe-row-main')
    .click({ position: { x: 12, y: 10 } });
const publicText = async (path: string) => {
  const opened = await chromium.openPage(DESKTOP);
  await opened.page.goto(hostUrl(HOST, `${path}?v=${Date.now()}`), { waitUntil: 'load' });
  const text = await opened.page.locator('main').innerText();
  await opened.page.context().close();
  return text;
};

async function openBuilder(path: string) {
  await page.goto(hostUrl(HOST, `/admin/builder?page=${encodeURIComponent(path)}`));
  await page.locator('[data-testid=outline]').waitFor();
  await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
}

async function newPage(path: string, title: string, sections: Section[]) {
  const made = await builderApi<{ data: { id: string } }>(page, 'POST', '/page', { path, title });
  expect(made.status).toBe(200);
  const id = made.json.data.id;
  pageIds.push(id);
  const saved = await builderApi(page, 'PUT', '/page/draft', {
    id,
    draft: draftOf(title, sections),
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  ({ page } = await chromium.openPage(DESKTOP));
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await signInAsDemoOwner(page, HOST);
  await newPage(ONE, 'Reuse one', [
    placed('intro1', 'cta', ctaSchema, { heading: 'Page one’s own' }),
    placed('promo', 'cta', ctaSchema, { heading: 'Shared banner' }),
  ]);
  await newPage(TWO, 'Reuse two', [
    placed('intro2', 'cta', ctaSchema, { heading: 'Page two’s own' }),
  ]);
});

afterAll(async () => {
  if (!page) return;
  await page.goto(hostUrl(HOST, '/admin/dashboard'));
  for (const id of pageIds)
    expect((await builderApi(page, 'POST', '/page/delete', { id })).status).toBe(200);
  const list = await builderApi<{ data: ReusableSummary[] }>(page, 'GET', '/reusables');
  for (const r of list.json.data.filter((x) => x.name === NAME))
    await builderApi(page, 'POST', '/reusable/delete', { id: r.id, force: true });
});

describe('reusable sections', () => {
  let placedId = '';

  it('saves a section as reusable from the inspector, marked in the outline', async () => {
    await openBuilder(ONE);
    await selectRow('promo');
    await panel().getByRole('button', { name: 'Save as reusable…' }).click();
    await panel().getByLabel('Name of the reusable section').fill(NAME);
    await panel().getByRole('button', { name: 'Save', exact: true }).click();
    await panel().getByTestId('reusable-panel').waitFor();
    expect(await textOf(panel().getByTestId('reusable-panel'))).toContain(`Reusable: ${NAME}`);
    await row('promo').getByTestId('reusable-mark').waitFor();
    expect(await row('intro1').getByTestId('reusable-mark').count()).toBe(0);
    // The preview marks the selected placement too.
    const outline = canvas().locator('[data-sw-outline="selected"]');
    await expect.poll(() => outline.getAttribute('data-label')).toBe('Reusable section');
    await shot(page, 'reusable-saved-1280', { viewport: true });
    // Live with the page: the server publishes the reusable section it places.
    await publishFromBuilder(page);
    expect(await publicText(ONE)).toContain('Shared banner');
  });

  it('places it on another page from the palette and edits it once there', async () => {
    await openBuilder(TWO);
    await page.getByRole('tab', { name: 'Add' }).click();
    const tiles = page.getByTestId('palette-reusable');
    await tiles.getByText(NAME).click();
    await page.getByRole('tab', { name: 'Outline' }).click();
    const mark = page.locator('[data-section-id] [data-testid="reusable-mark"]');
    await mark.waitFor();
    placedId = (await mark.locator('xpath=ancestor::li[1]').getAttribute('data-section-id'))!;
    expect(placedId).toBeTruthy();
    const info = panel().getByTestId('reusable-panel');
    await info.waitFor();
    expect(await textOf(info)).toContain('Also on: Reuse one');
    expect(await canvas().locator(`[data-sw-section="${placedId}"]`).innerText()).toContain(
      'Shared banner',
    );
    const heading = panel().locator(`[id="sw-${placedId}_heading"]`);
    await heading.fill('Edited once for both');
    await heading.blur();
    await expect
      .poll(() => canvas().locator(`[data-sw-section="${placedId}"]`).innerText())
      .toContain('Edited once for both');
    await shot(page, 'reusable-placed-1280', { viewport: true });
  });

  it('publishes: both public pages show the one edit', async () => {
    await publishFromBuilder(page);
    for (const path of [ONE, TWO]) {
      const text = await publicText(path);
      expect(text).toContain('Edited once for both');
      expect(text).not.toContain('Shared banner');
    }
  });

  it('looks right at 390 px', async () => {
    await page.setViewportSize(PHONE);
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('button', { name: 'Settings' })
      .click();
    await page.locator('[data-testid="reusable-panel"]:visible').waitFor();
    await shot(page, 'reusable-inspector-390', { viewport: true });
    await page
      .getByRole('navigation', { name: 'Panels' })
      .getByRole('button', { name: 'Sections' })
      .click();
    await page.getByRole('tab', { name: 'Add' }).click();
    await page.locator('[data-testid="palette-reusable"]:visible').waitFor();
    await shot(page, 'reusable-palette-390', { viewport: true });
    await page.setViewportSize(DESKTOP);
  });

  it('detaches one: the copy keeps the config and follows no more', async () => {
    await page.getByRole('tab', { name: 'Outline' }).click();
    await selectRow(placedId);
    await panel().getByTestId('reusable-panel').getByRole('button', { name: 'Detach' }).click();
    await expect.poll(() => row(placedId).getByTestId('reusable-mark').count()).toBe(0);
    expect(await panel().getByRole('button', { name: 'Save as reusable…' }).count()).toBe(1);
    expect(await canvas().locator(`[data-sw-section="${placedId}"]`).innerText()).toContain(
      'Edited once for both',
    );
    await publishFromBuilder(page);
    const stored = await builderApi<{ data: { draft: PageDocument } }>(
      page,
      'GET',
      `/page?id=${pageIds[1]}`,
    );
    const copy = stored.json.data.draft.sections.find((s) => s.id === placedId)!;
    expect(copy.ref).toBeUndefined();
    expect(copy.config.heading).toBe('Edited once for both');
    const list = await builderApi<{ data: ReusableSummary[] }>(page, 'GET', '/reusables');
    const mine = list.json.data.find((r) => r.name === NAME)!;
    expect(mine.usedOn.live.map((p) => p.path)).toEqual([ONE]);
    expect(await publicText(TWO)).toContain('Edited once for both');
  });
});
