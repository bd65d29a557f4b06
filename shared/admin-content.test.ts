import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ajvFields, nearSchema } from '../tests/support/form-schemas';
import { type FormSchema, formProblems } from './admin-api';
import {
  BLOG_CATEGORY_MESSAGES,
  BLOG_CATEGORY_SCHEMA,
  BLOG_POST_FORM_SCHEMA,
  BLOG_POST_MESSAGES,
  BLOG_POST_SCHEMA,
  BROADCAST_FORM_MESSAGES,
  BROADCAST_SCHEMA,
  contentListMessages,
  contentListSchema,
  ENQUIRY_STATUSES,
} from './admin-content';
import { NEWSLETTER_STATUSES } from './content';

const SAMPLES = ['', ' ', 'a b', 'my-first-post', 'Bad Slug', 'a--b', '-a', 'x\ny', ' \r\n', 'é😀'];
const near = (schema: FormSchema) => nearSchema(schema, { samples: SAMPLES, maxItems: 22 });

const schemas: [string, FormSchema][] = [
  ['blog post form', BLOG_POST_FORM_SCHEMA],
  ['blog category', BLOG_CATEGORY_SCHEMA],
  ['broadcast', BROADCAST_SCHEMA],
  ['newsletter list', contentListSchema(NEWSLETTER_STATUSES)],
  ['enquiries list', contentListSchema(ENQUIRY_STATUSES)],
];

describe('the content forms: the admin app’s checker and the server’s Ajv agree', () => {
  it.each(schemas)('finds the same wrong fields as Ajv for the %s schema', (_name, schema) => {
    fc.assert(
      fc.property(near(schema), (value) => {
        expect(Object.keys(formProblems(schema, value)).sort()).toEqual(ajvFields(schema, value));
      }),
      { numRuns: 600 },
    );
  });

  const goodPost = {
    title: 'Notes from the dye house',
    slug: '',
    shortDescription: 'Indigo, nine dips.',
    bodyMarkdown: '**nine dips**',
    imageAlt: '',
    tags: ['indigo'],
    author: { name: 'Asha', subtitle: '' },
    seo: {},
  };

  it("answers each field's own message, and nothing for good values", () => {
    expect(formProblems(BLOG_POST_FORM_SCHEMA, goodPost, BLOG_POST_MESSAGES)).toEqual({});
    expect(
      formProblems(
        BLOG_POST_FORM_SCHEMA,
        {
          ...goodPost,
          title: '  ',
          slug: 'Bad Slug',
          author: { name: 'A', subtitle: 'x'.repeat(101) },
        },
        BLOG_POST_MESSAGES,
      ),
    ).toEqual({
      title: BLOG_POST_MESSAGES.title,
      slug: BLOG_POST_MESSAGES.slug,
      'author.subtitle': BLOG_POST_MESSAGES['author.subtitle'],
    });
    expect(
      formProblems(BLOG_CATEGORY_SCHEMA, { key: 'Bad Key', title: 'X' }, BLOG_CATEGORY_MESSAGES),
    ).toEqual({ key: BLOG_CATEGORY_MESSAGES.key });
    expect(
      formProblems(
        BROADCAST_SCHEMA,
        { subject: 'Hi\nBcc: x', bodyMarkdown: ' ' },
        BROADCAST_FORM_MESSAGES,
      ),
    ).toEqual({
      subject: BROADCAST_FORM_MESSAGES.subject,
      bodyMarkdown: BROADCAST_FORM_MESSAGES.bodyMarkdown,
    });
    expect(contentListMessages(ENQUIRY_STATUSES).status).toBe(
      'status must be NEW, READ or HANDLED.',
    );
    expect(contentListMessages(NEWSLETTER_STATUSES).status).toBe(
      'status must be SUBSCRIBED or UNSUBSCRIBED.',
    );
  });

  it('the server’s post body is the form with the fields chosen from lists', () => {
    const input = {
      ...goodPost,
      image: null,
      categoryKey: null,
      author: { ...goodPost.author, thumb: null },
      status: 'draft',
    };
    expect(ajvFields(BLOG_POST_SCHEMA, input)).toEqual([]);
    const { slug: _slug, ...noSlug } = input;
    expect(ajvFields(BLOG_POST_SCHEMA, noSlug)).toEqual([]);
    // Every rule of the form holds on the server too.
    expect(ajvFields(BLOG_POST_SCHEMA, { ...input, title: ' ', slug: 'Bad Slug' })).toEqual([
      'slug',
      'title',
    ]);
    expect(ajvFields(BLOG_POST_SCHEMA, { ...input, author: goodPost.author })).toEqual([
      'author.thumb',
    ]);
    const serverRules: Record<string, unknown> = BLOG_POST_SCHEMA.properties;
    for (const [name, rule] of Object.entries(BLOG_POST_FORM_SCHEMA.properties))
      if (name !== 'author') expect(serverRules[name]).toBe(rule);
  });
});
