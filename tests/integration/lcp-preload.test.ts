// The demo homes' heads fetch what the first paint needs first (issue 34): the first section's
// image preloaded (AVIF by type, per phone and wider screens) and marked high priority, the two
// Latin font files preloaded beside metric-matched fallback faces; the AVIF renderings the
// preloads name are served as AVIF. Needs `npm run build` (the fonts come from its manifest).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../../fixtures/index';
import { seedDemoWorkspaces } from '../../scripts/seed';
import { buildApp } from '../../server/app';
import { createCatalogueRepo } from '../../server/catalogue/repo';
import { createRepo } from '../../scripts/site-repo';
import { createTestDb, type TestDb } from '../support/db';

const host = (name: string) => DEMO_WORKSPACES.find((d) => d.domain.startsWith(name))!.domain;

describe('LCP image and font preloads', () => {
  let testDb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await createTestDb('sqlite');
    await seedDemoWorkspaces(createRepo(testDb.db), {
      catalogue: createCatalogueRepo(testDb.db),
    });
    app = await buildApp({
      db: testDb.db,
      clientDir: resolve('dist/client'),
      demoImagesDir: resolve('fixtures/images'),
      demoFormsDir: resolve('fixtures/forms'),
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const page = async (domain: string, url = '/') => {
    const res = await app.inject({ url, headers: { host: domain } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return { head, body: res.body.slice(head.length) };
  };

  it("preloads the events home's first slide as AVIF, phone and wider apart, and its fonts", async () => {
    const { head, body } = await page(host('events'));
    const images = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(1);
    for (const link of images) {
      expect(link).toContain('type="image/avif"');
      expect(link).toContain('fetchpriority="high"');
      expect(link).toMatch(
        /imagesrcset="\/demo\/w\/320\/[a-z0-9-]+\.avif 320w, [^"]*750w, [^"]*1280w"/,
      );
      expect(link).toContain('imagesizes="100vw"');
    }
    // The slide's own <img> is the one preloaded: eager, high priority; later ones stay lazy.
    const first = /<img class="sw-hero-slider__image"[^>]*>/.exec(body)![0];
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('loading="eager"');
    expect(body).toMatch(/<img [^>]*loading="lazy"/);

    // Two font files, the body's regular and the heading's bold, Latin only.
    const fonts = head.match(/<link rel="preload" href="[^"]+" as="font"[^>]*>/g) ?? [];
    expect(fonts).toHaveLength(2);
    for (const f of fonts) expect(f).toMatch(/-latin-\d00-normal-[\w-]+\.woff2"/);
    expect(head).toMatch(
      /font-family:'Poppins Fallback';font-style:normal;font-weight:400;src:local\('Arial'\)/,
    );
    expect(head).toContain("'Playfair Display', 'Playfair Display Fallback', system-ui");

    // What the preload names is served as AVIF; the WebP fallback as WebP.
    const url = /imagesrcset="([^ ]+) 320w/.exec(images[0]!)![1]!;
    const avif = await app.inject({ url, headers: { host: host('events') } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const webp = await app.inject({
      url: url.replace(/\.avif$/, '.webp'),
      headers: { host: host('events') },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it("preloads the product page's main image with its slot's sizes", async () => {
    const shop = host('shop');
    const listing = await page(shop, '/c/apparel');
    const product = /href="(\/p\/[^"?#]+)"/.exec(listing.body)![1]!;
    // The category's first product card is its LCP image.
    expect(listing.head).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/demo\/w\/320\/products\/[^"]+\.webp 320w[^"]*" imagesizes="\(min-width: 1280px\) 290px, \(min-width: 1024px\) 25vw, calc\(50vw - 26px\)" fetchpriority="high">/,
    );
    const { head, body } = await page(shop, product);
    expect(head).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/demo\/w\/320\/products\/[^"]+\.webp 320w[^"]*" imagesizes="\(min-width: 1280px\) 600px, \(min-width: 900px\) 50vw, calc\(100vw - 40px\)" fetchpriority="high">/,
    );
    expect(/<img class="sw-product-detail__image"[^>]*>/.exec(body)![0]).toContain(
      'fetchpriority="high"',
    );
  });
});
