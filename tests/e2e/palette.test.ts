// A new owner's palette (issue 31): sections arrive with neutral placeholders, scrolled into view
// and selected; the platform's own sections are not offered; publishing a section whose required
// heading was emptied is refused, naming it; the dashboard counts in ₹. Each run registers its
// own workspace, so nothing here touches the demo sites or the other tests.
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  closeStarterPicker,
  DESKTOP,
  hostUrl,
  PHONE,
  registerOwnerByApi,
  shot,
} from './browser';

const { openPage } = chromiumForFile();
let owner: { domain: string; token: string };
let page: Page;

async function preview(): Promise<Frame> {
  const frame = await (await page.locator('#sw-preview-frame').elementHandle())?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame;
}

/** Whether the section's top is inside the preview's viewport. */
async function inPreviewView(id: string): Promise<boolean> {
  return (await preview()).evaluate((sid) => {
    const wrapper = document.querySelector(`[data-sw-section="${sid}"]`);
    const el = wrapper?.firstElementChild;
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= -1 && r.top < window.innerHeight;
  }, id);
}

const selectedId = () =>
  page.locator('[data-testid=outline] [aria-current="true"]').getAttribute('data-section-id');

/** Clicks a palette tile; answers the id of the section it added (the one now selected). */
async function addFromPalette(type: string): Promise<string> {
  await page.getByRole('tab', { name: 'Add' }).click();
  const before = await page.evaluate(() => document.documentElement.dataset.previewSeq);
  await page.locator(`[data-palette-type="${type}"]`).click();
  await page.waitForFunction((seq) => document.documentElement.dataset.previewSeq !== seq, before);
  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect.poll(selectedId).not.toBeNull();
  return (await selectedId())!;
}

beforeAll(async () => {
  owner = await registerOwnerByApi('palette', 'Palette Studio');
  ({ page } = await openPage(DESKTOP));
  page.setDefaultTimeout(15_000);
  page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
  await page.goto(hostUrl(owner.domain, `/admin/first/login?token=${owner.token}`));
  await page.waitForURL(/\/admin\/dashboard$/);
});

describe("a new owner's palette in Chromium", () => {
  it('shows the dashboard in ₹', async () => {
    const stats = page.getByTestId('swa-stats');
    await stats.waitFor();
    await expect.poll(() => stats.innerText()).toContain('₹0');
    expect(await stats.innerText()).not.toContain('$');
    await shot(page, 'palette-dashboard-inr-1280', { viewport: true });
    await page.setViewportSize(PHONE);
    await shot(page, 'palette-dashboard-inr-390', { viewport: true });
    await page.setViewportSize(DESKTOP);
  });

  it('offers no platform-only section, adds each one scrolled into view and selected', async () => {
    await page.goto(hostUrl(owner.domain, '/admin/builder'));
    await page.locator('[data-testid=outline]').waitFor();
    await closeStarterPicker(page);
    await page.waitForFunction(() => Number(document.documentElement.dataset.previewSeq) >= 1);
    await page.getByRole('tab', { name: 'Add' }).click();
    await page.locator('[data-palette-type="faq"]').waitFor();
    expect(await page.locator('[data-palette-type="owner-signin"]').count()).toBe(0);
    expect(await page.locator('[data-palette-type="owner-register"]').count()).toBe(0);

    const added: string[] = [];
    for (const type of ['hero', 'features', 'cta', 'testimonials', 'pricing', 'faq']) {
      const id = await addFromPalette(type);
      added.push(id);
      // The last one added sits at the bottom of a long page: the preview scrolled to it.
      await expect.poll(() => inPreviewView(id), { timeout: 10_000 }).toBe(true);
      const row = page.locator(`[data-testid=outline] [data-section-id="${id}"]`);
      await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
      expect(await row.isVisible()).toBe(true);
    }
    expect(new Set(added).size).toBe(added.length);
    // The features' items read as content in the inspector, not as icon names.
    await page.locator(`[data-section-id="${added[1]}"] .swe-row-main`).click();
    const summaries = page.getByTestId('section-form').locator('.swe-item__summary');
    await expect.poll(() => summaries.first().innerText()).toBe('Free delivery over ₹999');
  });

  it('refuses to publish an FAQ whose heading was emptied, naming it; publishes once fixed', async () => {
    const faqRow = page.locator('[data-testid=outline] [data-section-id]').last();
    const faqId = (await faqRow.getAttribute('data-section-id'))!;
    await faqRow.locator('.swe-row-main').click();
    const heading = page.getByTestId('section-form').getByRole('textbox', { name: /^Heading\b/ });
    await heading.fill('');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The inspector says so on the field before any publish.
    await page.getByTestId('section-form').getByText('Cannot be empty').first().waitFor();
    await page.getByRole('button', { name: "Close the section's settings" }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    const problem = problems.getByRole('button', {
      name: new RegExp(
        `^FAQ \\(section \\d+, #${faqId}\\): Heading \\(/heading\\) must not be empty`,
      ),
    });
    expect(await problem.count()).toBe(1);
    await problem.click();
    await problems.waitFor({ state: 'detached' });
    await heading.fill('Questions customers ask');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Published/ })
      .waitFor();

    // The published home with the new sections, as a visitor sees it.
    const { page: visitor } = await openPage(DESKTOP);
    await visitor.goto(hostUrl(owner.domain, '/'), { waitUntil: 'networkidle' });
    expect(await visitor.getByRole('heading', { name: 'Questions customers ask' }).count()).toBe(1);
    expect(await visitor.content()).not.toMatch(/Sitewright|Northwind/);
    await shot(visitor, 'palette-new-sections-1280');
    await visitor.setViewportSize(PHONE);
    await shot(visitor, 'palette-new-sections-390');
  });
});
