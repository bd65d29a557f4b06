// A page's islands in one script: the island runtime (the client entry: preact, the hydration
// loop, early input) plus one module per *set* of island types, bundled by the server the first
// time a page with that set is rendered, from the very chunks Vite built.
//
// Built one chunk per island (runtime/generated/island-loaders.ts), the shop's home fetched 52
// scripts before its sections were live. A set's bundle holds what its islands use, each module
// once, and nothing another page needs; the runtime is external to it (its one copy of preact,
// of the runtime context and of the early-input hold is what every island shares). A set's lazy
// parts (the predictive search list, the side cart) are chunks of the same bundle, so they share
// the set's modules (the bag's store) instead of loading a second copy from the per-island build.
//
// The bundle is deterministic for a build, so every instance behind a balancer makes the same
// one on its own, from the URL alone: /islands/<build>/<set>/main.js.
import type { FastifyInstance } from 'fastify';
import type { rolldown as Rolldown } from 'rolldown';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressText, createLru, sendCompressed, type CompressedFile } from './compressed';

/** Where set bundles are served from. */
export const ISLAND_SET_PREFIX = '/islands/';

/** The most sets kept in memory (least recently used dropped first). */
const MAX_SETS = 200;

/**
 * How many sets no page of this instance named may be bundled a minute. Any canonical key is a
 * set, so a crawler could ask for thousands; past this budget such a request gets the fallback
 * (the runtime loading each island's chunk: slower, still right) for a minute, not a bundle.
 * Another instance's page (behind a balancer) names a few sets at most, well within it.
 */
const UNNAMED_SETS_PER_MINUTE = 20;

type ManifestChunk = { file: string; isDynamicEntry?: boolean; dynamicImports?: string[] };

type SetFile = CompressedFile;
type BuiltSet = Map<string, SetFile>;

export type IslandSets = {
  /** The build this server serves, part of every set's URL. */
  build: string;
  /** The URL of the set's main module, its bundle started in the background; null if unknown. */
  urlFor(types: readonly string[]): string | null;
  /** A file of a set, built if it is not yet; null when the URL names no set of this build. */
  file(build: string, key: string, name: string): Promise<SetFile | null>;
};

const pascalCase = (type: string) =>
  type.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/**
 * Reads the client build's manifest; null without one (no build: pages load no scripts), without
 * the runtime's entry, or when the bundler (rolldown, which Vite builds with) cannot be loaded:
 * then each page loads the runtime alone, which loads its islands' own chunks.
 */
