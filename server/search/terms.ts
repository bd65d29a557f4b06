// The query side of search, as plain functions: a query's words, how many edits a word may be
// off, the edit distance, the two engines' match expressions, and a match's category test. No
// SQL runs here.
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from '../../shared/search';

/** The words of a query: lower-cased, diacritics dropped, split on anything not a letter or digit. */
export function queryWords(q: string): string[] {
  return [...new Set(splitWords(q.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);
}

/** Edits a word may be off and still match: none below 4 letters, 1 up to 7, 2 from 8. */
export function typoBudget(word: string): number {
  const n = [...word].length;
  return n < 4 ? 0 : n <= 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, one edit), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[t.length]!;
}

/** The vocabulary terms within `budget` edits of `word`, nearest first (then alphabetical). */
export function nearestTerms(
  word: string,
  terms: readonly string[],
  budget: number,
  limit = 12,
): string[] {
  if (budget <= 0) return [];
  return terms
    .flatMap((term) => {
      if (term === word) return [];
      const d = editDistance(word, term, budget);
      return d <= budget ? [{ term, d }] : [];
    })
    .sort((x, y) => x.d - y.d || (x.term < y.term ? -1 : x.term > y.term ? 1 : 0))
    .slice(0, limit)
    .map((x) => x.term);
}

/**
 * A query word and the indexed terms it also stands for (its typo corrections). On PostgreSQL,
 * `completions` lists the indexed terms the word is the start of, when they are few
 * (`MAX_COMPLETIONS`): matching them as whole terms is the same match as the prefix, and spares
 * GIN a prefix scan, which reads every posting of every such term into a bitmap before a second
 * word can narrow it (~20 ms for two common words at 100,000 products).
 */
export type QueryWord = { word: string; corrections: string[]; completions?: readonly string[] };

/** The most indexed terms a word's prefix is matched as, term by term (PostgreSQL). */
export const MAX_COMPLETIONS = 64;

/** The upper bound of the range of strings starting with `prefix` (byte order). */
export function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/**
 * The ranking's tiers, best first: every word in the name; in the name or the category; in
 * those or the brand; anywhere (the description too). A product ranks by the first it is in.
 */
export const SEARCH_TIERS = [
  ['name'],
  ['name', 'category'],
  ['name', 'category', 'brand'],
  ['name', 'category', 'brand', 'description'],
] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];

/** PostgreSQL's weight letter of each field (migration 0009's setweight). */
const WEIGHTS = { name: 'A', category: 'B', brand: 'C', description: 'D' } as const;

/**
 * FTS5 MATCH text: every word (as a prefix, or one of its corrections) in one of the tier's
 * columns. Words are letters and digits only, so quoting them is enough.
 */
export function fts5Match(words: readonly QueryWord[], tier: SearchTier = SEARCH_TIERS[3]): string {
  const all = words
    .map(
      ({ word, corrections }) =>
        `(${[`"${word}"*`, ...corrections.map((c) => `"${c}"`)].join(' OR ')})`,
    )
    .join(' AND ');
  return tier.length === 4 ? all : `{${tier.join(' ')}} : (${all})`;
}

/** The same for PostgreSQL's to_tsquery('simple', …), the tier as weight letters. */
export function tsQuery(words: readonly QueryWord[], tier: SearchTier = SEARCH_TIERS[3]): string {
  const w = tier.length === 4 ? '' : tier.map((c) => WEIGHTS[c]).join('');
  return words
    .map(
      ({ word, corrections }) =>
        `(${[`'${word}':*${w}`, ...corrections.map((c) => `'${c}'${w ? `:${w}` : ''}`)].join(' | ')})`,
    )
    .join(' & ');
}

/**
 * tsquery text (for a `::tsquery` cast, not `to_tsquery`) of words that have completions, the
 * tier as weight letters: every word one of its completions. The completions are indexed
 * lexemes taken as they are: `to_tsquery` would parse them again, and make 'silk-cotton' a
 * phrase of three.
 */
