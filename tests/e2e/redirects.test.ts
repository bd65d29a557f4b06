import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_PATHS, type AdminProduct } from '../../shared/admin-catalogue';
import {
  adminCall,
  chromiumForFile,
  DESKTOP,
  hostUrl,
  PHONE,
  shot,
  signInAsDemoOwner,
} from './browser';

// Redirects in Chromium at 390 and 1280 px on the demo shop: the owner changes a product's path
// in the product editor, the old product address then lands on the new one, and the Redirects
// screen lists the automatic 301; a redirect added by hand and a CSV import with a skipped row.
// Screenshots of the screen, its dialog and the import report (test-results/screenshots).

const SHOP = 'shop.localhost';
const { openPage } = chromiumForFile();

const api = (path: string) => path.replace(/^\/api\/io\/crm/, '');

async function picture(page: Parameters<typeof shot>[0], name: string, viewport = false) {
  await shot(page, name, { viewport });
}

describe('redirects in Chromium', () => {
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${label} px: a product’s path changed in the admin, its old link lands on the new one`, async () => {
      const { page, problems } = await openPage(viewport);
      await signInAsDemoOwner(page, SHOP);
      const stamp = `${label}-${Date.now().toString(36)}`;
      const oldPath = `redirect-lamp-${stamp}`;
      const newPath = `brass-redirect-lamp-${stamp}`;
      const made = await adminCall<{ data: AdminProduct }>(
        page,
        'POST',
        api(ADMIN_CATALOGUE_PATHS.saveProduct),
        {
          name: `Redirect lamp ${stamp}`,
          path: oldPath,
          status: 'active',
          category: '',
          categories: [],
          brand: '',
          description: 'A lamp that moves.',
          media: [],
          variants: [{ title: '', sku: '', price: 150_000, mrp: null, stock: 4 }],
          seo: { title: '', description: '' },
        },
      );
      expect(made.status).toBe(201);
      const product = made.json.data;

      // The owner changes the path in the product editor.
      await page.goto(hostUrl(SHOP, `/admin/products/${product._id}`), {
        waitUntil: 'networkidle',
      });
      const pathField = page.getByLabel('Path', { exact: true });
      await expect.poll(() => pathField.inputValue()).toBe(oldPath);
      await pathField.fill(newPath);
      // The field says the old address will be redirected.
      await expect
        .poll(() => page.locator('main').innerText())
        .toContain(`Visitors to /p/${oldPath} will be sent here`);
      await picture(page, `redirects-product-path-${label}`);
      const saved = page.waitForResponse(
        (r) =>
          r.url().endsWith(ADMIN_CATALOGUE_PATHS.saveProduct) && r.request().method() === 'POST',
      );
      await page.getByTestId('swc-save').click();
      expect((await saved).status()).toBe(200);

      // The old link, followed in the browser, lands on the product at its new address.
      await page.goto(hostUrl(SHOP, `/p/${oldPath}?ref=mail`), { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe(`/p/${newPath}`);
      expect(new URL(page.url()).searchParams.get('ref')).toBe('mail');
      await expect.poll(() => page.locator('h1').first().innerText()).toBe(product.name);

      // The Redirects screen lists the automatic 301.
      await page.goto(hostUrl(SHOP, '/admin/redirects'), { waitUntil: 'networkidle' });
      const from = `/p/${oldPath}`;
      await page.getByTestId(`redirect-from-${from}`).waitFor();
      expect(await page.getByTestId(`redirect-to-${from}`).innerText()).toContain(`/p/${newPath}`);
      expect(await page.getByTestId(`redirect-status-${from}`).innerText()).toBe('301 Permanent');
      expect(await page.getByTestId(`redirect-auto-${from}`).innerText()).toBe('Automatic');
      await picture(page, `redirects-${label}`);

      // One added by hand in the dialog: a bad path is refused in place, then saved.
      await page.getByTestId('redirect-add').click();
      const dialog = page.getByTestId('redirect-dialog');
      await dialog.getByTestId('redirect-from').fill('no-slash');
      await dialog.getByTestId('redirect-to').fill(`/p/${newPath}`);
      await page.getByTestId('redirect-save').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('The old path (from) must start with /');
      await picture(page, `redirects-dialog-${label}`, true);
      await dialog.getByTestId('redirect-from').fill(`/old-lamps-${stamp}`);
      await page.getByTestId('redirect-save').click();
      await page.getByTestId(`redirect-from-/old-lamps-${stamp}`).waitFor();

      // A CSV import: one row added, one skipped with its line and reason.
      await page.getByTestId('redirects-import').click();
      await page.getByTestId('redirects-import-file').setInputFiles({
        name: 'redirects.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`from,to,status\n/sale-${stamp},/c/sale,302\n/admin/x,/y,301\n`),
      });
      await page.getByTestId('redirects-import-send').click();
      const report = page.getByTestId('redirects-import-report');
      await expect.poll(() => report.innerText()).toContain('1 redirect added');
      expect(await page.getByTestId('redirects-skipped-3').innerText()).toContain('/admin/x');
      await picture(page, `redirects-import-${label}`, true);
      await page.getByTestId('redirects-import-done').click();
      await page.getByTestId(`redirect-from-/sale-${stamp}`).waitFor();
      expect(problems).toEqual([]);
    });
  }
});
