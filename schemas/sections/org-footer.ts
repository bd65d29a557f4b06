import { listSchema, nonEmptyTextSchema, phoneSchema, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';
import { brandProperties, socialLinksDefaultSchema } from './_nav';

export type OrgFooterConfig = ConfigOf<typeof orgFooterSchema>;

export const orgFooterSchema = {
  type: 'object',
  title: 'Organisation footer',
  properties: {
    ...brandProperties('/demo/brand-org.svg', 'name'),
    about: textSchema(
      'About text',
      400,
      'We run an annual scholarship exam and year-round mentoring so that talented students from low-income families can finish school and reach college.',
    ),
    // Empty: the organisation's own from Settings; filled, this footer's own.
    address: textSchema('Address (empty: the store’s, from Settings)', 160, ''),
    phone: phoneSchema('Phone (empty: the store’s, from Settings)', ''),
    email: textSchema('Email (empty: the store’s, from Settings)', 80, ''),
    registrations: listSchema(
      { title: 'Registration details', maxItems: 6 },
      {
        title: 'Registration',
        properties: {
          label: nonEmptyTextSchema('Label', 60, 'Registration No.'),
          value: textSchema('Value', 80, ''),
        },
        required: ['label', 'value'],
      },
      [
        { label: 'Registered under', value: 'Section 8, Companies Act 2013' },
        { label: 'CIN', value: 'U80900MH2016NPL281234' },
        { label: 'CSR-1 No.', value: 'CSR00012345' },
        { label: '12A & 80G', value: 'AABCB1234F' },
      ],
    ),
    socials: socialLinksDefaultSchema('facebook', 'instagram', 'youtube', 'linkedin'),
    copyrightText: textSchema('Text after the copyright', 120, 'All rights reserved.'),
  },
  required: ['brand', 'about', 'registrations', 'socials', 'copyrightText'],
} as const satisfies JsonSchema;

export const orgFooterMeta: SectionMeta = {
  type: 'org-footer',
  label: 'Organisation footer',
  category: 'organisation',
  order: 280,
  schema: orgFooterSchema,
  interactive: false,
  placement: 'footer',
};
