import type { ConfigOf, JsonSchema } from './json-schema';

/** Shared schema pieces; sections compose them so a link or an image means one thing everywhere. */
export const buttonActionSchema = {
  type: 'object',
  title: 'Button action',
  properties: {
    navigateTo: {
      type: 'string',
      title: 'Navigate to',
      enum: ['page', 'category', 'product', 'externalLink'],
      default: 'page',
    },
    page: { type: 'string', title: 'Page path', default: '/' },
    category: { type: 'string', title: 'Category slug' },
    product: { type: 'string', title: 'Product path' },
    externalLink: { type: 'string', title: 'External link', pattern: '^(https?://|mailto:|tel:)' },
  },
  required: ['navigateTo'],
  default: { navigateTo: 'page', page: '/' },
  'x-widget': 'buttonAction',
} as const satisfies JsonSchema;

type ButtonAction = ConfigOf<typeof buttonActionSchema>;

/** Shorthand for the action that opens a page, in defaults and fixtures. */
export const pageAction = (path: string): ButtonAction => ({ navigateTo: 'page', page: path });

/** A button action that opens one page unless the owner points it elsewhere. */
export function pageActionSchema<const T extends string>(title: T, path: string) {
  return { ...buttonActionSchema, title, default: pageAction(path) } as const;
}

export const buttonSchema = {
  type: 'object',
  title: 'Button',
  properties: {
    text: { type: 'string', title: 'Text', default: 'Learn more', minLength: 1, maxLength: 60 },
    style: { type: 'string', title: 'Style', enum: ['primary', 'secondary'], default: 'primary' },
    buttonAction: buttonActionSchema,
  },
  required: ['text', 'buttonAction'],
} as const satisfies JsonSchema;

/** Shorthand for a button that opens a page, in defaults and fixtures. */
export const pageButton = (
  text: string,
  style: 'primary' | 'secondary',
  path: string,
): ConfigOf<typeof buttonSchema> => ({ text, style, buttonAction: pageAction(path) });

/**
 * A single button the owner can hide, spread into properties: `enableButton` (titled
 * `toggleTitle`, on or off by default), then `button` with its default.
 */
export function toggledButtonProperties(
  toggleTitle: string,
  enabled: boolean,
  button: ConfigOf<typeof buttonSchema>,
) {
  return {
    enableButton: { type: 'boolean', title: toggleTitle, default: enabled },
    button: { ...buttonSchema, default: button },
  } as const;
}

export const buttonsSchema = {
  type: 'array',
  title: 'Buttons',
  items: buttonSchema,
  maxItems: 4,
  default: [],
} as const satisfies JsonSchema;

/**
 * A text property that must not be empty: `{ type: 'string', title, minLength: 1, maxLength,
 * default }`, keys in that order (the builder's forms and the validators read the JSON as is).
 */
export function nonEmptyTextSchema<const D extends string>(
  title: string,
  maxLength: number,
  text: D,
) {
  return { type: 'string', title, minLength: 1, maxLength, default: text } as const;
}

type TextSchema = { type: 'string'; title: string; maxLength: number };
type DefaultedTextSchema<D extends string> = {
  type: 'string';
  title: string;
  maxLength: number;
  default: D;
};

/**
 * A text property that may be empty: `{ type: 'string', title, maxLength }`, then `default` when
 * one is given.
 */
export function textSchema(title: string, maxLength: number): TextSchema;
export function textSchema<const D extends string>(
  title: string,
  maxLength: number,
  text: D,
): DefaultedTextSchema<D>;
export function textSchema(title: string, maxLength: number, text?: string) {
  return text === undefined
    ? ({ type: 'string', title, maxLength } as const)
    : ({ type: 'string', title, maxLength, default: text } as const);
}

/** A phone number as people write it: digits, spaces, +, brackets and dashes. */
export function phoneSchema<const D extends string>(title: string, text: D) {
  return { type: 'string', title, maxLength: 24, pattern: '^[+0-9 ()-]*$', default: text } as const;
}

/** The small text above a section's heading. */
export const eyebrowSchema = textSchema('Small text above heading', 60);

