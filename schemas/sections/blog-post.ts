import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

/** The post page's body at /blog/{slug}: the post comes from the path, not the config. */
export type BlogPostConfig = ConfigOf<typeof blogPostSchema>;

export const blogPostSchema = {
  type: 'object',
  title: 'Blog post',
  properties: {
    showImage: { type: 'boolean', title: 'Show the image', default: true },
    showAuthor: { type: 'boolean', title: 'Show the author', default: true },
    showTags: { type: 'boolean', title: 'Show the tags', default: true },
    showComments: { type: 'boolean', title: 'Show the comments', default: true },
  },
  required: ['showImage', 'showAuthor', 'showTags', 'showComments'],
} as const satisfies JsonSchema;

export const blogPostMeta: SectionMeta = {
  type: 'blog-post',
  label: 'Blog post',
  category: 'content',
  order: 430,
  thumb: 'article',
  inPalette: false,
  schema: blogPostSchema,
  interactive: true,
};
