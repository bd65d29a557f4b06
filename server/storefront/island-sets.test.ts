// The server's island sets over a small client build written here: real chunk files, bundled by
// the real rolldown.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createIslandSets, islandSetRoutes } from './island-sets';

/** A client build: the runtime entry, two islands sharing a stateful module, a lazy part, one broken island. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-sets-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/entry-client-E1.js':
      'export function hydrateIslands(c){globalThis.__sw=c}export function hydrateFromChunks(){}export const h=1;',
    'assets/store-S1.js': 'export const store={count:0};',
    'assets/lazy-ui-L1.js': 'import{store}from"./store-S1.js";store.ui=true;',
    'assets/Alpha-A1.js':
      'import{h}from"./entry-client-E1.js";import{store}from"./store-S1.js";export function Alpha(){store.count++;return h}',
    'assets/Beta-B1.js':
      'import{store}from"./store-S1.js";export function Beta(){return import("./Extra-X1.js").then(m=>m.extra(store))}',
    'assets/Extra-X1.js': 'export function extra(s){return s.count}',
    'assets/Broken-C1.js': 'export function Broken( {',
  };
  for (const [f, code] of Object.entries(files)) writeFileSync(join(dir, f), code);
  const manifest = {
    'runtime/entry-client.tsx': {
      file: 'assets/entry-client-E1.js',
      isEntry: true,
      dynamicImports: ['runtime/commerce/lazy-ui.ts'],
    },
    'runtime/commerce/lazy-ui.ts': { file: 'assets/lazy-ui-L1.js', isDynamicEntry: true },
    'runtime/sections/alpha/Alpha.tsx': { file: 'assets/Alpha-A1.js', isDynamicEntry: true },
    'runtime/sections/beta/Beta.tsx': { file: 'assets/Beta-B1.js', isDynamicEntry: true },
    'runtime/sections/broken/Broken.tsx': { file: 'assets/Broken-C1.js', isDynamicEntry: true },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const text = (f: { body: Buffer } | null) => f?.body.toString('utf8') ?? '';

describe('island sets', () => {
  it('is off without a build', async () => {
    expect(await createIslandSets(mkdtempSync(join(tmpdir(), 'sw-none-')))).toBeNull();
  });

  it('bundles a set into one module over the runtime, each shared module once, lazy parts apart', async () => {
    const sets = (await createIslandSets(clientDir()))!;
    const url = sets.urlFor(['beta', 'alpha', 'alpha'])!;
    // The same set, however the page lists it; another set, another URL.
    expect(sets.urlFor(['alpha', 'beta'])).toBe(url);
    expect(sets.urlFor(['alpha'])).not.toBe(url);
    expect(sets.urlFor(['alpha', 'nope'])).toBeNull();
    const [, , build, key, name] = url.split('/');
    expect(build).toBe(sets.build);
    const main = text(await sets.file(build!, key!, name!));
    // The runtime stays external, by its URL; the store is inlined once, the lazy UI with it.
    expect(main).toMatch(/from\s*"\/assets\/entry-client-E1\.js"/);
    expect(main.match(/count:0/g)).toHaveLength(1);
    expect(main).toContain('ui=');
    expect(main).toMatch(/hydrateIslands as (\w+)\b[^]*\b\1\(\{alpha:\w+,beta:\w+\}\)/);
    // The lazy part is a chunk of the set, named after the original, importing from the set.
    const lazy = /import\(\s*["`]\.\/(Extra-X1-[\w-]+\.js)["`]\s*\)/.exec(main)?.[1];
    expect(lazy).toBeDefined();
    expect(text(await sets.file(build!, key!, lazy!))).toContain('count');
  });

  it('answers only its own build’s canonical keys', async () => {
    const sets = (await createIslandSets(clientDir()))!;
    const [, , build, key] = sets.urlFor(['alpha'])!.split('/');
    expect(await sets.file('0000000000', key!, 'main.js')).toBeNull();
    expect(await sets.file(build!, `0${key}`, 'main.js')).toBeNull();
    expect(await sets.file(build!, 'zzzzzz', 'main.js')).toBeNull();
    expect(await sets.file(build!, key!, 'other.js')).toBeNull();
  });

  it('serves a set that fails to bundle as the runtime loading each island itself', async () => {
    const warnings: string[] = [];
    const sets = (await createIslandSets(clientDir(), { warn: (m) => warnings.push(m) }))!;
    const [, , build, key] = sets.urlFor(['alpha', 'broken'])!.split('/');
    const main = text(await sets.file(build!, key!, 'main.js'));
    expect(main).toBe('import{hydrateFromChunks as h}from"/assets/entry-client-E1.js";h();\n');
    expect(warnings.join()).toMatch(/island set/);
  });

  it('serves a set compressed, cached for good, and 404 for what is not one', async () => {
    const sets = await createIslandSets(clientDir());
    const app = Fastify();
    islandSetRoutes(app, sets);
    const url = sets!.urlFor(['alpha', 'beta'])!;
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(res.rawPayload).toString()).toContain('hydrateIslands');
    for (const bad of [url.replace('main.js', '../main.js'), '/islands/x/y/main.js', `${url}x`]) {
      expect((await app.inject({ url: bad })).statusCode).toBe(404);
    }
    await app.close();
  });

  it('bundles a few sets no page named a minute, then serves the fallback briefly cached', async () => {
    const sets = (await createIslandSets(clientDir(), { unnamedPerMinute: 1 }))!;
    const app = Fastify();
    islandSetRoutes(app, sets);
    const [, , build, alpha] = sets.urlFor(['alpha'])!.split('/');
    // Keys no page here named (another instance's pages, or made up): the first is bundled.
    const unnamed = ['1', '2', '3', '5', '6', '7'].filter((k) => k !== alpha);
    const first = await app.inject({ url: `/islands/${build}/${unnamed[0]}/main.js` });
    expect(first.body).toContain('hydrateIslands');
    expect(first.headers['cache-control']).toContain('immutable');
    const second = await app.inject({ url: `/islands/${build}/${unnamed[1]}/main.js` });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('hydrateFromChunks');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    // A set a page named, and one already bundled, are still served as bundles.
    for (const key of [alpha, unnamed[0]]) {
      const res = await app.inject({ url: `/islands/${build}/${key}/main.js` });
      expect(res.body).toContain('hydrateIslands');
    }
    await app.close();
  });
});
