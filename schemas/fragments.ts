import type { JsonSchema } from './types';

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

export const buttonsSchema = {
  type: 'array',
  title: 'Buttons',
  items: buttonSchema,
  maxItems: 4,
  default: [],
} as const satisfies JsonSchema;

/** An image URL: uploaded (/uploads/…), shipped (/assets/…, /demo/…) or absolute https. */
export const imageSchema = {
  type: 'string',
  title: 'Image',
  pattern: '^(/|https?://)',
  'x-widget': 'image',
} as const satisfies JsonSchema;

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

/** What a listing section shows when it fills itself from the catalogue or the blog. */
export type DynamicContentFilter = {
  showDynamicContent: boolean;
  model?: 'products' | 'categories' | 'blog';
  /** A category slug that narrows products or posts; empty means all. */
  category?: string;
  sort?: 'created' | 'title' | 'priceLowToHigh' | 'priceHighToLow';
  limit?: number;
};

/**
 * The `dynamicContentFilter` group of SPEC §3: off, a section shows its own items; on, it lists
 * products, categories or blog posts. Defaults follow SPEC §9 (sort created, 10 cards).
 */
export const dynamicContentFilterSchema = {
  type: 'object',
  title: 'Dynamic content',
  properties: {
    showDynamicContent: {
      type: 'boolean',
      title: 'Fill from the catalogue or blog',
      default: false,
    },
    model: {
      type: 'string',
      title: 'Show',
      enum: ['products', 'categories', 'blog'],
      default: 'products',
    },
    category: { type: 'string', title: 'Category (empty: all)', maxLength: 200 },
    sort: {
      type: 'string',
      title: 'Sort by',
      enum: ['created', 'title', 'priceLowToHigh', 'priceHighToLow'],
      default: 'created',
    },
    limit: { type: 'integer', title: 'How many', minimum: 1, maximum: 48, default: 10 },
  },
  required: ['showDynamicContent'],
  default: { showDynamicContent: false, model: 'products', sort: 'created', limit: 10 },
  'x-widget': 'dynamicContentFilter',
} as const satisfies JsonSchema;
