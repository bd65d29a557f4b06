// LIKE patterns for the search boxes of every domain (products, posts, orders, customers).

/** A LIKE pattern that matches `text` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