export async function createIslandSets(
  clientDir: string,
  opts: { warn?: (message: string) => void; unnamedPerMinute?: number } = {},
): Promise<IslandSets | null> {
  let manifestText: string;
  try {
    manifestText = readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entry = manifest['runtime/entry-client.tsx'];
  if (!entry) return null;
  let rolldown: typeof Rolldown;
  try {
    ({ rolldown } = await import('rolldown'));
  } catch (err) {
    opts.warn?.(`island sets off, each island loads its own chunk: ${String(err)}`);
    return null;
  }
  const entryPath = join(clientDir, entry.file);
  const entryUrl = `/${entry.file}`;
  // The commerce UI's registration (the side cart's loader), a chunk of its own in Vite's build
  // so that a set can carry it and its lazy cart into the set's world.
  const lazyUi = (entry.dynamicImports ?? [])
    .map((k) => manifest[k])
    .find((c) => c && /(^|\/)lazy-ui-[\w-]+\.js$/.test(c.file));
  const islands = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^runtime\/sections\/([^/]+)\/([A-Za-z]+)\.tsx$/.exec(key);
    if (m?.[1] && chunk.isDynamicEntry && m[2] === pascalCase(m[1]))
      islands.set(m[1], join(clientDir, chunk.file));
  }
  // A set's key in its URL: a bit per island type of this build (in the manifest's order), in
  // base 36, so that a page of every island still has a short URL (a router parameter is at most
  // 100 characters) and each set has exactly one.
  const order = [...islands.keys()];
  const keyOf = (types: readonly string[]): string | null => {
    let bits = 0n;
    for (const t of types) {
      const i = order.indexOf(t);
      if (i < 0) return null;
      bits |= 1n << BigInt(i);
    }
    return bits === 0n ? null : bits.toString(36);
  };
  const typesOf = (key: string): string[] | null => {
    if (!/^[0-9a-z]{1,20}$/.test(key)) return null;
    let bits = 0n;
    for (const c of key) bits = bits * 36n + BigInt(parseInt(c, 36));
    const types = order.filter((_t, i) => (bits >> BigInt(i)) & 1n);
    // Only the canonical spelling (no leading zeros, no bit past the last type) names a set.
    return types.length > 0 && keyOf(types) === key ? types : null;
  };
  const build = createHash('sha256').update(manifestText).digest('hex').slice(0, 10);
  const cache = createLru<Promise<BuiltSet>>(MAX_SETS);
  // One bundle at a time: a burst of new sets (or a crawler making them up) queues, it does not
  // take every core.
  let queue: Promise<unknown> = Promise.resolve();

  const source = (types: string[]) => {
    const lines = [`import { hydrateIslands } from ${JSON.stringify(entryPath)};`];
    if (lazyUi) lines.push(`import ${JSON.stringify(join(clientDir, lazyUi.file))};`);
    types.forEach((t, i) =>
      lines.push(`import { ${pascalCase(t)} as c${i} } from ${JSON.stringify(islands.get(t))};`),
    );
    lines.push(
      `hydrateIslands({ ${types.map((t, i) => `${JSON.stringify(t)}: c${i}`).join(', ')} });`,
    );
    return lines.join('\n');
  };

  const bundle = async (types: string[]): Promise<BuiltSet> => {
    const code = source(types);
    const bundler = await rolldown({
      input: 'sw-island-set',
      external: (id) => id === entryPath,
      logLevel: 'silent',
      plugins: [
        {
          name: 'sw-island-set',
          resolveId: (id) => (id === 'sw-island-set' ? id : null),
          load: (id) => (id === 'sw-island-set' ? code : null),
        },
      ],
    });
    try {
      const out = await bundler.generate({
        format: 'es',
        minify: true,
        entryFileNames: 'main.js',
        // The original chunk's name first, so a set's lazy part reads as what it is
        // (Predictive-…).
        chunkFileNames: '[name]-[hash].js',
        paths: (id) => (id === entryPath ? entryUrl : id),
      });
      const files: BuiltSet = new Map();
      for (const chunk of out.output) {
        if (chunk.type !== 'chunk') continue;
        files.set(chunk.fileName, await compressText(chunk.code, true));
      }
      return files;
    } finally {
      await bundler.close();
    }
  };

  // Served in place of a set that failed to bundle: the runtime loads each island's own chunk.
  const fallback = (async (): Promise<BuiltSet> => {
    const code = `import{hydrateFromChunks as h}from${JSON.stringify(entryUrl)};h();\n`;
    return new Map([['main.js', await compressText(code, false, true)]]);
  })();

  // Keys this instance's pages named (urlFor); any other key is unnamed.
  const named = createLru<true>(MAX_SETS * 5);
  // When unnamed sets were last bundled, within the last minute.
  let unnamedBuilds: number[] = [];
  const mayBuildUnnamed = (): boolean => {
    const now = Date.now();
    unnamedBuilds = unnamedBuilds.filter((t) => now - t < 60_000);
    if (unnamedBuilds.length >= (opts.unnamedPerMinute ?? UNNAMED_SETS_PER_MINUTE)) return false;
    unnamedBuilds.push(now);
    return true;
  };

  const get = (key: string): Promise<BuiltSet> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const types = typesOf(key)!;
    const made = queue
      .then(() => bundle(types))
      .catch((err: unknown) => {
        // The page still works, island by island; a later request tries the bundle again.
        opts.warn?.(`island set ${key}: ${err instanceof Error ? err.message : String(err)}`);
        if (cache.get(key) === made) cache.delete(key);
        return fallback;
      });
    queue = made;
    cache.set(key, made);
    return made;
  };

  return {
    build,
    urlFor(types) {
      const key = keyOf(types);
      if (!key) return null;
      named.set(key, true);
      void get(key);
      return `${ISLAND_SET_PREFIX}${build}/${key}/main.js`;
    },
    async file(b, key, file) {
      if (b !== build || !typesOf(key)) return null;
      if (!cache.has(key) && !named.has(key) && !mayBuildUnnamed())
        return file === 'main.js' ? (await fallback).get(file)! : null;
      return (await get(key)).get(file) ?? null;
    },
  };
}

/** GET /islands/<build>/<key>/<file>: a set's module, compressed as the browser accepts. */
export function islandSetRoutes(app: FastifyInstance, sets: IslandSets | null): void {
  app.get<{ Params: { '*': string } }>(`${ISLAND_SET_PREFIX}*`, async (req, reply) => {
    const m = /^([\w-]+)\/([0-9a-z]+)\/([\w-]+\.js)$/.exec(req.params['*']);
    const found = sets && m ? await sets.file(m[1]!, m[2]!, m[3]!) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    return sendCompressed(req, reply, found, 'text/javascript; charset=utf-8');
  });
}
