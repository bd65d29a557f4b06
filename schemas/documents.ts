import { sectionStyleSchema } from './section-style';
import { siteMenusSchema } from './sections/_nav';
import { themeSchema } from './theme';
import type { JsonSchema } from './types';

/** Limits shared by the server's checks and the editor. */
export const PAGE_PATH_MAX = 200;
export const PAGE_TITLE_MAX = 120;
export const SECTIONS_PER_PAGE_MAX = 1000;
export const SECTION_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** A page path: `/` (the root page) or `/a/b` of lower-case letters, digits and dashes. */
export const PAGE_PATH_PATTERN = '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$';

/**
 * A placed section's shape. Its `config` is checked separately against the type's own schema
 * (schemas/sections), so a draft may hold a section that fails it; publishing refuses that.
 */
export const sectionShapeSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: SECTION_ID_PATTERN },
    type: { type: 'string', minLength: 1, maxLength: 64 },
    hidden: { type: 'boolean' },
    config: { type: 'object' },
    style: sectionStyleSchema,
    // A placement of a reusable section: its config is the reusable's (docs/page-format.md).
    ref: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['id', 'type', 'config'],
  additionalProperties: false,
} as const satisfies JsonSchema;

export const seoSchema = {
  type: 'object',
  title: 'SEO',
  properties: {
    title: { type: 'string', title: 'SEO title', maxLength: 120 },
    description: { type: 'string', title: 'Meta description', maxLength: 320 },
    image: { type: 'string', title: 'Share image', pattern: '^(/|https?://)', 'x-widget': 'image' },
  },
  additionalProperties: false,
} as const satisfies JsonSchema;

/** The stored page document (a draft or a published version). */
export const pageDocumentSchema = {
  type: 'object',
  title: 'Page',
  properties: {
    version: { type: 'integer', minimum: 1 },
    title: { type: 'string', title: 'Title', minLength: 1, maxLength: PAGE_TITLE_MAX },
    seo: seoSchema,
    sections: { type: 'array', items: sectionShapeSchema, maxItems: SECTIONS_PER_PAGE_MAX },
  },
  required: ['version', 'title', 'seo', 'sections'],
  additionalProperties: false,
} as const satisfies JsonSchema;

/**
 * The builder's page settings form (title, SEO, and the path shown read-only: renaming is a
 * page action). Here rather than beside the form so the validators can be generated from it.
 */
export const pageSettingsSchema = {
  type: 'object',
  properties: {
    title: pageDocumentSchema.properties.title,
    path: { type: 'string', title: 'Path', maxLength: PAGE_PATH_MAX },
    seo: seoSchema,
  },
  required: ['title', 'path', 'seo'],
} as const satisfies JsonSchema;

/** The site document: theme, the shared header and footer, and the menus they show. */
export const siteDocumentSchema = {
  type: 'object',
  title: 'Site',
  properties: {
    version: { type: 'integer', minimum: 1 },
    theme: themeSchema,
    header: { anyOf: [sectionShapeSchema, { type: 'null' }] },
    footer: { anyOf: [sectionShapeSchema, { type: 'null' }] },
    menus: siteMenusSchema,
  },
  required: ['version', 'theme', 'header', 'footer', 'menus'],
  additionalProperties: false,
} as const satisfies JsonSchema;
