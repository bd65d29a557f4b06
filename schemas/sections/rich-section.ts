import {
  buttonsSchema,
  headingLevelSchema,
  htmlSchema,
  imageSchema,
  listSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The nine content block kinds of SPEC §3 "Content section types"; `message` is owner HTML. */
export type RichBlock = ConfigOf<typeof richBlockSchema>;

type RichBlockKind = (typeof RICH_BLOCK_KINDS)[number];

export type RichSectionConfig = ConfigOf<typeof richSectionSchema>;

export const RICH_BLOCK_KINDS = [
  'points',
  'heading',
  'paragraph',
  'quote',
  'image',
  'buttons',
  'dataPoints',
  'horizontalLine',
  'message',
] as const;

const kind = <K extends RichBlockKind>(value: K) =>
  ({ type: 'string', title: 'Block type', const: value, default: value }) as const;

/**
 * One option per kind, told apart by the `kind` const, so exactly one matches (Ajv) and the
 * builder (@rjsf) can offer a block-type picker. Field names differ between kinds where types
 * differ; in particular only `message` blocks have `html`, so sanitizing cannot pick a wrong branch.
 */
export const richBlockSchema = {
  title: 'Block',
  oneOf: [
    {
      type: 'object',
      title: 'Points',
      properties: {
        kind: kind('points'),
        points: {
          type: 'array',
          title: 'Points',
          items: { type: 'string', title: 'Point' },
          default: [],
        },
      },
      required: ['kind', 'points'],
    },
    {
      type: 'object',
      title: 'Heading',
      properties: {
        kind: kind('heading'),
        text: nonEmptyTextSchema('Text', 200, 'Heading'),
        level: headingLevelSchema,
      },
      required: ['kind', 'text'],
    },
    {
      type: 'object',
      title: 'Paragraph',
      properties: {
        kind: kind('paragraph'),
        text: textSchema('Text', 4000, ''),
      },
      required: ['kind', 'text'],
    },
    {
      type: 'object',
      title: 'Quote',
      properties: {
        kind: kind('quote'),
        message: nonEmptyTextSchema('Quote', 1000, ''),
        user: {
          type: 'object',
          title: 'Who said it',
          properties: {
            thumb: { ...imageSchema, title: 'Photo' },
            title: textSchema('Name', 80),
            subtitle: textSchema('Role or place', 120),
          },
        },
      },
      required: ['kind', 'message'],
    },
    {
      type: 'object',
      title: 'Image',
      properties: {
        kind: kind('image'),
        src: { ...imageSchema, title: 'Image', default: '/demo/gallery-1.svg' },
        alt: textSchema('Image description', 200, ''),
        caption: textSchema('Caption', 300),
        width: { type: 'integer', title: 'Width (px)', minimum: 1, default: 1200 },
        height: { type: 'integer', title: 'Height (px)', minimum: 1, default: 800 },
      },
      required: ['kind', 'src', 'alt'],
    },
    {
      type: 'object',
      title: 'Buttons',
      properties: { kind: kind('buttons'), buttons: buttonsSchema },
      required: ['kind', 'buttons'],
    },
    {
      type: 'object',
      title: 'Data points',
      properties: {
        kind: kind('dataPoints'),
        items: listSchema(
          { title: 'Data points' },
          {
            title: 'Data point',
            properties: {
              name: textSchema('Label', 80, ''),
              value: textSchema('Value', 40, ''),
            },
            required: ['name', 'value'],
          },
          [],
        ),
      },
      required: ['kind', 'items'],
    },
    {
      type: 'object',
      title: 'Horizontal line',
      properties: { kind: kind('horizontalLine') },
      required: ['kind'],
    },
    {
      type: 'object',
      title: 'Message',
      properties: {
        kind: kind('message'),
        html: { ...htmlSchema, title: 'Message' },
      },
      required: ['kind', 'html'],
    },
  ],
} as const satisfies JsonSchema;

export const richSectionSchema = {
  type: 'object',
  title: 'Rich section',
  properties: {
    width: { type: 'string', title: 'Width', enum: ['narrow', 'wide'], default: 'narrow' },
    alignment: { type: 'string', title: 'Alignment', enum: ['left', 'center'], default: 'left' },
    blocks: {
      type: 'array',
      title: 'Blocks',
      items: richBlockSchema,
      default: [
        { kind: 'heading', text: 'Our story', level: 'h2' },
        {
          kind: 'paragraph',
          text: 'We started with a simple idea: do a few things, and do them properly. Years later that still guides every decision we make, from who we hire to how we answer the phone.',
        },
        {
          kind: 'points',
          points: [
            'Real people answer every message',
            'Clear prices, no surprises',
            'Work we are proud to sign',
          ],
        },
        { kind: 'horizontalLine' },
        {
          kind: 'dataPoints',
          items: [
            { name: 'Years in business', value: '12' },
            { name: 'Happy customers', value: '4,800+' },
            { name: 'Average rating', value: '4.9' },
          ],
        },
      ],
    },
  },
  required: ['width', 'alignment', 'blocks'],
} as const satisfies JsonSchema;

export const richSectionMeta: SectionMeta = {
  type: 'rich-section',
  label: 'Rich section',
  category: 'content',
  order: 160,
  thumb: 'text',
  schema: richSectionSchema,
  interactive: false,
};
