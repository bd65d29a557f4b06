/**
 * generate-blog-images.ts
 *
 * Writes the cover of every demo blog post (fixtures/blog: the shop's Journal, the
 * organisation's News & Updates, the platform's blog) into fixtures/images/blog/, served at
 * /demo/blog/. The drawings are fixtures/blog/images.ts; reruns are byte-identical, and files of
 * posts that no longer exist are removed.
 *
 * Usage: npx tsx scripts/generate-blog-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_BLOG_SLUGS, demoBlog } from '../fixtures/blog/index';
import { blogImageSvg } from '../fixtures/blog/images';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images', 'blog');
mkdirSync(OUT, { recursive: true });

const written = new Set<string>();
let bytes = 0;
for (const slug of DEMO_BLOG_SLUGS) {
  for (const post of demoBlog(slug)?.posts ?? []) {
    const file = post.image.replace(/^\/demo\/blog\//, '');
    const svg = blogImageSvg(post.slug, post.art);
    writeFileSync(join(OUT, file), svg);
    written.add(file);
    bytes += svg.length;
  }
}
for (const file of readdirSync(OUT)) if (!written.has(file)) rmSync(join(OUT, file));
console.log(`Wrote ${written.size} blog images to ${OUT}: ${(bytes / 1024).toFixed(0)} KB in all.`);
