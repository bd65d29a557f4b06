// Search's public API (docs/api.md, "Search API"): the search page's listing and the search
// box's predictive results. Thin: the Host's workspace, the schema, then the repo.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dynamicContentFilterSchema } from '../../schemas/fragments';
import {
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  PREDICTIVE_PATH,
  SEARCH_PATH,
  SEARCH_SORTS,
  type PredictiveAnswer,
  type SearchAnswer,
  type SearchRequest,
} from '../../shared/search';
import type { AccountContext } from '../accounts';
import { applyStrictValidation, strictObject, workspaceOr404 } from '../http';
import type { SearchRepo } from './repo';

export type SearchRoutesOptions = { ctx: AccountContext; search: SearchRepo };

/** The largest price a filter takes (minor units), as the catalogue's listing. */
const MAX_PRICE = 2_147_483_647;

export const QUERY_MESSAGE = `Please type what to search for (up to ${MAX_QUERY_LENGTH} characters).`;
export const FILTER_MESSAGE =
  'filter takes category and brand (slugs up to 100 characters), minPrice and maxPrice (whole numbers of paise) and inStock (true or false).';
export const SORT_MESSAGE = `sort must be one of ${SEARCH_SORTS.join(', ')}.`;
export const PAGE_MESSAGE = `page takes number (1 to ${MAX_PAGE_NUMBER}) and size (1 to ${MAX_PAGE_SIZE}), both whole numbers.`;
export const FACETS_MESSAGE = 'facets must be true or false.';

const filterProps = dynamicContentFilterSchema.properties.filters.properties;
const price = { type: 'integer', minimum: 0, maximum: MAX_PRICE } as const;
const q = { type: 'string', maxLength: MAX_QUERY_LENGTH } as const;

const searchBody = strictObject(
  {
    q,
    section: { type: 'string', maxLength: 100 },
    filter: strictObject({
      category: { type: 'string', maxLength: filterProps.category.maxLength },
      brand: { type: 'string', maxLength: filterProps.brand.maxLength },
      minPrice: price,
      maxPrice: price,
      inStock: { type: 'boolean' },
    }),
    sort: { type: 'string', enum: [...SEARCH_SORTS] },
    page: strictObject(
      {
        number: { type: 'integer', minimum: 1, maximum: MAX_PAGE_NUMBER },
        size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      },
      ['number', 'size'],
    ),
    facets: { type: 'boolean' },
  },
  ['q'],
);
const predictiveQuery = strictObject({ q }, ['q']);

const fieldMessages = {
  q: QUERY_MESSAGE,
  filter: FILTER_MESSAGE,
  sort: SORT_MESSAGE,
  page: PAGE_MESSAGE,
  facets: FACETS_MESSAGE,
};

export async function searchRoutes(app: FastifyInstance, opts: SearchRoutesOptions) {
  const { ctx, search } = opts;
  applyStrictValidation(app, fieldMessages);

  app.post<{ Body: SearchRequest & { section?: string } }>(
    SEARCH_PATH,
    { bodyLimit: 16 * 1024, schema: { body: searchBody } },
    async (req, reply): Promise<SearchAnswer | FastifyReply> => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      const { q: text, filter = {}, sort = 'relevance', page, facets = false } = req.body;
      return search.listing(ws.id, {
        q: text,
        filters: filter,
        sort,
        page: page?.number ?? 1,
        size: page?.size ?? 10,
        facets,
      });
    },
  );

  app.get<{ Querystring: { q: string } }>(
    PREDICTIVE_PATH,
    { schema: { querystring: predictiveQuery } },
    async (req, reply): Promise<PredictiveAnswer | FastifyReply> => {
      const ws = await workspaceOr404(ctx, req, reply);
      if (!ws) return reply;
      return search.predictive(ws.id, req.query.q);
    },
  );
}
