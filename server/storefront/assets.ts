import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets } from '../../runtime/entry-server';
import { fontFileKey } from '../../shared/fonts';

/** The builder preview's entry in the editor build's manifest. */
export const PREVIEW_ENTRY = 'runtime/entry-preview.ts';

/** `feature-carousel` → `FeatureCarousel`: the component file of a section type's folder. */
const pascalCase = (type: string) =>
  type.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

type ManifestChunk = {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
};

/**
 * Reads Vite's manifest: the site stylesheet, the island loader and, per section type, the chunk
 * files its island needs (for modulepreload). Without a build, pages render with no assets.
 */
export function readClientAssets(
  clientDir: string,
): ClientAssets & { previewEntry: string | null; previewPreload: string[] } {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    return {
      css: [],
      fonts: {},
      islandEntry: null,
      islandChunks: {},
      previewEntry: null,
      previewPreload: [],
    };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const url = (f: string) => `/${f}`;
  const closure = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [url(chunk.file), ...(chunk.imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const styles = manifest['runtime/entry-styles.ts'];
  const entry = manifest['runtime/entry-client.tsx'];
  const islandChunks: Record<string, string[]> = {};
  // Each island is its component's chunk (runtime/generated/island-loaders.ts):
  // runtime/sections/<type>/<Type>.tsx.
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = /^runtime\/sections\/([^/]+)\/([A-Za-z]+)\.tsx$/.exec(key);
    if (m?.[1] && chunk.isDynamicEntry && m[2] === pascalCase(m[1]))
      // The entry is the page's script already; an island importing from it adds nothing.
      islandChunks[m[1]] = closure(key, new Set(['runtime/entry-client.tsx']));
  }
  // The builder preview's runtime is built with the editor (vite.editor.config.ts).
  const editorFile = join(clientDir, '.vite', 'editor-manifest.json');
  const editorManifest = existsSync(editorFile)
    ? (JSON.parse(readFileSync(editorFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const preview = editorManifest[PREVIEW_ENTRY];
  const previewPreload: string[] = [];
  const walk = (key: string, seen: Set<string>) => {
    for (const k of editorManifest[key]?.imports ?? [])
      if (!seen.has(k)) {
        seen.add(k);
        previewPreload.push(url(editorManifest[k]!.file));
        walk(k, seen);
      }
  };
  walk(PREVIEW_ENTRY, new Set());
  // Font files by family, subset and weight ('playfair-display-latin-ext-700'): each page
  // links its theme's own @font-face rules and preloads two of them (shared/fonts.ts).
  const fonts: Record<string, string> = {};
  for (const asset of manifest['runtime/entry-fonts.ts']?.assets ?? []) {
    const m = /([a-z-]+?)-(latin-ext|latin|devanagari)-(\d{3})-normal-[\w-]+\.woff2$/.exec(asset);
    if (m) fonts[fontFileKey(m[1]!, m[2]!, Number(m[3]))] = url(asset);
  }
  // Each font's rupee sign alone (scripts/subset-fonts.mjs): 'inter-rupee-400'.
  const rupee = join(clientDir, '.vite', 'rupee-fonts.json');
  if (existsSync(rupee))
    Object.assign(fonts, JSON.parse(readFileSync(rupee, 'utf8')) as Record<string, string>);
  return {
    css: (styles?.css ?? []).map(url),
    fonts,
    islandEntry: entry ? url(entry.file) : null,
    islandChunks,
    previewEntry: preview ? url(preview.file) : null,
    previewPreload,
  };
}
