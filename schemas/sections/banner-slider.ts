import {
  autoplaySchema,
  buttonsSchema,
  htmlSchema,
  imageSchema,
  pageAction,
  pageButton,
  phoneImageSchema,
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
          mobileImage: phoneImageSchema('image'),
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
          html: '<p><strong>Limited time</strong></p><h2>Up to 30% off selected items</h2><p>Say what is on offer, for whom, and until when.</p>',
          buttons: [
            {
              text: 'Shop the sale',
              style: 'primary',
              buttonAction: pageAction('/'),
            },
          ],
        },
        {
          background: 'color',
          color: 'accent',
          html: '<h2>Free delivery over ₹999</h2><p>Tell customers how quickly orders arrive, and where you deliver.</p>',
          buttons: [pageButton('Start shopping', 'secondary', '/')],
        },
        {
          background: 'color',
          color: 'surface',
          html: '<h2>New this month</h2><p>Introduce a new product, service or collection in a sentence.</p>',
          buttons: [
            {
              text: 'See what is new',
              style: 'primary',
              buttonAction: pageAction('/'),
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
