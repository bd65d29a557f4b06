// The catalogue's built-in pages (/c/{category}, /p/{product path}, /search), their head tags
// (Open Graph, Product JSON-LD), and the per-workspace /sitemap.xml and /robots.txt.
import { defaultsFromSchema } from '../../schemas/defaults';
import { productDetailSchema } from '../../schemas/sections/product-detail';
import { productGridSchema, type ProductGridConfig } from '../../schemas/sections/product-grid';
import { productListSchema, type ProductListConfig } from '../../schemas/sections/product-list';
import { searchSchema, type SearchConfig } from '../../schemas/sections/search';
import type { PageDocument, Section } from '../../schemas/types';
import { categoryHref, productHref, toMajor, type ProductDetail } from '../../shared/catalogue';
import { escapeHtml } from '../../shared/escape';
import {
  bindListing,
  followsPageCategory,
  type PageCategoryBinding,
} from '../../shared/template-binding';
import { absoluteUrl, plainText, scriptJson } from './head-text';

/** A category as its page needs it. */
export type CategoryPageInfo = { slug: string; title: string; description: string };

/** The product slug of /p/{path} (anything after /p/), or null for other paths. */
export function productPathOf(path: string): string | null {
  const m = /^\/p\/(.+)$/.exec(path);
  return m ? m[1]! : null;
}

/** The category slug of /c/{slug}, or null for other paths. */
export function categorySlugOf(path: string): string | null {
  const m = /^\/c\/([^/]+)$/.exec(path);
  return m ? m[1]! : null;
}

/** The category page: a product grid with the category applied and the side filter on. */
export function categoryPage(category: CategoryPageInfo): PageDocument {
  const grid = defaultsFromSchema(productGridSchema) as ProductGridConfig;
  const config: ProductGridConfig = {
    ...grid,
    heading: category.title,
    ...(category.description ? { description: category.description } : {}),
    dynamicContentFilter: {
      ...grid.dynamicContentFilter,
      filters: { category: category.slug },
      showSideFilter: true,
    },
  };
  return {
    version: 1,
    title: category.title,
    seo: { description: category.description || undefined },
    sections: [{ id: 'category-grid', type: 'product-grid', config }],
  };
}

/**
 * The search page (/search?q=, unless the owner stored a page there): one search section that
 * lists its results with the grid's filters, server-rendered from the URL like a category page.
 */
export function searchPage(): PageDocument {
  const config: SearchConfig = {
    ...(defaultsFromSchema(searchSchema) as SearchConfig),
    pageSize: 20,
  };
  return {
    version: 1,
    title: 'Search',
    seo: { description: undefined },
    sections: [{ id: 'search', type: 'search', config }],
  };
}

/** The template's listings that follow the page's category, bound to `binding`. */
function bindListings(
  sections: readonly Section[],
  binding: PageCategoryBinding | null,
): Section[] {
  if (!binding) return [...sections];
  return sections.map((s) =>
    followsPageCategory(s)
      ? { ...s, config: bindListing(s.config as ProductGridConfig, binding) }
      : s,
  );
}

/** What a category's page binds into its template's listings: the category, named. */
export function categoryBinding(category: CategoryPageInfo): PageCategoryBinding {
  return { category: category.slug, heading: category.title, description: category.description };
}

/** What a product's page binds into its template's listings: "More from" its category. */
export function productBinding(product: ProductDetail): PageCategoryBinding | null {
  const category = product.$card_data.category[0];
  return category ? { category: category.path, heading: `More from ${category.title}` } : null;
}

/** A category's page from the owner's category template (a stored page at /c). */
export function categoryPageFrom(template: PageDocument, category: CategoryPageInfo): PageDocument {
  return {
    ...template,
    title: category.title,
    seo: { description: category.description || undefined },
    sections: bindListings(template.sections, categoryBinding(category)),
  };
}

/** A product's page from the owner's product template (a stored page at /p). */
export function productPageFrom(template: PageDocument, product: ProductDetail): PageDocument {
  const { title, seo } = productPage(product);
  return {
    ...template,
    title,
    seo,
    sections: bindListings(template.sections, productBinding(product)),
  };
}