export function tsLexemes(words: readonly QueryWord[], tier: SearchTier = SEARCH_TIERS[3]): string {
  const w = tier.length === 4 ? '' : `:${tier.map((c) => WEIGHTS[c]).join('')}`;
  const quote = (t: string) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${w}`;
  return words
    .map(({ completions }) => `(${(completions ?? []).map(quote).join(' | ')})`)
    .join(' & ');
}

/**
 * Whether a title matches a query the way products do: every word is the start of one of the
 * title's words, or one of its corrections is one of them. For the short lists (categories,
 * posts) filtered in code.
 */
export function titleMatches(title: string, words: readonly QueryWord[]): boolean {
  const titleWords = splitWords(title);
  return words.every(
    ({ word, corrections }) =>
      titleWords.some((t) => t.startsWith(word)) ||
      corrections.some((c) => titleWords.includes(c)) ||
      titleWords.some((t) => editDistance(word, t, typoBudget(word)) <= typoBudget(word)),
  );
}

/**
 * The same test as `titleMatches`, for many titles against one query (ranking a page of matches
 * by field): each title word's verdict for each query word is measured once and remembered, as
 * a catalogue repeats its words, and the fields' words are split once each. The function it
 * answers gives a match's tier by field: 1 when every query word matches a word of its name or
 * category, 2 of those or its brand, else 3.
 */
export function fieldTier(words: readonly QueryWord[]) {
  const verdicts = words.map(() => new Map<string, boolean>());
  const split = new Map<string, string[]>();
  const wordsOf = (text: string) => {
    let out = split.get(text);
    if (!out) {
      out = splitWords(text);
      if (split.size < 10_000) split.set(text, out);
    }
    return out;
  };
  const wordMatches = (i: number, t: string) => {
    const known = verdicts[i]!.get(t);
    if (known !== undefined) return known;
    const { word, corrections } = words[i]!;
    const budget = typoBudget(word);
    const yes =
      t.startsWith(word) ||
      corrections.includes(t) ||
      (absentLetters(word, t, budget) <= budget && editDistance(word, t, budget) <= budget);
    verdicts[i]!.set(t, yes);
    return yes;
  };
  const inField = (i: number, field: string) => {
    for (const t of wordsOf(field)) if (wordMatches(i, t)) return true;
    return false;
  };
  // One pass a match, in loops: for each of a page's 1,000 matches, a test of the fields for
  // each tier with every/some over mapped lists was a megabyte of garbage a request.
  return (name: string, category: string, brand: string): 1 | 2 | 3 => {
    let tier: 1 | 2 = 1;
    for (let i = 0; i < words.length; i++) {
      if (inField(i, name) || inField(i, category)) continue;
      if (!inField(i, brand)) return 3;
      tier = 2;
    }
    return tier;
  };
}

/**
 * How many of `word`'s letters `t` lacks altogether (counted up to `max + 1`): each needs an
 * edit of its own, so more than the budget rules `t` out without measuring the distance (a
 * name's numbers and other words far from the query).
 */
function absentLetters(word: string, t: string, max: number): number {
  let n = 0;
  for (const c of word) if (!t.includes(c) && ++n > max) break;
  return n;
}

/**
 * Whether `cats`, a search document's space-separated category ids, holds `id`: looked for in
 * the string, as building a Set for each of a page's 1,000 matches cost a millisecond and more
 * a request (and garbage). Null is a read that left the categories out: asking it is a bug.
 */
export function listedUnder(cats: string | null, id: string): boolean {
  if (cats === null) throw new Error('listedUnder: the categories were not read');
  for (let i = cats.indexOf(id); i !== -1; i = cats.indexOf(id, i + 1)) {
    const end = i + id.length;
    if ((i === 0 || cats[i - 1] === ' ') && (end === cats.length || cats[end] === ' ')) return true;
  }
  return false;
}

function splitWords(text: string): string[] {
  // Printable ASCII (most names): the same words without the Unicode normalisation and classes.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}
