// The "New page" templates: which sections a new page starts with, each filled from its type's
// schema defaults and then with the template's own neutral placeholder text (an owner keeps it
// or types over it). Data only; the editor loads the types' schemas and builds the sections.
import { defaultsFromSchema } from './defaults';
import type { JsonSchema } from './types';

/** One section of a template: its type, and what the template says over the type's defaults. */
export type TemplateSection = { type: string; config?: Record<string, unknown> };

export type PageTemplate = {
  key: string;
  label: string;
  /** The title the dialog suggests (the owner may type another). */
  title: string;
  sections: readonly TemplateSection[];
};

const para = (text: string) => ({ kind: 'paragraph', text });
const heading = (text: string) => ({ kind: 'heading', text, level: 'h2' });

export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  { key: 'blank', label: 'Blank', title: '', sections: [] },
  {
    key: 'about',
    label: 'About',
    title: 'About us',
    sections: [
      {
        type: 'hero',
        config: {
          variant: 'centered',
          title: 'About us',
          titleButtonEnabled: false,
          heading: 'Who we are',
          description: 'A sentence or two on what you do, for whom, and why it matters to you.',
          buttons: [],
        },
      },
      {
        type: 'rich-section',
        config: {
          blocks: [
            heading('Our story'),
            para('Tell visitors how you started, what you care about and what they can expect.'),
            para('Replace this text with your own: a few short paragraphs read best.'),
          ],
        },
      },
    ],
  },
  {
    key: 'contact',
    label: 'Contact',
    title: 'Contact',
    sections: [
      {
        type: 'contact-form',
        config: {
          heading: 'Contact us',
          description:
            'Write to us and we will reply soon.\n\n- **Email:** you@example.com\n- **Phone:** +91 00000 00000',
        },
      },
    ],
  },
  {
    key: 'landing',
    label: 'Landing',
    title: 'Welcome',
    sections: [
      {
        type: 'hero',
        config: {
          variant: 'centered',
          title: 'New',
          titleButtonEnabled: false,
          heading: 'Your headline goes here',
          description: 'One sentence that says what you offer and why it is worth a look.',
        },
      },
      {
        type: 'cta',
        config: {
          heading: 'Ready to start?',
          description: 'Tell visitors the one thing to do next.',
        },
      },
    ],
  },
  {
    key: 'faq',
    label: 'FAQ',
    title: 'FAQ',
    sections: [
      {
        type: 'faq',
        config: {
          eyebrow: '',
          heading: 'Frequently asked questions',
          description: 'Answers to the questions we hear most.',
          items: [
            { question: 'Your first question?', answer: 'Its answer, in a sentence or two.' },
            { question: 'Your second question?', answer: 'Its answer, in a sentence or two.' },
            { question: 'Your third question?', answer: 'Its answer, in a sentence or two.' },
          ],
        },
      },
    ],
  },
  {
    key: 'policy',
    label: 'Policy',
    title: 'Privacy policy',
    sections: [
      {
        type: 'rich-section',
        config: {
          blocks: [
            heading('Policy'),
            para('Say what this policy covers and when it was last updated.'),
            heading('1. First topic'),
            para('The rules or promises of this part, in plain words.'),
            heading('2. Second topic'),
            para('The rules or promises of this part, in plain words.'),
          ],
        },
      },
    ],
  },
  {
    key: 'collection',
    label: 'Collection (product grid)',
    title: 'Shop',
    sections: [{ type: 'product-grid', config: { heading: 'All products' } }],
  },
  {
    key: 'blog',
    label: 'Blog (post list)',
    title: 'Blog',
    sections: [{ type: 'blog-list', config: { title: 'Blog', heading: 'Latest posts' } }],
  },
];

/** The section types a template uses (their schemas must be loaded to build it). */
export function templateTypes(template: PageTemplate): string[] {
  return [...new Set(template.sections.map((s) => s.type))];
}

/**
 * A template's sections with new ids: each type's schema defaults, then the template's text.
 * `schemaOf` answers a type's schema; `newId` an id not yet taken.
 */
export function templateSections(
  template: PageTemplate,
  schemaOf: (type: string) => JsonSchema,
  newId: () => string,
): { id: string; type: string; config: Record<string, unknown> }[] {
  return template.sections.map((s) => ({
    id: newId(),
    type: s.type,
    config: {
      ...(defaultsFromSchema(schemaOf(s.type)) as Record<string, unknown>),
      ...structuredClone(s.config ?? {}),
    },
  }));
}
