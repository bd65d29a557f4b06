import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { paletteGroups } from './section-info';
import { SectionThumb, hasThumb } from './thumbs';

const picture = (type: string) => renderToStaticMarkup(<SectionThumb type={type} />);

describe('palette thumbnails', () => {
  it('draws every type the palette offers, none with the fallback', () => {
    const types = paletteGroups(true).flatMap((g) => g.metas.map((m) => m.type));
    expect(types).toEqual(
      expect.arrayContaining(['product-grid', 'product-list', 'product-detail']),
    );
    for (const type of types) expect(hasThumb(type), type).toBe(true);
    expect(hasThumb('no-such-type')).toBe(false);
  });

  it('draws checkout and the account pages each their own picture', () => {
    const pictures = ['checkout', 'account-orders', 'account-addresses', 'account-overview'].map(
      picture,
    );
    expect(new Set(pictures).size).toBe(4);
  });

  it('draws the shop types each their own picture', () => {
    const shop = ['product-grid', 'product-list', 'product-detail'].map(picture);
    const others = ['gallery', 'features', 'customer-login'].map(picture);
    expect(new Set([...shop, ...others]).size).toBe(6);
    for (const svg of shop) expect(svg).toMatch(/^<svg class="swe-thumb" viewBox="0 0 80 48"/);
  });
});
