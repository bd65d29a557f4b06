import { demoAvifSrcSet, demoSrcSet } from '../../shared/demo-images';
import { uploadAvifSrcSet, uploadSrcSet } from '../../shared/uploads';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heroSchema } from '../../schemas/sections/hero';
import { validateAgainst } from '../../shared/validate';
import { Hero } from '../sections/hero/Hero';
import { hero } from '../sections/hero';
import { PhonePicture } from './PhonePicture';

describe('PhonePicture', () => {
  it('is the image alone without a phone image', () => {
    const html = renderToString(<PhonePicture src="/a.svg" alt="A" width={10} height={5} />);
    expect(html).toMatch(/<img src="\/a.svg" alt="A" width="10" height="5"\/>$/);
    expect(html).not.toContain('<picture');
  });

  // React preloads an image rendered alone, not one in a picture (it cannot tell which source a
  // browser will take): a phone does not fetch the desktop image first.
  it('offers the phone image below 768 px through a picture source', () => {
    expect(renderToString(<PhonePicture src="/a.svg" phoneSrc="/a-phone.svg" alt="" />)).toBe(
      '<picture class="sw-picture"><source media="(max-width: 767.98px)" srcSet="/a-phone.svg"/><img src="/a.svg" alt=""/></picture>',
    );
  });

  it('offers a demo drawing and its phone drawing as AVIF, then WebP, renderings for the slot', () => {
    const html = renderToString(
      <PhonePicture
        src="/demo/banner-1.svg"
        phoneSrc="/demo/carousel-mobile-1.svg"
        sizes="50vw"
        phoneSizes="calc(100vw - 40px)"
        alt=""
      />,
    );
    expect(html).toBe(
      `<picture class="sw-picture">` +
        `<source type="image/avif" media="(max-width: 767.98px)" srcSet="${demoAvifSrcSet('/demo/carousel-mobile-1.svg')}" sizes="calc(100vw - 40px)"/>` +
        `<source media="(max-width: 767.98px)" srcSet="${demoSrcSet('/demo/carousel-mobile-1.svg')}" sizes="calc(100vw - 40px)"/>` +
        `<source type="image/avif" srcSet="${demoAvifSrcSet('/demo/banner-1.svg')}" sizes="50vw"/>` +
        `<img src="/demo/banner-1.svg" alt="" srcSet="${demoSrcSet('/demo/banner-1.svg')}" sizes="50vw"/></picture>`,
    );
    expect(demoAvifSrcSet('/demo/banner-1.svg')).toBe(
      '/demo/w/320/banner-1.avif 320w, /demo/w/480/banner-1.avif 480w, /demo/w/750/banner-1.avif 750w, /demo/w/1280/banner-1.avif 1280w',
    );
  });

  it('gives a drawing with AVIF renderings a picture, and a product drawing the WebP img alone', () => {
    expect(renderToString(<PhonePicture src="/demo/hero-2.svg" alt="" />)).toBe(
      `<picture class="sw-picture"><source type="image/avif" srcSet="${demoAvifSrcSet('/demo/hero-2.svg')}" sizes="100vw"/><img src="/demo/hero-2.svg" alt="" srcSet="${demoSrcSet('/demo/hero-2.svg')}" sizes="100vw"/></picture>`,
    );
    expect(demoAvifSrcSet('/demo/products/a-b-1.svg')).toBeUndefined();
    expect(renderToString(<PhonePicture src="/demo/products/a-b-1.svg" alt="" />)).not.toContain(
      '<picture',
    );
  });
});

describe('PhonePicture with uploads', () => {
  const id = 'c'.repeat(32);
  const wide = `/uploads/${id}-1280.webp`;
  const phone = `/uploads/${'d'.repeat(32)}-640.webp`;

  it('offers an upload and its phone upload as AVIF, then WebP, variants for the slot', () => {
    expect(renderToString(<PhonePicture src={wide} phoneSrc={phone} sizes="50vw" alt="" />)).toBe(
      `<picture class="sw-picture">` +
        `<source type="image/avif" media="(max-width: 767.98px)" srcSet="${uploadAvifSrcSet(phone)}" sizes="100vw"/>` +
        `<source media="(max-width: 767.98px)" srcSet="${uploadSrcSet(phone)}" sizes="100vw"/>` +
        `<source type="image/avif" srcSet="${uploadAvifSrcSet(wide)}" sizes="50vw"/>` +
        `<img src="${wide}" alt="" srcSet="${uploadSrcSet(wide)}" sizes="50vw"/></picture>`,
    );
    expect(uploadAvifSrcSet(wide)).toBe(
      `/uploads/${id}-320.avif 320w, /uploads/${id}-640.avif 640w, /uploads/${id}-1280.avif 1280w`,
    );
  });

  it('gives an upload of one variant the img alone, as it has no srcset', () => {
    const html = renderToString(<PhonePicture src={`/uploads/${id}-300.webp`} alt="" />);
    expect(html).toMatch(/<img src="\/uploads\/c+-300.webp" alt=""\/>$/);
    expect(html).not.toContain('<picture');
  });
});

describe('hero phone image', () => {
  it('puts the phone image in a picture in every layout, and validates', () => {
    for (const variant of ['split', 'centered', 'background'] as const) {
      const config = { ...hero.defaults, variant, mobileImage: '/demo/carousel-mobile-1.svg' };
      expect(validateAgainst(heroSchema, config)).toBeNull();
      const html = renderToString(<Hero id="h" config={config} />);
      const phoneSizes = variant === 'background' ? '100vw' : 'calc(100vw - 40px)';
      expect(html).toContain(
        `<source media="(max-width: 767.98px)" srcSet="${demoSrcSet('/demo/carousel-mobile-1.svg')}" sizes="${phoneSizes}"/><source type="image/avif" srcSet="${demoAvifSrcSet('/demo/hero-2.svg')}"`,
      );
      expect(html).toMatch(/<img class="sw-hero__image" src="\/demo\/hero-2.svg"/);
    }
    // The image's slot in each layout: beside the text, the container's width, the page's.
    const sizes = (variant: 'split' | 'centered' | 'background') =>
      /<img [^>]*sizes="([^"]+)"/.exec(
        renderToString(<Hero id="h" config={{ ...hero.defaults, variant }} />),
      )?.[1];
    expect(sizes('split')).toBe(
      '(min-width: 1280px) 540px, (min-width: 900px) 45vw, calc(100vw - 40px)',
    );
    expect(sizes('centered')).toBe('(min-width: 1080px) 1040px, calc(100vw - 40px)');
    expect(sizes('background')).toBe('100vw');
  });
});
