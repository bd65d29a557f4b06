/**
 * generate-product-images.ts
 *
 * Writes the two pictures of every demo product (fixtures/catalogue: the shop's products and
 * the events site's packages) into fixtures/images/products/, served at /demo/products/. The
 * drawings are fixtures/catalogue/product-images.ts; reruns are byte-identical, and files of
 * products that no longer exist are removed.
 *
 * Usage: npx tsx scripts/generate-product-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CATALOGUE_SLUGS, demoCatalogue } from '../fixtures/catalogue/index';
import { productImageSvg } from '../fixtures/catalogue/product-images';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images', 'products');
mkdirSync(OUT, { recursive: true });

const written = new Set<string>();
let bytes = 0;
let largest = 0;
for (const slug of DEMO_CATALOGUE_SLUGS) {
  for (const product of demoCatalogue(slug)?.products ?? []) {
    product.media.forEach((m, i) => {
      const file = m.url.replace(/^\/demo\/products\//, '');
      const drawn = product.mediaArt?.[i];
      const svg = productImageSvg(
        file.replace(/\.svg$/, ''),
        drawn?.art ?? product.art,
        drawn?.view ?? (i === 0 ? 1 : 2),
      );
      writeFileSync(join(OUT, file), svg);
      written.add(file);
      bytes += svg.length;
      largest = Math.max(largest, svg.length);
    });
  }
}
for (const file of readdirSync(OUT)) if (!written.has(file)) rmSync(join(OUT, file));
console.log(
  `Wrote ${written.size} product images to ${OUT}: ${(bytes / 1024).toFixed(0)} KB, ` +
    `${(bytes / written.size / 1024).toFixed(1)} KB on average, largest ${(largest / 1024).toFixed(1)} KB.`,
);
