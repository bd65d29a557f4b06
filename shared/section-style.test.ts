import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sectionShapeSchema } from '../schemas/documents';
import { DEVICE_MEDIA } from './devices';
import { sectionStyleAttrs, wrapStyled } from './section-style';
import { validateAgainst } from './validate';

const section = (style: unknown) => ({ id: 's1', type: 'faq', config: {}, style });

describe('section style schema', () => {
  it('accepts the Style group’s values on a placed section', () => {
    const style = {
      spacingTop: 'none',
      spacingBottom: 'large',
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
      overlay: 40,
      width: 'full',
    };
    expect(validateAgainst(sectionShapeSchema, section(style))).toBeNull();
    expect(validateAgainst(sectionShapeSchema, { id: 's1', type: 'faq', config: {} })).toBeNull();
  });

  it('refuses unknown steps and fields, and an image URL that could break out of url()', () => {
    expect(validateAgainst(sectionShapeSchema, section({ spacingTop: 'huge' }))).not.toBeNull();
    expect(validateAgainst(sectionShapeSchema, section({ colour: 'red' }))).not.toBeNull();
    expect(
      validateAgainst(sectionShapeSchema, section({ backgroundImage: '/a.png);color:red' })),
    ).not.toBeNull();
    expect(
      validateAgainst(sectionShapeSchema, section({ backgroundImage: 'javascript:alert(1)' })),
    ).not.toBeNull();
  });
});

describe('sectionStyleAttrs', () => {
  it('changes nothing for no style or an empty one: the HTML stays byte for byte', () => {
    expect(sectionStyleAttrs(undefined)).toBeNull();
    expect(sectionStyleAttrs({})).toBeNull();
    expect(wrapStyled(undefined, '<section>x</section>')).toBe('<section>x</section>');
  });

  it('draws spacing and backgrounds through the section variables', () => {
    expect(sectionStyleAttrs({ spacingTop: 'none', spacingBottom: 'large' })).toEqual({
      className: 'sw-styled',
      css: '--sw-section-pad-top:0px;--sw-section-pad-bottom:clamp(72px, 12vw, 144px)',
    });
    expect(sectionStyleAttrs({ background: 'surface' })).toEqual({
      className: 'sw-styled sw-styled--bg',
      css: '--sw-section-bg:var(--sw-bg-2)',
    });
    expect(sectionStyleAttrs({ background: 'accent' })?.css).toContain('var(--sw-accent) 12%');
    expect(sectionStyleAttrs({ width: 'full' })).toEqual({
      className: 'sw-styled sw-styled--full',
      css: '',
    });
  });

  it('puts an image under its overlay, with light text, and ignores an unsafe URL', () => {
    const attrs = sectionStyleAttrs({
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
      overlay: 30,
    });
    expect(attrs?.className).toBe('sw-styled sw-styled--image sw-styled--bg');
    expect(attrs?.css).toBe(
      '--sw-section-bg:linear-gradient(rgb(0 0 0 / 0.3), rgb(0 0 0 / 0.3)), url(/demo/banner-1.svg) center / cover no-repeat',
    );
    expect(
      sectionStyleAttrs({ background: 'image', backgroundImage: '/x.png);color:red' }),
    ).toBeNull();
  });

  it('wraps a styled section in a display-contents element carrying them', () => {
    expect(wrapStyled({ width: 'contained', spacingTop: 'small' }, '<section></section>')).toBe(
      '<div class="sw-styled sw-styled--contained" style="--sw-section-pad-top:clamp(24px, 4vw, 48px)"><section></section></div>',
    );
  });
});

