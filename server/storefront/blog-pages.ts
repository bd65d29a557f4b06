// The blog's built-in pages: /blog/{slug} (a `blog-post` section whose data is the post) with
// its head tags (Open Graph, canonical, Article JSON-LD), and the workspace's RSS 2.0 feed at
// /blog/rss.xml.
import { defaultsFromSchema } from '../../schemas/defaults';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { PageDocument } from '../../schemas/types';
import { type BlogListItem, type BlogPost, blogPostPath } from '../../shared/content';
import { escapeHtml } from '../../shared/escape';
import { absoluteUrl, plainText, scriptJson } from './head-text';

/** The section type of the post page (runtime/sections/blog-post) and its data. */
export const BLOG_POST_SECTION_TYPE = 'blog-post';
export const BLOG_POST_SECTION_ID = 'blog-post';

/** The feed's path and how many posts it carries. */
export const BLOG_RSS_PATH = '/blog/rss.xml';
export const BLOG_RSS_SIZE = 20;

/** The slug of /blog/{slug}, or null for other paths (the feed is not a post). */
export function blogSlugOf(path: string): string | null {
  const m = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return m ? m[1]! : null;
}

/** The post's description: its SEO text, its short description, else the body's start. */
function description(post: BlogPost): string {
  return (post.seo.description || post.shortDescription || plainText(post.bodyHtml)).slice(0, 300);
}

/** The post page: one `blog-post` section (its data, the post, comes with the section data). */
export function blogPostPage(post: BlogPost): PageDocument {
  const meta = SECTION_METAS.find((m) => m.type === BLOG_POST_SECTION_TYPE);
  const config = meta ? (defaultsFromSchema(meta.schema) as Record<string, unknown>) : {};
  return {
    version: 1,
    title: post.seo.title || post.title,
    seo: { description: description(post).slice(0, 160) },
    sections: [{ id: BLOG_POST_SECTION_ID, type: BLOG_POST_SECTION_TYPE, config }],
  };
}

/** Open Graph tags, the canonical link and schema.org Article JSON-LD for a post page. */
export function blogPostHead(post: BlogPost, opts: { origin: string; siteName: string }): string {
  const url = `${opts.origin}${blogPostPath(post.slug)}`;
  const text = description(post);
  const image = post.image ? absoluteUrl(opts.origin, post.image) : null;
  const author = post.$card_data.author[0];
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    description: text,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date,
    ...(image ? { image: [image] } : {}),
    ...(author?.title
      ? {
          author: {
            '@type': 'Person',
            name: author.title,
            ...(author.thumb ? { image: absoluteUrl(opts.origin, author.thumb) } : {}),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: opts.siteName },
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(post.category ? { articleSection: post.category.value } : {}),
  };
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    meta('og:type', 'article'),
    meta('og:title', post.title),
    meta('og:site_name', opts.siteName),
    meta('og:url', url),
    text ? meta('og:description', text) : '',
    image ? meta('og:image', image) : '',
    image && post.imageAlt ? meta('og:image:alt', post.imageAlt) : '',
    meta('article:published_time', post.date),
    ...post.tags.map((t) => meta('article:tag', t)),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(opts.siteName)}" href="${escapeHtml(`${opts.origin}${BLOG_RSS_PATH}`)}">`,
    `<script type="application/ld+json">${scriptJson(ld)}</script>`,
  ].join('');
}

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** The workspace's RSS 2.0 feed: its newest posts, newest first. */
export function blogRssXml(
  origin: string,
  site: { name: string; description?: string },
  posts: readonly BlogListItem[],
): string {
  const items = posts.map((p) => {
    const link = `${origin}${blogPostPath(p.slug)}`;
    return (
      '<item>' +
      `<title>${xml(p.title)}</title>` +
      `<link>${xml(link)}</link>` +
      `<guid isPermaLink="true">${xml(link)}</guid>` +
      `<pubDate>${new Date(p.date).toUTCString()}</pubDate>` +
      (p.shortDescription ? `<description>${xml(p.shortDescription)}</description>` : '') +
      (p.$card_data.author[0]?.title
        ? `<dc:creator>${xml(p.$card_data.author[0].title)}</dc:creator>`
        : '') +
      (p.category ? `<category>${xml(p.category.value)}</category>` : '') +
      (p.image
        ? `<enclosure url="${xml(absoluteUrl(origin, p.image))}" length="0" type="${p.image.endsWith('.svg') ? 'image/svg+xml' : 'image/webp'}"/>`
        : '') +
      '</item>'
    );
  });
  const newest = posts[0]?.date;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    '<channel>' +
    `<title>${xml(site.name)}</title>` +
    `<link>${xml(`${origin}/blog`)}</link>` +
    `<description>${xml(site.description || `The latest posts from ${site.name}.`)}</description>` +
    `<atom:link href="${xml(`${origin}${BLOG_RSS_PATH}`)}" rel="self" type="application/rss+xml"/>` +
    (newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '') +
    items.join('') +
    '</channel></rss>\n'
  );
}
