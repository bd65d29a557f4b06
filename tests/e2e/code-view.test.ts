// The Code view on the site's header, footer and menus (issue 31), in Chromium: a new owner picks
// the Blank starter, opens the Code view with the header selected, renames the site in its
// JSON and applies; adds a main-menu item in the menus' JSON; the preview shows both. A schema
// error is refused and changes nothing; an emptied header slot says so instead of an editor.
// Each run registers its own workspace, so nothing here touches the demo sites.
import type { Frame, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, DESKTOP, hostUrl, PHONE, registerOwnerByApi, shot } from './browser';

const { openPage } = chromiumForFile();

let page: Page;

async function preview(): Promise<Frame> {
  const frame = await (await page.locator('#sw-preview-frame').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

const dialog = () => page.getByRole('dialog', { name: 'Code' });
const editor = () => dialog().locator('[data-testid=code-view-editor] .monaco-editor');

/** The JSON monaco shows (all of it fits the dialog here); its spaces are non-breaking. */
async function shownJson(): Promise<unknown> {
  await editor().waitFor();
  const text = await dialog().locator('.view-lines').innerText();
  return JSON.parse(text.replace(/\u00a0/g, ' '));
}

/** Monaco, by keyboard: select all, type the text in one go, drop what auto-closing added. */
async function typeCode(value: unknown): Promise<void> {
  await editor().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
  await page.keyboard.press('Control+Shift+End');
  await page.keyboard.press('Delete');
}

async function applyCode(): Promise<void> {
  await dialog().getByRole('button', { name: 'Apply' }).click();
  await dialog().waitFor({ state: 'detached' });
}

/** Opens the Code dialog from the top bar; with `on`, switches it to that target. */
async function openCode(on?: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  if (on) await dialog().getByRole('button', { name: on, exact: true }).click();
  return dialog();
}

async function photograph(name: string): Promise<void> {
  await editor().waitFor();
  await shot(page, `${name}-1280`, { viewport: true });
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390`, { viewport: true });
  await page.setViewportSize(DESKTOP);
}

beforeAll(async () => {
  const owner = await registerOwnerByApi('code', 'Code Corner');
  ({ page } = await openPage(DESKTOP));
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await page.goto(hostUrl(owner.domain, `/admin/first/login?token=${owner.token}`));
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.goto(hostUrl(owner.domain, '/admin/builder'));
  await page.getByTestId('starter:blank').click();
  await page.getByTestId('starter-picker').waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('.swe-row--site', { hasText: 'Header ·' }).waitFor();
});

describe('the Code view on the header, footer and menus in Chromium', () => {
  it('edits the header JSON, opened with the header selected; refuses a schema error', async () => {
    const headerRow = page.locator('.swe-row--site', { hasText: 'Header ·' }).first();
    await headerRow.locator('.swe-row-main').click();
    await openCode();
    const headerButton = dialog().getByRole('button', { name: 'Header', exact: true });
    expect(await headerButton.getAttribute('aria-pressed')).toBe('true');
    expect(await dialog().getByRole('button', { name: 'Selected section' }).isDisabled()).toBe(
      true,
    );
    const header = (await shownJson()) as { id: string; config: Record<string, unknown> };
    await photograph('code-view-header');

    const seqBefore = await page.evaluate(() => document.documentElement.dataset.previewSeq);
    await typeCode({ ...header, config: { ...header.config, brand: 'wordmark' } });
    await dialog().getByRole('button', { name: 'Apply' }).click();
    const problems = dialog().getByTestId('code-view-problems');
    await problems.waitFor();
    expect(await problems.innerText()).toContain(
      '/config/brand must be equal to one of the allowed values',
    );
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.dataset.previewSeq)).toBe(seqBefore);

    await typeCode({
      ...header,
      config: { ...header.config, brand: 'name', siteName: 'Kavya Kitchen' },
    });
    await applyCode();
    const frame = await preview();
    await expect
      .poll(() => frame.locator(`[data-sw-section="${header.id}"]`).innerText())
      .toContain('Kavya Kitchen');
  });

  it('adds a main-menu item in the menus JSON; the preview header shows it', async () => {
    await openCode('Menus');
    const menus = (await shownJson()) as { main: unknown[]; footer: unknown[] };
    await photograph('code-view-menus');
    const item = {
      label: 'Opening hours',
      buttonAction: { navigateTo: 'page', page: '/' },
      children: [],
    };
    await typeCode({ ...menus, main: [...menus.main, item] });
    await applyCode();
    const frame = await preview();
    await expect.poll(() => frame.locator('header').first().innerText()).toContain('Opening hours');
    // One undo takes the item away again.
    await page.keyboard.press('Control+Z');
    await expect
      .poll(() => frame.locator('header').first().innerText())
      .not.toContain('Opening hours');
  });

  it('says so when the header slot is empty', async () => {
    const headerRow = page.locator('.swe-row--site', { hasText: 'Header ·' }).first();
    await headerRow.hover();
    await headerRow.getByRole('button', { name: /^Delete / }).click();
    await page.getByTestId('empty-header').waitFor();
    await openCode('Header');
    expect(await dialog().getByTestId('code-view-empty').innerText()).toBe(
      'No header. Add one from the palette or the outline.',
    );
    expect(await dialog().getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await shot(page, 'code-view-empty-header-1280', { viewport: true });
  });
});
