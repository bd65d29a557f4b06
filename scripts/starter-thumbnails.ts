// Pictures of each starter's home page for the starter picker (docs/builder.md, "Starters"):
// starts the real server on a temporary SQLite database, applies each starter to a workspace of
// its own and publishes it, photographs the top of its home page in Chromium at 1280×800, and
// writes it shrunk to fixtures/images/starters/{id}.webp (served at /demo/starters/).
//   npm run build && node --import tsx scripts/starter-thumbnails.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { STARTER_IDS } from '../fixtures/starters/index';
import { createSiteDocuments } from '../server/builder';
import { applyStarter } from '../server/starters';
import { launchChromium } from '../tests/e2e/browser';
import { createTestApp } from '../tests/support/app';
import { createTestShop } from '../tests/support/order-builders';

const OUT_DIR = 'fixtures/images/starters';
const WIDTH = 480;

const t = await createTestApp('sqlite');
const browser = await launchChromium();
try {
  const port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  const db = t.testDb.db;
  const documents = createSiteDocuments(db);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const id of STARTER_IDS) {
    const shop = await createTestShop(db, { name: 'Your Site' });
    await applyStarter(db, shop, id);
    // Published as the owner would: the site, then every page's draft.
    const site = await documents.site(shop.id, 'draft');
    await documents.setSite(shop.id, site!);
    const pages = await db
      .selectFrom('pages')
      .select(['path', 'draft'])
      .where('workspace_id', '=', shop.id)
      .execute();
    for (const p of pages)
      await documents.upsertPublishedPage(shop.id, p.path, JSON.parse(p.draft), null);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://${shop.domain}:${port}/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot();
    await page.close();
    const file = join(OUT_DIR, `${id}.webp`);
    const info = await sharp(png).resize({ width: WIDTH }).webp({ quality: 80 }).toFile(file);
    console.log(`${file}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await t.close();
}