/** A slide's words, spread into its properties: eyebrow, heading, description, buttons. */
export function slideCopyProperties<const D extends string>(heading: D) {
  return {
    eyebrow: eyebrowSchema,
    heading: nonEmptyTextSchema('Heading', 120, heading),
    description: textSchema('Description', 400),
    buttons: buttonsSchema,
  } as const;
}

/**
 * A content section's intro, spread into its properties: the eyebrow, heading and description
 * above its items, each with the section's own default words. The heading must not be empty
 * (a page whose FAQ or features lost their heading is refused at publish); the rest may be.
 */
export function introProperties<
  const E extends string,
  const H extends string,
  const D extends string,
>(eyebrow: E, heading: H, description: D) {
  return {
    eyebrow: textSchema('Small text above heading', 60, eyebrow),
    heading: nonEmptyTextSchema('Heading', 120, heading),
    description: textSchema('Description', 400, description),
  } as const;
}

/**
 * The heading and description a listing or gallery may show above its items, spread into its
 * properties; both may be left empty, and the description has a default only when one is given.
 */
export function optionalIntroProperties<const H extends string>(
  heading: H,
): { heading: DefaultedTextSchema<H>; description: TextSchema };
export function optionalIntroProperties<const H extends string, const D extends string>(
  heading: H,
  description: D,
): { heading: DefaultedTextSchema<H>; description: DefaultedTextSchema<D> };
export function optionalIntroProperties(heading: string, description?: string) {
  return {
    heading: textSchema('Heading (optional)', 120, heading),
    description:
      description === undefined
        ? textSchema('Description (optional)', 300)
        : textSchema('Description (optional)', 300, description),
  };
}

/** A built-in screen's heading and the line below it (sign-in, sign-up, account pages). */
export function screenIntroProperties<const H extends string, const D extends string>(
  heading: H,
  description: D,
) {
  return {
    heading: nonEmptyTextSchema('Heading', 80, heading),
    description: textSchema('Description', 240, description),
  } as const;
}

/** An image's text alternative, empty by default. */
export const imageAltSchema = { type: 'string', title: 'Image description', default: '' } as const;

/** Sections that can sit on the tinted background to set themselves apart from their neighbours. */
export const alternateBackgroundSchema = {
  type: 'boolean',
  title: 'Tinted background',
  default: false,
} as const satisfies JsonSchema;

/** Sliders that move on by themselves unless the visitor is interacting. */
export const autoplaySchema = {
  type: 'boolean',
  title: 'Advance every 5 seconds',
  default: true,
} as const satisfies JsonSchema;

/**
 * An array of objects: `{ type: 'array', ...list, items: { type: 'object', ...item }, default }`,
 * keys in the order given (`list`: title and bounds; `item`: title, properties, required).
 */
export function listSchema<const L extends JsonSchema, const I extends JsonSchema>(
  list: L,
  item: I,
): { type: 'array' } & L & { items: { type: 'object' } & I };
export function listSchema<const L extends JsonSchema, const I extends JsonSchema, const D>(
  list: L,
  item: I,
  defaults: D,
): { type: 'array' } & L & { items: { type: 'object' } & I; default: D };
export function listSchema(list: JsonSchema, item: JsonSchema, ...defaults: unknown[]) {
  const schema = { type: 'array', ...list, items: { type: 'object', ...item } };
  return defaults.length > 0 ? { ...schema, default: defaults[0] } : schema;
}

/** A slider's slides: 1 to `maxItems` objects titled Slide (`slide`: properties, required). */
export function slidesSchema<const I extends JsonSchema, const D>(
  maxItems: number,
  slide: I,
  slides: D,
) {
  return listSchema(
    { title: 'Slides', minItems: 1, maxItems },
    { title: 'Slide', ...slide },
    slides,
  );
}

/** A section's `variant`: one of its layouts (the meta's `variants` lists the same values). */
export function layoutSchema<const E extends readonly string[], const D extends E[number]>(
  layouts: E,
  layout: D,
) {
  return { type: 'string', title: 'Layout', enum: layouts, default: layout } as const;
}

/** An image URL: uploaded (/uploads/…), shipped (/assets/…, /demo/…) or absolute https. */
export const imageSchema = {
  type: 'string',
  title: 'Image',
  pattern: '^(/|https?://)',
  'x-widget': 'image',
} as const satisfies JsonSchema;

