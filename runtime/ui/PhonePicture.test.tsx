import { demoSrcSet } from '../../shared/demo-images';
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

  it('offers a demo drawing and its phone drawing as WebP renderings for the slot', () => {
    const html = renderToString(
      <PhonePicture
        src="/demo/banner-1.svg"
        phoneSrc="/demo/carousel-mobile-1.svg"
        sizes="50vw"
        alt=""
      />,
    );
    expect(html).toBe(
      `<picture class="sw-picture"><source media="(max-width: 767.98px)" srcSet="${demoSrcSet('/demo/carousel-mobile-1.svg')}" sizes="100vw"/><img src="/demo/banner-1.svg" alt="" srcSet="${demoSrcSet('/demo/banner-1.svg')}" sizes="50vw"/></picture>`,
    );
  });
});

describe('hero phone image', () => {
  it('puts the phone image in a picture in every layout, and validates', () => {
    for (const variant of ['split', 'centered', 'background'] as const) {
      const config = { ...hero.defaults, variant, mobileImage: '/demo/carousel-mobile-1.svg' };
      expect(validateAgainst(heroSchema, config)).toBeNull();
      const html = renderToString(<Hero id="h" config={config} />);
      expect(html).toContain(
        `<source media="(max-width: 767.98px)" srcSet="${demoSrcSet('/demo/carousel-mobile-1.svg')}" sizes="100vw"/><img class="sw-hero__image" src="/demo/hero-2.svg"`,
      );
    }
    expect(renderToString(<Hero id="h" config={hero.defaults} />)).not.toContain('<picture');
  });
});
