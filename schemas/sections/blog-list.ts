import {
  buttonActionSchema,
  buttonsSchema,
  dynamicContentFilterSchema,
  imageSchema,
  layoutSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** SPEC §2's four blog listing layouts. */
export const BLOG_LIST_VARIANTS = ['grid', 'cards-over-images', 'list', 'split-featured'] as const;
export type BlogListVariant = (typeof BLOG_LIST_VARIANTS)[number];

/** Blog sorts (shared/content.ts BLOG_SORTS; SPEC §9: title ascending by default). */
const BLOG_SORT_VALUES = ['titleAsc', 'titleDesc', 'newest', 'oldest'] as const;

/** SPEC §3's `dynamicContentFilter` for posts: the blog's category keys, sort and page size. */
export type BlogContentFilter = BlogListConfig['dynamicContentFilter'];

/** A post card written by hand (shown while `showDynamicContent` is off). */
export type BlogCardConfig = BlogListConfig['cards'][number];

export type BlogListConfig = ConfigOf<typeof blogListSchema>;

const P = dynamicContentFilterSchema.properties;
/** The server's page-size bound (shared/content.ts BLOG_LIMITS.pageSize). */
const BLOG_PAGE_MAX = 50;

/**
 * Which posts a blog list shows when `showDynamicContent` is on: the blog's category keys (IN;
 * none: every category), the order, pagination and the page size (SPEC §9 defaults: 10 a page).
 * The shape of schemas/fragments.ts's listing filter, with the blog's keys and sorts.
 */
export const blogContentFilterSchema = {
  type: 'object',
  title: 'Which posts',
  properties: {
    filters: {
      type: 'object',
      title: 'Filters',
      properties: {
        category: {
          type: 'array',
          title: 'Categories',
          items: {
            type: 'string',
            minLength: 1,
            maxLength: 60,
            pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
          },
          maxItems: 20,
        },
      },
      additionalProperties: false,
      default: {},
    },
    shortBY: { type: 'string', title: 'Sort by', enum: BLOG_SORT_VALUES, default: 'titleAsc' },
    showPagination: P.showPagination,
    cardPerSection: { ...P.cardPerSection, maximum: BLOG_PAGE_MAX },
    totalCardsToShow: { ...P.totalCardsToShow, maximum: BLOG_PAGE_MAX },
  },
  required: ['filters', 'shortBY', 'showPagination', 'cardPerSection', 'totalCardsToShow'],
  additionalProperties: false,
  default: {
    filters: {},
    shortBY: 'titleAsc',
    showPagination: true,
    cardPerSection: 10,
    totalCardsToShow: 10,
  },
  'x-widget': 'blogContentFilter',
} as const satisfies JsonSchema;

export const blogCardSchema = {
  type: 'object',
  title: 'Post',
  properties: {
    title: nonEmptyTextSchema('Title', 160, 'A post'),
    shortDescription: textSchema('Short description', 300),
    image: { ...imageSchema, title: 'Image' },
    alt: textSchema('Image description', 200),
    date: { type: 'string', title: 'Date (YYYY-MM-DD)', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    category: textSchema('Category', 60),
    buttonAction: buttonActionSchema,
  },
  required: ['title', 'buttonAction'],
} as const satisfies JsonSchema;

export const blogListSchema = {
  type: 'object',
  title: 'Blog list',
  properties: {
    variant: layoutSchema(BLOG_LIST_VARIANTS, 'grid'),
    title: textSchema('Small text above heading', 60, 'Journal'),
    heading: textSchema('Heading', 120, 'Stories and notes'),
    description: textSchema('Description', 400),
    showSearch: { type: 'boolean', title: 'Show the search box', default: true },
    showFilter: { type: 'boolean', title: 'Show the category filter', default: true },
    showDynamicContent: { type: 'boolean', title: 'Fill from the blog', default: true },
    dynamicContentFilter: blogContentFilterSchema,
    cards: {
      type: 'array',
      title: 'Posts (when not filled from the blog)',
      items: blogCardSchema,
      maxItems: 24,
      default: [],
    },
    buttons: buttonsSchema,
  },
  required: [
    'variant',
    'showSearch',
    'showFilter',
    'showDynamicContent',
    'dynamicContentFilter',
    'cards',
    'buttons',
  ],
} as const satisfies JsonSchema;

export const blogListMeta: SectionMeta = {
  type: 'blog-list',
  label: 'Blog list',
  category: 'content',
  order: 420,
  thumb: 'blog',
  schema: blogListSchema,
  variants: BLOG_LIST_VARIANTS,
  interactive: true,
};
