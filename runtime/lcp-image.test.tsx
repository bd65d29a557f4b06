import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoAvifSrcSet, demoSrcSet } from '../shared/demo-images';
import { uploadAvifSrcSet } from '../shared/uploads';
import { PhonePicture } from './ui/PhonePicture';
import { demoteEagerImages, prioritizeFirstImage } from './lcp-image';

const NOT_PHONE = 'not all and (max-width: 767.98px)';

describe('prioritizeFirstImage', () => {
  it('preloads a lone image with its srcset and sizes, and makes it eager and high priority', () => {
    const html =
      '<section><img class="a" src="/demo/products/x-1.svg" srcSet="/demo/w/320/products/x-1.webp 320w, /demo/w/750/products/x-1.webp 750w" sizes="calc(50vw - 26px)" alt="" loading="lazy" decoding="async"/>' +
      '<img src="/second.webp" loading="lazy"/></section>';
    const out = prioritizeFirstImage(html);
    expect(out.preload).toEqual([
      '<link rel="preload" as="image" imagesrcset="/demo/w/320/products/x-1.webp 320w, /demo/w/750/products/x-1.webp 750w" imagesizes="calc(50vw - 26px)" fetchpriority="high">',
    ]);
    expect(out.html).toContain(
      'sizes="calc(50vw - 26px)" alt="" decoding="async" fetchpriority="high" loading="eager"/>',
    );
    expect(out.html).not.toMatch(/class="a"[^>]*loading="lazy"/);
    // Only the first image: the next one stays lazy.
    expect(out.html).toContain('<img src="/second.webp" loading="lazy"/>');
  });

  it('preloads an image without srcset by its URL, and nothing for a section without images', () => {
    expect(
      prioritizeFirstImage('<div><img src="/uploads/a-640.webp" alt=""/></div>').preload,
    ).toEqual(['<link rel="preload" as="image" href="/uploads/a-640.webp" fetchpriority="high">']);
    expect(prioritizeFirstImage('<div><h1>Hi</h1></div>')).toEqual({
      html: '<div><h1>Hi</h1></div>',
      preload: [],
    });
    // A drawing the browser renders itself is not preloaded, but still fetched first.
    const svg = prioritizeFirstImage('<img src="/demo/logo-1.svg" alt=""/>');
    expect(svg.preload).toEqual([]);
    expect(svg.html).toBe(
      '<img src="/demo/logo-1.svg" alt="" fetchpriority="high" loading="eager" decoding="async"/>',
    );
  });

  it('preloads the AVIF renderings of a picture by type, for the phone and the rest apart', () => {
    const html = renderToString(
      <PhonePicture
        src="/demo/hero-2.svg"
        phoneSrc="/demo/carousel-mobile-1.svg"
        sizes="(min-width: 1080px) 1040px, calc(100vw - 40px)"
        phoneSizes="calc(100vw - 40px)"
        alt=""
        loading="lazy"
      />,
    );
    const { preload } = prioritizeFirstImage(html);
    // A browser with AVIF takes the AVIF sources; one without finds the WebP ones in the body
    // (a preload cannot say "not AVIF", and fetching both would waste a phone's bandwidth).
    expect(preload).toEqual([
      `<link rel="preload" as="image" imagesrcset="${demoAvifSrcSet('/demo/carousel-mobile-1.svg')}" imagesizes="calc(100vw - 40px)" type="image/avif" media="(max-width: 767.98px)" fetchpriority="high">`,
      `<link rel="preload" as="image" imagesrcset="${demoAvifSrcSet('/demo/hero-2.svg')}" imagesizes="(min-width: 1080px) 1040px, calc(100vw - 40px)" type="image/avif" media="${NOT_PHONE}" fetchpriority="high">`,
    ]);
  });

  it('preloads the AVIF variants of an upload by type, as a demo drawing', () => {
    const src = `/uploads/${'e'.repeat(32)}-1920.webp`;
    const html = renderToString(<PhonePicture src={src} sizes="100vw" alt="" />);
    expect(prioritizeFirstImage(html).preload).toEqual([
      `<link rel="preload" as="image" imagesrcset="${uploadAvifSrcSet(src)}" imagesizes="100vw" type="image/avif" fetchpriority="high">`,
    ]);
  });

  it('preloads a WebP-only picture per media: the phone source, then the image elsewhere', () => {
    const html =
      `<picture class="sw-picture"><source media="(max-width: 767.98px)" srcSet="${demoSrcSet('/demo/products/a-1.svg')}" sizes="100vw"/>` +
      `<img src="/demo/products/b-1.svg" srcSet="${demoSrcSet('/demo/products/b-1.svg')}" sizes="50vw" alt=""/></picture>`;
    expect(prioritizeFirstImage(html).preload).toEqual([
      `<link rel="preload" as="image" imagesrcset="${demoSrcSet('/demo/products/a-1.svg')}" imagesizes="100vw" media="(max-width: 767.98px)" fetchpriority="high">`,
      `<link rel="preload" as="image" imagesrcset="${demoSrcSet('/demo/products/b-1.svg')}" imagesizes="50vw" media="${NOT_PHONE}" fetchpriority="high">`,
    ]);
  });
});

describe('the images of the sections after the first', () => {
  it('a high-priority eager image written as React writes it is marked once, lowercase', () => {
    const out = prioritizeFirstImage(
      '<img src="/a.webp" alt="" fetchPriority="high" loading="eager" decoding="async"/>',
    );
    expect(out.html).toBe(
      '<img src="/a.webp" alt="" decoding="async" fetchpriority="high" loading="eager"/>',
    );
  });

  it('are made lazy and lose their high priority; lazy ones and other tags stay as they are', () => {
    expect(
      demoteEagerImages(
        '<div data-loading="eager"><img src="/b.webp" alt="" fetchPriority="high" loading="eager"/>' +
          '<img src="/c.webp" loading="lazy" fetchPriority="low"/></div>',
      ),
    ).toBe(
      '<div data-loading="eager"><img src="/b.webp" alt="" loading="lazy"/>' +
        '<img src="/c.webp" loading="lazy" fetchPriority="low"/></div>',
    );
  });
});