describe('per-device style', () => {
  it('accepts hideOn and the phone values, and refuses unknown devices or repeats', () => {
    const style = {
      hideOn: ['phone', 'desktop'],
      spacingTopPhone: 'none',
      spacingBottomPhone: 'small',
      backgroundImagePhone: '/demo/carousel-mobile-1.svg',
    };
    expect(validateAgainst(sectionShapeSchema, section(style))).toBeNull();
    expect(validateAgainst(sectionShapeSchema, section({ hideOn: ['watch'] }))).not.toBeNull();
    expect(
      validateAgainst(sectionShapeSchema, section({ hideOn: ['phone', 'phone'] })),
    ).not.toBeNull();
    expect(
      validateAgainst(sectionShapeSchema, section({ backgroundImagePhone: '/a.png);x' })),
    ).not.toBeNull();
  });

  it('hides by a class a device each, in device order, with nothing inline', () => {
    expect(sectionStyleAttrs({ hideOn: ['desktop', 'phone'] })).toEqual({
      className: 'sw-styled sw-hide-phone sw-hide-desktop',
      css: '',
    });
    expect(wrapStyled({ hideOn: ['tablet'] }, '<section></section>')).toBe(
      '<div class="sw-styled sw-hide-tablet"><section></section></div>',
    );
    expect(sectionStyleAttrs({ hideOn: [] })).toBeNull();
  });

  it('puts phone spacing in phone variables beside the default, each with its class', () => {
    expect(sectionStyleAttrs({ spacingTop: 'large', spacingTopPhone: 'none' })).toEqual({
      className: 'sw-styled sw-styled--phone-top',
      css: '--sw-section-pad-top:clamp(72px, 12vw, 144px);--sw-section-pad-top-phone:0px',
    });
    expect(sectionStyleAttrs({ spacingBottomPhone: 'small' })).toEqual({
      className: 'sw-styled sw-styled--phone-bottom',
      css: '--sw-section-pad-bottom-phone:clamp(24px, 4vw, 48px)',
    });
  });

  it('gives a background image a phone image under the same overlay, and only with an image', () => {
    const attrs = sectionStyleAttrs({
      background: 'image',
      backgroundImage: '/demo/banner-1.svg',
      backgroundImagePhone: '/demo/carousel-mobile-1.svg',
      overlay: 20,
    });
    expect(attrs?.className).toBe('sw-styled sw-styled--image sw-styled--bg sw-styled--phone-bg');
    expect(attrs?.css).toContain(
      ';--sw-section-bg-phone:linear-gradient(rgb(0 0 0 / 0.2), rgb(0 0 0 / 0.2)), url(/demo/carousel-mobile-1.svg) center / cover no-repeat',
    );
    expect(sectionStyleAttrs({ backgroundImagePhone: '/demo/carousel-mobile-1.svg' })).toBeNull();
    expect(
      sectionStyleAttrs({
        background: 'image',
        backgroundImage: '/demo/banner-1.svg',
        backgroundImagePhone: '/x.png);color:red',
      })?.className,
    ).toBe('sw-styled sw-styled--image sw-styled--bg');
  });

  it('is matched by the base stylesheet’s media queries, which are the devices’ own', () => {
    const css = readFileSync(new URL('../runtime/styles/base.css', import.meta.url), 'utf8');
    const block = (media: string) => {
      const start = css.indexOf(`@media ${media} {`);
      expect(start, media).toBeGreaterThan(-1);
      return css.slice(start, css.indexOf('\n}\n', start));
    };
    const phone = block(DEVICE_MEDIA.phone);
    for (const rule of [
      '.sw-hide-phone {\n    display: none;',
      '.sw-styled--phone-top > * {\n    --sw-section-pad-top: var(--sw-section-pad-top-phone);',
      '.sw-styled--phone-bottom > * {\n    --sw-section-pad-bottom: var(--sw-section-pad-bottom-phone);',
      '.sw-styled--phone-bg > * {\n    --sw-section-bg: var(--sw-section-bg-phone);',
    ]) {
      expect(phone).toContain(rule);
    }
    expect(block(DEVICE_MEDIA.tablet)).toContain('.sw-hide-tablet {\n    display: none;');
    expect(block(DEVICE_MEDIA.desktop)).toContain('.sw-hide-desktop {\n    display: none;');
  });
});
