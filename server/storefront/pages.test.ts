import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SECTION_METAS } from '../../schemas/section-metas';
import type { ProductDetail } from '../../shared/catalogue';
import { createSectionValidator } from '../../shared/validate';
import {
  categoryPage,
  categorySlugOf,
  productHead,
  productPage,
  productPathOf,
  robotsTxt,
  sitemapXml,
} from './pages';

const validate = createSectionValidator(SECTION_METAS);

function makeProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'p1',
    name: 'Indigo <block> print kurta',
    price: 149900,
    mrp: 199900,
    path: '/indigo-kurta/',
    brand: 'Bagru Studio',
    basicDetails: {
      media: [{ url: '/demo/products/kurta-1.svg', alt: 'Kurta', width: 800, height: 1000 }],
    },
    $card_data: { category: [{ title: 'Handloom kurtas', path: 'kurtas' }] },
    reviewCount: 4,
    rating: 4.5,
    descriptionHtml: '<p>Hand-block <strong>printed</strong> cotton.</p>',
    variants: [
      { _id: 'v1', title: 'S', options: { Size: 'S' }, price: 149900, mrp: 199900, stock: 0 },
      { _id: 'v2', title: 'M', options: { Size: 'M' }, price: 159900, mrp: 199900, stock: 3 },
    ],
    defaultVariantId: 'v2',
    breadcrumbs: [{ title: 'Apparel', path: 'apparel' }],
    ...over,
  };
}

describe('catalogue page paths', () => {
  it('reads the product path and the category slug', () => {
    expect(productPathOf('/p/indigo-kurta')).toBe('indigo-kurta');
    expect(productPathOf('/p/')).toBeNull();
    expect(productPathOf('/about')).toBeNull();
    expect(categorySlugOf('/c/apparel')).toBe('apparel');
    expect(categorySlugOf('/c/apparel/women')).toBeNull();
  });
});

describe('built-in catalogue pages', () => {
  it('builds a category page whose grid validates and filters by the category', () => {
    const page = categoryPage({ slug: 'apparel', title: 'Apparel', description: '' });
    for (const s of page.sections) expect(validate(s)).toBeNull();
    const config = page.sections[0]!.config as {
      dynamicContentFilter: { filters: { category?: string }; showSideFilter: boolean };
    };
    expect(config.dynamicContentFilter.filters.category).toBe('apparel');
    expect(config.dynamicContentFilter.showSideFilter).toBe(true);
  });

  it('builds a product page whose sections validate, with more of its category', () => {
    const page = productPage(makeProduct());
    for (const s of page.sections) expect(validate(s)).toBeNull();
    expect(page.title).toBe('Indigo <block> print kurta');
    expect(page.seo.description).toBe('Hand-block printed cotton.');
    const related = page.sections[1]!.config as {
      dynamicContentFilter: { filters: { category?: string } };
    };
    expect(related.dynamicContentFilter.filters.category).toBe('kurtas');
  });
});

describe('productHead', () => {
  const head = productHead(makeProduct(), {
    origin: 'http://shop.localhost:3000',
    siteName: 'Northwind Goods',
    currency: 'INR',
  });
  const doc = new JSDOM(`<head>${head}</head>`).window.document;

  it('writes Product JSON-LD with the price range, stock and rating', () => {
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Indigo <block> print kurta');
    expect(ld.url).toBe('http://shop.localhost:3000/p/indigo-kurta');
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '1499.00',
      highPrice: '1599.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 4 });
    expect(ld.image).toEqual(['http://shop.localhost:3000/demo/products/kurta-1.svg']);
  });

  it('keeps markup out of the script element and escapes the Open Graph tags', () => {
    expect(head).not.toContain('<block>');
    const og = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('Indigo <block> print kurta');
    expect(og('og:type')).toBe('product');
    expect(og('product:price:amount')).toBe('1499.00');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://shop.localhost:3000/p/indigo-kurta',
    );
  });

  it('says out of stock when no variant has stock, and leaves out a rating without reviews', () => {
    const sold = makeProduct({
      reviewCount: 0,
      rating: 0,
      variants: [{ _id: 'v1', title: '', options: {}, price: 100, mrp: null, stock: 0 }],
    });
    const html = productHead(sold, { origin: 'http://x', siteName: 'X', currency: 'INR' });
    const ld = JSON.parse(/<script[^>]*>(.*)<\/script>/.exec(html)![1]!);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '1.00' });
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });
});

describe('sitemap and robots', () => {
  it('lists published pages, categories and products with one leading slash', () => {
    const xml = sitemapXml('http://shop.localhost:3000', {
      pages: [{ path: '/' }, { path: '/admin/x' }],
      categories: [{ slug: 'apparel' }],
      products: [{ path: '/a&b/', updatedAt: '2026-11-01T10:00:00.000Z' }],
    });
    expect(xml).toContain('<loc>http://shop.localhost:3000/</loc>');
    expect(xml).not.toContain('/admin');
    expect(xml).toContain('<loc>http://shop.localhost:3000/c/apparel</loc>');
    expect(xml).toContain(
      '<loc>http://shop.localhost:3000/p/a&amp;b</loc><lastmod>2026-11-01</lastmod>',
    );
  });

  it('points robots at the sitemap and keeps crawlers out of the private screens', () => {
    const txt = robotsTxt('http://shop.localhost:3000');
    expect(txt).toContain('Sitemap: http://shop.localhost:3000/sitemap.xml');
    expect(txt).toContain('Disallow: /admin/');
  });
});
