// A public page's stylesheet: the runtime's base styles and the styles of the sections on the
// page, in the whole sheet's cascade order, one file a set of sections, made by the server the
// first time a page names it, from the parts the build wrote (scripts/page-css.mjs).
//
// The whole site stylesheet holds every section's rules (133 KB, 23 KB gzipped) and blocks the
// first paint until it has arrived and been matched against the page; the shop's home needs
// about half of it, an organisation's page a third. The builder's preview keeps the whole sheet
// (a section can be added there at any time).
//
// A set's key is a bit per part (in the parts' order) in base 36, and the URL carries the build,
// so a file is the same on every instance and cached for good: /styles/<build>/<key>.css.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressText, createLru, sendCompressed, type CompressedFile } from './compressed';

/** Where page stylesheets are served from. */
export const PAGE_STYLES_PREFIX = '/styles/';

/** The most stylesheets kept in memory (least recently used dropped first). */
const MAX_SHEETS = 200;

type PageCssFile = {
  parts: { file: string; css: string }[];
  base: number[];
  sections: Record<string, number[]>;
};

export type PageStyles = {
  build: string;
  /** The URL of the stylesheet for a page of these section types; null if one is unknown. */
  urlFor(types: readonly string[]): string | null;
  /** The stylesheet of a key of this build; null when it names none. */
  file(build: string, key: string): Promise<CompressedFile | null>;
};

/** Reads the build's parts; null without them (then pages link the whole sheet). */
export function createPageStyles(clientDir: string): PageStyles | null {
  let text: string;
  try {
    text = readFileSync(join(clientDir, '.vite', 'page-css.json'), 'utf8');
  } catch {
    return null;
  }
  const { parts, base, sections } = JSON.parse(text) as PageCssFile;
  const build = createHash('sha256').update(text).digest('hex').slice(0, 10);
  let baseBits = 0n;
  for (const i of base) baseBits |= 1n << BigInt(i);
  const all = (1n << BigInt(parts.length)) - 1n;

  /** The parts a page of these section types links, a bit each; null if a type is unknown. */
  const bitsFor = (types: readonly string[]): bigint | null => {
    let bits = baseBits;
    for (const t of types) {
      const own = sections[t];
      if (!own) return null;
      for (const i of own) bits |= 1n << BigInt(i);
    }
    return bits;
  };
  /** The parts a canonical key names (every base part, nothing past the last); else null. */
  const bitsOf = (key: string): bigint | null => {
    if (!/^[0-9a-z]{1,16}$/.test(key)) return null;
    let bits = 0n;
    for (const c of key) bits = bits * 36n + BigInt(parseInt(c, 36));
    if ((bits & baseBits) !== baseBits || (bits & ~all) !== 0n) return null;
    return bits.toString(36) === key ? bits : null;
  };

  const cache = createLru<Promise<CompressedFile>>(MAX_SHEETS);
  // Keys this instance's pages named get the best compression; others (another instance's
  // pages, or made up) a quick one, so a burst of them costs little.
  const named = createLru<true>(MAX_SHEETS * 5);
  const get = (key: string, bits: bigint): Promise<CompressedFile> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const css = parts.filter((_p, i) => (bits >> BigInt(i)) & 1n).map((p) => p.css);
    const made = compressText(css.join('\n'), named.has(key));
    cache.set(key, made);
    return made;
  };

  return {
    build,
    urlFor(types) {
      const bits = bitsFor(types);
      if (bits === null) return null;
      const key = bits.toString(36);
      named.set(key, true);
      // Made while the page is sent, ready when the browser asks.
      void get(key, bits);
      return `${PAGE_STYLES_PREFIX}${build}/${key}.css`;
    },
    async file(b, key) {
      const bits = b === build ? bitsOf(key) : null;
      return bits === null ? null : get(key, bits);
    },
  };
}

/** GET /styles/<build>/<key>.css: a page's stylesheet, compressed as the browser accepts. */
export function pageStylesRoutes(app: FastifyInstance, styles: PageStyles | null): void {
  app.get<{ Params: { '*': string } }>(`${PAGE_STYLES_PREFIX}*`, async (req, reply) => {
    const m = /^([\w-]+)\/([0-9a-z]+)\.css$/.exec(req.params['*']);
    const found = styles && m ? await styles.file(m[1]!, m[2]!) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    return sendCompressed(req, reply, found, 'text/css; charset=utf-8');
  });
}
