import {
  imageSchema,
  introProperties,
  listSchema,
  nonEmptyTextSchema,
  textSchema,
} from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export const SOCIAL_NETWORKS = [
  'linkedin',
  'x',
  'instagram',
  'facebook',
  'email',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type TeamMember = TeamGridConfig['people'][number];

export type TeamGridConfig = ConfigOf<typeof teamGridSchema>;

export const teamGridSchema = {
  type: 'object',
  title: 'Team grid',
  properties: {
    variant: { type: 'string', title: 'Layout', enum: ['cards', 'compact'], default: 'cards' },
    ...introProperties(
      'Our team',
      'The people behind the work',
      'A small team that cares about every detail, from the first call to the final delivery.',
    ),
    people: listSchema(
      { title: 'People', minItems: 1, maxItems: 48 },
      {
        title: 'Person',
        properties: {
          name: nonEmptyTextSchema('Name', 80, 'Full name'),
          role: textSchema('Role', 80, 'Role'),
          image: { ...imageSchema, title: 'Photo', default: '/demo/person-1.svg' },
          // The compact layout shows photo, name and role only.
          bio: {
            type: 'string',
            title: 'Short bio (optional)',
            maxLength: 400,
            'x-variants': ['cards'],
          },
          socials: {
            type: 'array',
            title: 'Social links (optional)',
            maxItems: 6,
            'x-variants': ['cards'],
            items: {
              type: 'object',
              title: 'Social link',
              properties: {
                network: {
                  type: 'string',
                  title: 'Network',
                  enum: SOCIAL_NETWORKS,
                  default: 'linkedin',
                },
                url: {
                  type: 'string',
                  title: 'Link',
                  pattern: '^(https?://|mailto:)',
                  default: 'https://www.linkedin.com/',
                },
              },
              required: ['network', 'url'],
            },
            default: [],
          },
        },
        required: ['name', 'role'],
      },
      [
        {
          name: 'Priya Raman',
          role: 'Founder & CEO',
          image: '/demo/person-1.svg',
          bio: 'Started the company in 2019 after a decade in retail operations.',
          socials: [{ network: 'linkedin', url: 'https://www.linkedin.com/' }],
        },
        {
          name: 'Arjun Kapoor',
          role: 'Head of Design',
          image: '/demo/person-2.svg',
          bio: 'Leads the product and brand design team.',
          socials: [],
        },
        {
          name: 'Meera Nair',
          role: 'Operations Lead',
          image: '/demo/person-3.svg',
          bio: 'Makes sure every order leaves on time.',
          socials: [],
        },
        {
          name: 'Kabir Singh',
          role: 'Customer Care',
          image: '/demo/person-4.svg',
          bio: 'Answers your questions six days a week.',
          socials: [],
        },
      ],
    ),
  },
  required: ['variant', 'heading', 'people'],
} as const satisfies JsonSchema;

export const teamGridMeta: SectionMeta = {
  type: 'team-grid',
  label: 'Team grid',
  category: 'content',
  order: 240,
  thumb: 'people',
  schema: teamGridSchema,
  variants: ['cards', 'compact'],
  interactive: false,
};
