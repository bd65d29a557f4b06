import {
  autoplaySchema,
  buttonsSchema,
  htmlSchema,
  imageSchema,
  pageButton,
  slidesSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type BannerSliderConfig = ConfigOf<typeof bannerSliderSchema>;

export const bannerSliderSchema = {
  type: 'object',
  title: 'Banner slider',
  properties: {
    slides: slidesSchema(
      8,
      {
        properties: {
          background: {
            type: 'string',
            title: 'Background',
            enum: ['image', 'color'],
            default: 'color',
          },
          image: { ...imageSchema, title: 'Background image (decorative)' },
          color: {
            type: 'string',
            title: 'Background colour (from the theme)',
            enum: ['accent', 'surface', 'dark'],
            default: 'accent',
          },
          html: {
            ...htmlSchema,
            title: 'Text',
            default:
              '<h2>Your banner headline</h2><p>One line that tells visitors what is new.</p>',
          },
          buttons: buttonsSchema,
        },
        required: ['background', 'color', 'html', 'buttons'],
      },
      [
        {
          background: 'image',
          image: '/demo/banner-1.svg',
          color: 'dark',
          html: '<p><strong>Monsoon Sale</strong></p><h2>Up to 40% off home textiles</h2><p>Cushion covers, throws and table linen, for this week only.</p>',
          buttons: [
            {
              text: 'Shop the sale',
              style: 'primary',
              buttonAction: { navigateTo: 'category', category: 'sale' },
            },
          ],
        },
        {
          background: 'color',
          color: 'accent',
          html: '<h2>Free shipping on orders above ₹999</h2><p>Delivered to your door in 3 to 5 working days, anywhere in India.</p>',
          buttons: [pageButton('Start shopping', 'secondary', '/')],
        },
        {
          background: 'color',
          color: 'surface',
          html: '<h2>New: the Indigo Block-Print collection</h2><p>Hand-printed in Jaipur on soft, pre-washed cotton.</p>',
          buttons: [
            {
              text: 'Explore the collection',
              style: 'primary',
              buttonAction: { navigateTo: 'category', category: 'block-print' },
            },
          ],
        },
      ],
    ),
    align: { type: 'string', title: 'Text alignment', enum: ['left', 'center'], default: 'center' },
    autoplay: autoplaySchema,
  },
  required: ['slides', 'align', 'autoplay'],
} as const satisfies JsonSchema;

export const bannerSliderMeta: SectionMeta = {
  type: 'banner-slider',
  label: 'Banner slider',
  category: 'shop',
  order: 30,
  thumb: 'slider',
  mediaFirst: true,
  schema: bannerSliderSchema,
  interactive: true,
};
