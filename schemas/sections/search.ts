import { optionalIntroProperties, textSchema } from '../fragments';
import type { ConfigOf, JsonSchema, SectionMeta } from '../types';

export type SearchConfig = ConfigOf<typeof searchSchema>;

/**
 * Product search an owner places on any page (issue 33): the search box with predictive
 * results, and, when `showResults`, the results in place with the grid's filters (counts),
 * sort and pages; else Enter opens the search page. Built in at /search.
 */
export const searchSchema = {
  type: 'object',
  title: 'Search',
  properties: {
    ...optionalIntroProperties('Search'),
    placeholder: textSchema('Placeholder', 80, 'Search products'),
    showResults: {
      type: 'boolean',
      title: 'List the results here (off: open the search page)',
      default: true,
    },
    showFilter: { type: 'boolean', title: 'Show sort and filters', default: true },
    pageSize: {
      type: 'integer',
      title: 'Results per page',
      minimum: 4,
      maximum: 48,
      default: 12,
    },
  },
  required: ['placeholder', 'showResults', 'showFilter', 'pageSize'],
} as const satisfies JsonSchema;

export const searchMeta: SectionMeta = {
  type: 'search',
  label: 'Search',
  category: 'shop',
  order: 125,
  thumb: 'products',
  schema: searchSchema,
  interactive: true,
};
