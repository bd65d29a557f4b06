// Search's SQL (docs/search.md). The index itself (search_documents, search_fts and
// search_vocab on SQLite; search_documents and search_terms on PostgreSQL) is written only by
// the triggers of migration 0009, so it follows every write to products, categories and brands
// whichever code makes it. This module only reads: the index, and, to filter, count and name
// what it found, the catalogue's listing index, categories and brands, and published posts.
// Every query is scoped by workspace id.
import { PostgresAdapter, sql } from 'kysely';
import type { ListingFilters, ListingItem } from '../../shared/catalogue';
import {
  MAX_SEARCH_MATCHES,
  PREDICTIVE_CATEGORIES,
  PREDICTIVE_POSTS,
  PREDICTIVE_PRODUCTS,
  SEARCH_PRICE_RANGES,
  type PredictiveAnswer,
  type SearchAnswer,
  type SearchFacets,
  type SearchSort,
} from '../../shared/search';
import type { Db } from '../db';
import {
  fieldTier,
  fts5Match,
  listedUnder,
  MAX_COMPLETIONS,
  nearestTerms,
  prefixEnd,
  queryWords,
  titleMatches,
  SEARCH_TIERS,
  tsLexemes,
  tsQuery,
  typoBudget,
  type QueryWord,
  type SearchTier,
} from './terms';

/** What search needs of the catalogue: cards of products by id, in the order given. */
export type SearchCatalogue = {
  listingItems(workspaceId: string, ids: readonly string[]): Promise<ListingItem[]>;
};

export type SearchListingInput = {
  q: string;
  filters: ListingFilters;
  sort: SearchSort;
  page: number;
  size: number;
  facets: boolean;
};

/**
 * A matched document: its product, its listing keys (copies of its product's: `seq` orders every
 * sort) and the ids of the categories it is listed under (`cats`, space-separated). The other
 * columns are read only when the page filters, sorts or counts by them (`Columns`), else null.
 */
type DocRow = {
  product_id: string;
  seq: number;
  price: number | null;
  name_key: string | null;
  brand_id: string | null;
  in_stock: number | null;
  cats: string | null;
};

/** The columns of a match read only when asked for. */
type Columns = Record<'price' | 'name_key' | 'brand_id' | 'in_stock' | 'cats', boolean>;

/** What the search box and the suggestions read of a match: its product. */
const PRODUCT_ONLY: Columns = {
  price: false,
  name_key: false,
  brand_id: false,
  in_stock: false,
  cats: false,
};

/** The fields a match outside the name is ranked by. */
type TitledRow = DocRow & { name: string; category: string; brand: string };

type Match = { doc: DocRow; tier: number };

type FilterName = 'category' | 'brand' | 'price' | 'stock';