/** The product page: the product's details, then more of its category. */
export function productPage(product: ProductDetail): PageDocument {
  const list = defaultsFromSchema(productListSchema) as ProductListConfig;
  const category = product.$card_data.category[0];
  const related: ProductListConfig = {
    ...list,
    heading: category ? `More from ${category.title}` : 'You may also like',
    dynamicContentFilter: {
      ...list.dynamicContentFilter,
      filters: category ? { category: category.path } : {},
      totalCardsToShow: 4,
      showPagination: false,
    },
  };
  return {
    version: 1,
    title: product.name,
    seo: {
      description: plainText(product.descriptionHtml).slice(0, 160),
      image: product.basicDetails.media[0]?.url,
    },
    sections: [
      {
        id: 'product',
        type: 'product-detail',
        config: defaultsFromSchema(productDetailSchema) as Record<string, unknown>,
      },
      { id: 'related', type: 'product-list', config: related },
    ],
  };
}

/** Open Graph tags and schema.org Product JSON-LD for a product page. */
export function productHead(
  product: ProductDetail,
  opts: { origin: string; siteName: string; currency: string },
): string {
  const url = `${opts.origin}${productHref(product.path)}`;
  const images = product.basicDetails.media.map((m) => absoluteUrl(opts.origin, m.url));
  const description = plainText(product.descriptionHtml).slice(0, 300);
  const inStock = product.variants.some((v) => v.stock > 0);
  const prices = product.variants.map((v) => v.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const amount = (minor: number) => toMajor(minor).toFixed(2);
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    image: images,
    description,
    sku: product.defaultVariantId,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.$card_data.category[0] ? { category: product.$card_data.category[0].title } : {}),
    offers:
      low === high
        ? {
            '@type': 'Offer',
            url,
            price: amount(low),
            priceCurrency: opts.currency,
            availability,
          }
        : {
            '@type': 'AggregateOffer',
            url,
            lowPrice: amount(low),
            highPrice: amount(high),
            offerCount: product.variants.length,
            priceCurrency: opts.currency,
            availability,
          },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    meta('og:type', 'product'),
    meta('og:title', product.name),
    meta('og:site_name', opts.siteName),
    meta('og:url', url),
    description ? meta('og:description', description) : '',
    ...images.slice(0, 1).map((src) => meta('og:image', src)),
    meta('product:price:amount', amount(product.price)),
    meta('product:price:currency', opts.currency),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<script type="application/ld+json">${scriptJson(ld)}</script>`,
  ].join('');
}

/** Where the catalogue's sitemap entries come from. */
export type SitemapSource = {
  /** Published pages only (the builder's documents.publishedPages). */
  pages: { path: string }[];
  categories: { slug: string }[];
  products: { path: string; updatedAt: string }[];
  /** Published blog posts (/blog/{slug}). */
  posts?: { slug: string; updatedAt: string }[];
};

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The workspace's sitemap: published pages, category, product and blog post pages. */
export function sitemapXml(origin: string, src: SitemapSource): string {
  const urls = [
    ...src.pages
      .filter((p) => !p.path.startsWith('/admin'))
      .map((p) => `<url><loc>${xml(`${origin}${p.path}`)}</loc></url>`),
    ...src.categories.map(
      (c) => `<url><loc>${xml(`${origin}${categoryHref(c.slug)}`)}</loc></url>`,
    ),
    ...src.products.map(
      (p) =>
        `<url><loc>${xml(`${origin}${productHref(p.path)}`)}</loc><lastmod>${xml(p.updatedAt.slice(0, 10))}</lastmod></url>`,
    ),
    ...(src.posts ?? []).map(
      (p) =>
        `<url><loc>${xml(`${origin}/blog/${p.slug}`)}</loc><lastmod>${xml(p.updatedAt.slice(0, 10))}</lastmod></url>`,
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
  );
}

/** robots.txt: everything public may be crawled; the owner's and customer's screens not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /setting/',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