/**
 * The phone value of the image field `of` beside it (`x-phone-of`): shown instead below 768 px
 * wide (runtime/ui/PhonePicture.tsx); empty, phones get the image itself. The builder marks the
 * field as the phone value of its image.
 */
export function phoneImageSchema<const O extends string>(of: O) {
  return {
    ...imageSchema,
    title: 'Phone image (optional, below 768 px wide)',
    'x-phone-of': of,
  } as const;
}

/** An image with its text alternative, spread into properties: `image`, then `alt`. */
export function imageWithAltProperties(title: string, image: string, alt = '') {
  return {
    image: { ...imageSchema, title, default: image },
    alt: { ...imageAltSchema, default: alt },
  } as const;
}

export const colorSchema = {
  type: 'string',
  title: 'Colour',
  pattern: '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
  'x-widget': 'color',
} as const satisfies JsonSchema;

/** Owner-written HTML; sanitized (DOMPurify) before it reaches any DOM. */
export const htmlSchema = {
  type: 'string',
  contentMediaType: 'text/html',
  'x-widget': 'html',
} as const satisfies JsonSchema;

export const headingLevelSchema = {
  type: 'string',
  title: 'Heading level',
  enum: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  default: 'h2',
} as const satisfies JsonSchema;

/** Owner-written markdown; rendered and sanitized before it reaches any DOM. */
export const markdownSchema = {
  type: 'string',
  contentMediaType: 'text/markdown',
  'x-widget': 'markdown',
} as const satisfies JsonSchema;

/** Sort orders of a product listing; SPEC §9's default is `created` (catalogue order). */
export const LISTING_SORTS = [
  'created',
  'newest',
  'priceLowToHigh',
  'priceHighToLow',
  'name',
] as const;

/** The `dynamicContentFilter` group of SPEC §3 (its names kept, `shortBY` included). */
export type DynamicContentFilter = ConfigOf<typeof dynamicContentFilterSchema>;

/**
 * The filters a listing section applies before the visitor filters further: a category slug (in
 * it or under it; empty: the whole catalogue), a brand slug, inclusive price bounds in minor
 * units (paise), in stock only.
 */
export type DynamicContentFilters = DynamicContentFilter['filters'];

/**
 * What a listing section lists when its `showDynamicContent` is on: SPEC §3's
 * `dynamicContentFilter` with SPEC §9's defaults (sort created, pagination on, 10 cards a page,
 * side filter off). With pagination a page holds `cardPerSection` cards; without, the section
 * shows the first `totalCardsToShow`.
 */
export const dynamicContentFilterSchema = {
  type: 'object',
  title: 'Which products',
  properties: {
    filters: {
      type: 'object',
      title: 'Filters',
      properties: {
        category: { type: 'string', title: 'Category', maxLength: 100 },
        brand: { type: 'string', title: 'Brand', maxLength: 100 },
        minPrice: { type: 'integer', title: 'Lowest price (paise)', minimum: 0 },
        maxPrice: { type: 'integer', title: 'Highest price (paise)', minimum: 0 },
        inStock: { type: 'boolean', title: 'Only in stock' },
      },
      additionalProperties: false,
      default: {},
    },
    shortBY: { type: 'string', title: 'Sort by', enum: LISTING_SORTS, default: 'created' },
    showPagination: { type: 'boolean', title: 'Show pagination', default: true },
    cardPerSection: {
      type: 'integer',
      title: 'Cards per page',
      minimum: 1,
      maximum: 60,
      default: 10,
    },
    totalCardsToShow: {
      type: 'integer',
      title: 'Cards to show (without pagination)',
      minimum: 1,
      maximum: 60,
      default: 10,
    },
    showSideFilter: { type: 'boolean', title: 'Side filter on desktop', default: false },
  },
  required: ['filters', 'shortBY', 'showPagination', 'cardPerSection', 'totalCardsToShow'],
  additionalProperties: false,
  default: {
    filters: {},
    shortBY: 'created',
    showPagination: true,
    cardPerSection: 10,
    totalCardsToShow: 10,
    showSideFilter: false,
  },
  'x-widget': 'dynamicContentFilter',
} as const satisfies JsonSchema;