/** Matches anywhere the search box ranks by field to fill its few places. */
const PREDICTIVE_WINDOW = 50;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Search over one database; see the file comment. */
export function createSearchRepo(db: Db, catalogue: SearchCatalogue) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let trgmSchema: Promise<string> | null = null;

  /** Where pg_trgm lives (its operator is named with its schema: tests use their own). */
  function trigramSchema(): Promise<string> {
    trgmSchema ??= sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e
      join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`
      .execute(db)
      .then((r) => r.rows[0]?.schema ?? 'public');
    return trgmSchema;
  }

  /** pg_trgm's similarity operator, named with its schema. */
  async function similarTo() {
    const schema = (await trigramSchema()).replace(/"/g, '""');
    return sql.raw(`operator("${schema}".%)`);
  }

  /**
   * Indexed terms that may be within `budget` edits of `word`: those of its first letter and a
   * near length (both engines), and on PostgreSQL those pg_trgm finds similar (a first letter
   * typed wrong). The edit distance is then measured in code.
   */
  async function candidateTerms(word: string, budget: number): Promise<string[]> {
    const first = [...word][0] ?? '';
    const n = [...word].length;
    if (postgres) {
      const similar = await similarTo();
      const r = await sql<{ term: string }>`
        select term from search_terms
        where term ${similar} ${word}
          or (term >= ${first} and term < ${prefixEnd(first)}
              and length(term) between ${n - budget} and ${n + budget})
        limit 5000`.execute(db);
      return r.rows.map((x) => x.term);
    }
    const r = await sql<{ term: string }>`
      select term from search_vocab
      where term >= ${first} and term < ${prefixEnd(first)}
        and length(term) between ${n - budget} and ${n + budget}
      limit 5000`.execute(db);
    return r.rows.map((x) => x.term);
  }

  /**
   * What the index holds for a word: `completions`, the indexed terms it is the start of (none:
   * it needs correcting; null: more than MAX_COMPLETIONS, matched as a prefix), and, when none
   * and the word has a typo budget, `candidates` for its corrections. A word with no budget
   * (under 4 letters) is not looked up, but on PostgreSQL when other words go with it: GIN
   * matches one prefix cheaply, not two at once. PostgreSQL: one query (a round trip), the
   * candidates read only when no term starts with the word. SQLite (its FTS5 prefix indexes
   * match prefixes well; only corrections are looked for): two reads, as fts5vocab would scan
   * the candidates' range even when the prefix read found a term.
   */
  async function lookUpWord(
    word: string,
    budget: number,
    withOthers: boolean,
  ): Promise<{ completions: string[] | null; candidates: string[] }> {
    const first = [...word][0] ?? '';
    const n = [...word].length;
    if (budget === 0 && !(postgres && withOthers)) return { completions: null, candidates: [] };
    if (!postgres) {
      const hit = await sql`
        select 1 from search_vocab where term >= ${word} and term < ${prefixEnd(word)} limit 1`.execute(
        db,
      );
      return hit.rows.length > 0
        ? { completions: null, candidates: [] }
        : { completions: [], candidates: await candidateTerms(word, budget) };
    }
    const r = await sql<{ term: string; prefix: boolean }>`
      with hit as (
        select term from search_terms where term >= ${word} and term < ${prefixEnd(word)}
        order by term limit ${MAX_COMPLETIONS + 1})
      select term, true as prefix from hit
      union all
      (select term, false as prefix from search_terms
       where ${budget} > 0 and not exists (select 1 from hit)
         and (term ${await similarTo()} ${word}
           or (term >= ${first} and term < ${prefixEnd(first)}
               and length(term) between ${n - budget} and ${n + budget}))
       limit 5000)`.execute(db);
    const completions = r.rows.filter((x) => x.prefix).map((x) => x.term);
    return {
      completions: completions.length > MAX_COMPLETIONS ? null : completions,
      candidates: r.rows.filter((x) => !x.prefix).map((x) => x.term),
    };
  }

  /**
   * The query's words, each with its corrections: a word no indexed term starts with stands
   * also for the indexed terms within its typo budget (1 edit for 4 to 7 letters, 2 from 8).
   * On PostgreSQL a word that starts few indexed terms carries them (`completions`).
   */
  async function resolveWords(q: string): Promise<QueryWord[]> {
    const words = queryWords(q);
    return Promise.all(
      words.map(async (word): Promise<QueryWord> => {
        const budget = typoBudget(word);
        const { completions, candidates } = await lookUpWord(word, budget, words.length > 1);
        const corrections = completions?.length === 0 ? nearestTerms(word, candidates, budget) : [];
        return completions?.length ? { word, corrections, completions } : { word, corrections };
      }),
    );
  }

  /**
   * PostgreSQL's match of the words: those with completions as their terms (a `::tsquery`
   * literal), the others as prefixes and corrections (`to_tsquery`), both when both.
   */
  function tsMatch(words: readonly QueryWord[], tier: SearchTier) {
    const exact = words.filter((w) => w.completions);
    const loose = words.filter((w) => !w.completions);
    const lexemes = sql`${tsLexemes(exact, tier)}::tsquery`;
    const prefixes = sql`to_tsquery('simple', ${tsQuery(loose, tier)})`;
    if (!exact.length) return prefixes;
    return loose.length ? sql`(${prefixes} && ${lexemes})` : lexemes;
  }

  /**
   * Up to `limit` documents of the workspace matching in the tier's fields, in index order. Only
   * the columns asked for are read (the titles with `titles`): a page's 1,000 rows are parsed
   * and kept in the process, ~1 ms and a megabyte of garbage for all of them on PostgreSQL.
   */
  async function tierMatches<R extends DocRow = DocRow>(
    workspaceId: string,
    words: readonly QueryWord[],
    tier: SearchTier,
    limit: number,
    read: Columns & { titles: boolean },
  ): Promise<R[]> {
    const { titles, ...optional } = read;
    const columns = sql.join([
      sql.ref('d.product_id'),
      sql.ref('d.seq'),
      ...Object.entries(optional).map(([c, wanted]) =>
        wanted ? sql.ref(`d.${c}`) : sql`null as ${sql.ref(c)}`,
      ),
      ...(titles ? ['name', 'category', 'brand'].map((c) => sql.ref(`d.${c}`)) : []),
    ]);
    // The name tier on PostgreSQL reads the name's own tsvector: weights would make every
    // candidate row a heap check.
    const nameOnly = tier.length === 1;
    const r = postgres
      ? await sql<R>`
          select ${columns} from search_documents d
          where d.workspace_id = ${workspaceId}
            and ${sql.ref(nameOnly ? 'd.name_document' : 'd.document')} @@ ${tsMatch(words, nameOnly ? SEARCH_TIERS[3] : tier)}
          limit ${limit}`.execute(db)
      : await sql<R>`
          select ${columns}
          from search_fts join search_documents d on d.id = search_fts.rowid
          where search_fts match ${fts5Match(words, tier)} and d.workspace_id = ${workspaceId}
          limit ${limit}`.execute(db);
    return r.rows;
  }

  /**
   * The best `limit` matches, by tier (0 best: every word in the name; then the category, the
   * brand, anywhere) and then index order. Name matches come from their own query, which stops
   * at `limit`; when fewer, the first `window` matches anywhere are ranked in code from their
   * fields, so no score is computed for every match of a common word. `columns`: what the
   * caller uses of the matches.
   */
  async function rankedMatches(
    workspaceId: string,
    words: readonly QueryWord[],
    limit: number,
    window: number,
    columns: Columns,
  ): Promise<Match[]> {
    const inName = await tierMatches(workspaceId, words, SEARCH_TIERS[0], limit, {
      ...columns,
      titles: false,
    });
    const found: Match[] = inName.map((doc) => ({ doc, tier: 0 }));
    if (found.length >= limit) return found;
    const seen = new Set(inName.map((d) => d.product_id));
    const tierOf = fieldTier(words);
    const anywhere = await tierMatches<TitledRow>(
      workspaceId,
      words,
      SEARCH_TIERS[3],
      window + inName.length,
      { ...columns, titles: true },
    );
    const rest: Match[] = [];
    for (const doc of anywhere)
      if (!seen.has(doc.product_id))
        rest.push({ doc, tier: tierOf(doc.name, doc.category, doc.brand) });
    // Stable: index order within a tier.
    rest.sort((x, y) => x.tier - y.tier);
    return [...found, ...rest].slice(0, limit);
  }

  async function categoryBySlug(workspaceId: string, slug: string) {
    return db
      .selectFrom('categories')
      .select(['id'])
      .where('workspace_id', '=', workspaceId)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** Other queries to try: each word's nearest indexed term (2 edits at most), then categories. */
  async function suggestions(workspaceId: string, words: readonly QueryWord[]): Promise<string[]> {
    const out: string[] = [];
    const fixed = await Promise.all(
      words.map(async ({ word }) => {
        if (word.length < 3) return word;
        const near = nearestTerms(word, await candidateTerms(word, 2), 2, 1);
        return near[0] ?? word;
      }),
    );
    const corrected = fixed.join(' ');
    if (corrected !== words.map((w) => w.word).join(' ')) {
      const found = await rankedMatches(
        workspaceId,
        await resolveWords(corrected),
        1,
        1,
        PRODUCT_ONLY,
      );
      if (found.length > 0) out.push(corrected);
    }
    const cats = await db
      .selectFrom('categories as c')
      .select('c.title')
      .where('c.workspace_id', '=', workspaceId)
      .where('c.parent_id', 'is', null)
      .orderBy('c.position')
      .orderBy('c.title')
      .limit(3)
      .execute();
    for (const c of cats) if (out.length < 4) out.push(c.title);
    return out;
  }

  return {
    resolveWords,

    /**
     * The search page: the best matches (at most MAX_SEARCH_MATCHES) filtered like a category
     * page's listing, sorted (best match first by default), one page of them as listing items,
     * and, when asked, each filter's choices with their counts.
     */
    async listing(workspaceId: string, input: SearchListingInput): Promise<SearchAnswer> {
      const { filters: f, page, size } = input;
      const answer = (
        data: ListingItem[],
        total: number,
        extra: Partial<SearchAnswer> = {},
      ): SearchAnswer => ({ data, total, page, size, q: input.q, suggestions: [], ...extra });
      const emptyFacets: SearchFacets = {
        categories: [],
        brands: [],
        prices: SEARCH_PRICE_RANGES.map((r) => ({ ...r, count: 0 })),
        inStock: 0,
      };
      const none = () => answer([], 0, input.facets ? { facets: emptyFacets } : {});
      // Independent reads at once (on PostgreSQL each is a round trip, on its own connection).
      const [words, category, brand] = await Promise.all([
        resolveWords(input.q),
        f.category ? categoryBySlug(workspaceId, f.category) : null,
        f.brand
          ? db
              .selectFrom('brands')
              .select('id')
              .where('workspace_id', '=', workspaceId)
              .where('slug', '=', f.brand)
              .executeTakeFirst()
          : null,
      ]);
      if (words.length === 0) return none();
      if ((f.category && !category) || (f.brand && !brand)) return none();
      const categoryId = category?.id ?? null;
      const brandId = brand?.id ?? null;
      // The columns the filters, the sort and the facets below use (and `passes` reads only
      // when its filter is set).
      const columns: Columns = {
        price:
          input.facets ||
          input.sort === 'priceLowToHigh' ||
          input.sort === 'priceHighToLow' ||
          f.minPrice !== undefined ||
          f.maxPrice !== undefined,
        name_key: input.sort === 'name',
        brand_id: input.facets || brandId !== null,
        in_stock: input.facets || Boolean(f.inStock),
        cats: input.facets || categoryId !== null,
      };
      const [children, matches] = await Promise.all([
        input.facets
          ? db
              .selectFrom('categories')
              .select(['id', 'slug', 'title'])
              .where('workspace_id', '=', workspaceId)
              .where((eb) =>
                categoryId ? eb('parent_id', '=', categoryId) : eb('parent_id', 'is', null),
              )
              .orderBy('position')
              .orderBy('title')
              .execute()
          : [],
        rankedMatches(workspaceId, words, MAX_SEARCH_MATCHES, MAX_SEARCH_MATCHES, columns),
      ]);
      // The matches as read (no copy of a match: a page's 1,000 rows are the request's garbage).
      const passes = ({ doc: d }: Match, except: FilterName | null) =>
        (except === 'category' || categoryId === null || listedUnder(d.cats, categoryId)) &&
        (except === 'brand' || brandId === null || d.brand_id === brandId) &&
        (except === 'price' ||
          ((f.minPrice === undefined || d.price! >= f.minPrice) &&
            (f.maxPrice === undefined || d.price! <= f.maxPrice))) &&
        (except === 'stock' || !f.inStock || d.in_stock === 1);
      /** The matches that pass every filter but `except` and `also`: counted, not collected. */
      const count = (except: FilterName, also: (d: DocRow) => boolean) => {
        let n = 0;
        for (const m of matches) if (passes(m, except) && also(m.doc)) n++;
        return n;
      };

      const listed = matches.filter((m) => passes(m, null));
      const order: Record<SearchSort, (a: Match, b: Match) => number> = {
        relevance: (a, b) => a.tier - b.tier || a.doc.seq - b.doc.seq,
        created: ({ doc: a }, { doc: b }) => a.seq - b.seq,
        newest: ({ doc: a }, { doc: b }) => b.seq - a.seq,
        priceLowToHigh: ({ doc: a }, { doc: b }) => a.price! - b.price! || a.seq - b.seq,
        priceHighToLow: ({ doc: a }, { doc: b }) => b.price! - a.price! || a.seq - b.seq,
        name: ({ doc: a }, { doc: b }) => byText(a.name_key!, b.name_key!) || a.seq - b.seq,
      };
      listed.sort(order[input.sort]);
      const pageIds = listed.slice((page - 1) * size, page * size).map((m) => m.doc.product_id);
      const brandCounts = new Map<string, number>();
      if (input.facets)
        for (const m of matches) {
          const id = m.doc.brand_id;
          if (id && passes(m, 'brand')) brandCounts.set(id, (brandCounts.get(id) ?? 0) + 1);
        }
      // The page's cards and the brands' names at once.
      const [items, brands] = await Promise.all([
        catalogue.listingItems(workspaceId, pageIds),
        brandCounts.size
          ? db
              .selectFrom('brands')
              .select(['id', 'slug', 'name'])
              .where('workspace_id', '=', workspaceId)
              .where('id', 'in', [...brandCounts.keys()])
              .execute()
          : [],
      ]);

      const extra: Partial<SearchAnswer> = {};
      if (input.facets) {
        extra.facets = {
          categories: children.flatMap((c) => {
            const n = count('category', (d) => listedUnder(d.cats, c.id));
            return n > 0 ? [{ slug: c.slug, title: c.title, count: n }] : [];
          }),
          brands: brands
            .map((b) => ({ slug: b.slug, name: b.name, count: brandCounts.get(b.id) ?? 0 }))
            .sort((a, b) => byText(a.name, b.name)),
          prices: SEARCH_PRICE_RANGES.map((r) => ({
            ...r,
            count: count('price', (d) => d.price! >= r.min && (r.max === null || d.price! < r.max)),
          })),
          inStock: count('stock', (d) => d.in_stock === 1),
        };
      }
      if (listed.length === 0 && matches.length === 0)
        extra.suggestions = await suggestions(workspaceId, words);
      return answer(items, listed.length, extra);
    },

    /** The search box's results: a few products (best first), categories and posts. */
    async predictive(workspaceId: string, q: string): Promise<PredictiveAnswer> {
      const words = await resolveWords(q);
      if (words.length === 0) return { q, products: [], categories: [], posts: [] };
      const now = new Date().toISOString();
      const [found, categories, posts] = await Promise.all([
        rankedMatches(workspaceId, words, PREDICTIVE_PRODUCTS, PREDICTIVE_WINDOW, PRODUCT_ONLY),
        db
          .selectFrom('categories')
          .select(['slug', 'title'])
          .where('workspace_id', '=', workspaceId)
          .orderBy('position')
          .orderBy('title')
          .limit(1000)
          .execute(),
        db
          .selectFrom('blog_posts')
          .select(['slug', 'title'])
          .where('workspace_id', '=', workspaceId)
          .where('status', '=', 'published')
          .where('published_at', '<=', now)
          .orderBy('published_at', 'desc')
          .limit(1000)
          .execute(),
      ]);
      const items = await catalogue.listingItems(
        workspaceId,
        found.map((m) => m.doc.product_id),
      );
      return {
        q,
        products: items.map((i) => ({
          _id: i._id,
          name: i.name,
          path: i.path,
          price: i.price,
          mrp: i.mrp,
          image: i.basicDetails.media[0] ?? null,
        })),
        categories: categories
          .filter((c) => titleMatches(c.title, words))
          .slice(0, PREDICTIVE_CATEGORIES)
          .map((c) => ({ title: c.title, path: c.slug })),
        posts: posts
          .filter((p) => titleMatches(p.title, words))
          .slice(0, PREDICTIVE_POSTS)
          .map((p) => ({ title: p.title, path: `/blog/${p.slug}` })),
      };
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
