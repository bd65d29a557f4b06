import { describe, expect, it } from 'vitest';
import { sectionShapeSchema } from '../schemas/documents';
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
