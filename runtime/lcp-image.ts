// The page's likely Largest Contentful Paint image: the first image of the first section (a
// hero, a slider's first slide, the product page's main image, the first product card). The
// server fetches it first: a `<link rel=preload as=image>` in the head (with the image's own
// srcset and sizes, and one per `<picture>` source with its media, so the browser preloads the
// rendering it will pick) lets it start before the body has arrived, and the `<img>` itself is
// made eager with `fetchpriority="high"`. Every other image stays as its section wrote it
// (lazy, async decoding).
const IMG = /<img\b[^>]*>/;
const ATTR = /([a-zA-Z-]+)="([^"]*)"/g;

/** An element's attributes, names lower-cased; values left HTML-escaped, as written. */
function attributes(tag: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of tag.matchAll(ATTR)) map.set(m[1]!.toLowerCase(), m[2]!);
  return map;
}

/** A preload link for a candidate set (values already escaped). */
function preloadLink(a: {
  href?: string | undefined;
  srcset?: string | undefined;
  sizes?: string | undefined;
  media?: string | undefined;
  type?: string | undefined;
}): string {
  const parts = ['<link rel="preload" as="image"'];
  if (a.srcset) {
    parts.push(`imagesrcset="${a.srcset}"`);
    if (a.sizes) parts.push(`imagesizes="${a.sizes}"`);
  } else if (a.href) parts.push(`href="${a.href}"`);
  if (a.type) parts.push(`type="${a.type}"`);
  if (a.media) parts.push(`media="${a.media}"`);
  parts.push('fetchpriority="high">');
  return parts.join(' ');
}

/**
 * Marks the first image of a section's HTML as the page's LCP image: `fetchpriority="high"`,
 * eager, and answers the head's preload links for it (none when the section has no image, or
 * its first image is an SVG drawing, which a browser renders itself). `html` is our renderer's
 * output: attributes double-quoted, `<source>`s of a `<picture>` before its `<img>`.
 */
export function prioritizeFirstImage(html: string): { html: string; preload: string[] } {
  const m = IMG.exec(html);
  if (!m) return { html, preload: [] };
  const tag = m[0];
  const img = attributes(tag);
  const src = img.get('src');
  if (!src && !img.get('srcset')) return { html, preload: [] };

  // The sources of the <picture> the image closes, if it is in one.
  const before = html.slice(0, m.index);
  const pictureAt = before.lastIndexOf('<picture');
  const sources =
    pictureAt >= 0 && !before.slice(pictureAt).includes('</picture>')
      ? [...before.slice(pictureAt).matchAll(/<source\b[^>]*>/g)].map((s) => attributes(s[0]))
      : [];

  const preload: string[] = [];
  // A browser takes the first source whose media and type match, else the <img>: each preload is
  // limited to where its candidate is the one taken. A typed source (AVIF) is preloaded with its
  // type, and the untyped candidate after it for the same media is not (a browser that has the
  // type would fetch both; one without it finds the image in the body as before).
  const taken: string[] = [];
  const typed = new Set<string>();
  const where = (media: string | undefined) => {
    if (taken.length > 1) return null; // not written as one media query: no preload
    const parts = [...taken.map((t) => `not all and ${t}`), ...(media ? [media] : [])];
    if (parts.length > 1) return null;
    return parts[0] ?? '';
  };
  for (const s of sources) {
    const media = s.get('media');
    const type = s.get('type');
    const at = where(media);
    if (type) typed.add(media ?? '');
    else if (media) taken.push(media);
    if (at === null || (!type && typed.has(media ?? ''))) continue;
    preload.push(
      preloadLink({ srcset: s.get('srcset'), sizes: s.get('sizes'), type, media: at || undefined }),
    );
  }
  const at = where(undefined);
  const drawing = src?.endsWith('.svg') && !img.get('srcset');
  if (at !== null && !typed.has('') && !drawing)
    preload.push(
      preloadLink({
        href: src,
        srcset: img.get('srcset'),
        sizes: img.get('sizes'),
        media: at || undefined,
      }),
    );

  let marked = tag
    .replace(/\s(?:fetchpriority|loading)="[^"]*"/gi, '')
    .replace(/\s*\/?>$/, ' fetchpriority="high" loading="eager"/>');
  if (!/\sdecoding=/.test(marked)) marked = marked.replace(/\/>$/, ' decoding="async"/>');
  return {
    html: html.slice(0, m.index) + marked + html.slice(m.index + tag.length),
    preload,
  };
}

/**
 * A section's images made lazy and of no special priority: a section below the page's first
 * asked for its first image early (a slider's first slide, a hero that is first where the owner
 * puts it), which on a page where it is not first only competes with the real LCP image.
 */
export function demoteEagerImages(html: string): string {
  return html.replace(/<img\b[^>]*>/g, (tag) =>
    tag.replace(/\sfetchpriority="high"/gi, '').replace(/\sloading="eager"/gi, ' loading="lazy"'),
  );
}
