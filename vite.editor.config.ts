import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The builder app (/admin/builder) and its preview's runtime (/admin/preview): real React, no
 * preact alias. Built into the same outDir after the visitors' bundle, with its own manifest, so
 * the server serves it from /assets/ like the others. Monaco, the image picker and the markdown preview are separate
 * chunks loaded on demand; monaco's two workers are emitted as worker assets.
 */
export default defineConfig({
  publicDir: false,
  base: '/',
  plugins: [
    {
      // @rjsf/utils' $ref resolution gets a URL-based stand-in for fast-uri (see the file); any
      // other importer (the code view's Ajv) keeps the real one.
      name: 'fast-uri-for-rjsf',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === 'fast-uri' && importer && /[\\/]@rjsf[\\/]utils[\\/]/.test(importer))
          return fileURLToPath(new URL('editor/build/fast-uri-for-rjsf.ts', import.meta.url));
        return null;
      },
    },
    {
      // V8's explicit compile hint (Chromium 136+): every function of a file that carries it is
      // compiled while the file streams in, off the main thread, instead of on first call on
      // it. Given to the files both frames run before the editor is live (each entry and what it
      // imports statically), whose code runs at once; the chunks loaded later keep lazy
      // compilation. Written into the files once they are out: it must be the first line, and
      // minification and Vite's own last touches (the preload map) come before.
      name: 'compile-hints',
      enforce: 'post',
      writeBundle(options, bundle) {
        const chunks = new Map(
          Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
        );
        const eager = new Set<string>();
        const visit = (file: string) => {
          if (eager.has(file)) return;
          eager.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
        };
        for (const c of chunks.values()) if (c.isEntry) visit(c.fileName);
        for (const file of eager) {
          const path = join(options.dir!, file);
          writeFileSync(path, `${COMPILE_HINT}\n${readFileSync(path, 'utf8')}`);
        }
      },
    },
  ],
  resolve: {
    alias: [
      // Opt-in markdown descriptions of @rjsf that no form of ours uses (see the stub).
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(
          new URL('editor/build/markdown-to-jsx-stub.tsx', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: '.vite/editor-manifest.json',
    emptyOutDir: false,
    // Monaco's own chunk is large by nature; it loads only when the code view opens.
    chunkSizeWarningLimit: 4000,
    // Monaco uses class static blocks; lowering them buys nothing for an owners' tool.
    target: 'es2022',
    rollupOptions: {
      // The builder preview's runtime is built here too, so the preview iframe and the editor
      // load the very same files for what they share (React, the protocol's validators): one
      // download, counted once, instead of one copy per build.
      input: {
        editor: fileURLToPath(new URL('editor/main.tsx', import.meta.url)),
        'entry-preview': fileURLToPath(new URL('runtime/entry-preview.ts', import.meta.url)),
      },
      output: {
        // React in one chunk of its own: the editor loads it at once and the preview's React
        // half (runtime/preview/mount.tsx) later, the same file for both.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]/,
            },
            {
              // What both frames run before the editor is live, the section catalogue included
              // (both entries import it): one file instead of several small ones.
              name: 'boot',
              test: /rolldown[\\/]runtime|preload-helper|[\\/]shared[\\/](preview-protocol|preview-protocol-parse|constants|error-text|section-validate)\.ts$|[\\/]schemas[\\/](defaults|section-catalog|generated[\\/]section-catalog)\.ts$/,
            },
            {
              // After live the preview loads the section types on the page and the small parts
              // they share: the generic ones (buttons, icons, slides, hooks) were about 20 files
              // of a few hundred bytes each over HTTP/1.1's six connections, now one. The shop's
              // and the headers' parts stay apart, each loaded only where a type uses it.
              debugName: 'section-parts',
              // Only these modules: what they import (shared/devices, which the editor loads at
              // once) stays where it was.
              includeDependenciesRecursively: false,
              name: (id) =>
                /[\\/]runtime[\\/](ui|hooks)[\\/]|[\\/]runtime[\\/]define-section\.ts|[\\/]shared[\\/]demo-images\.ts/.test(
                  id,
                )
                  ? 'section-parts'
                  : null,
            },
            {
              // A section type's schema and its precompiled validator, which both frames load
              // together once live: one file instead of two.
              debugName: 'section-type',
              includeDependenciesRecursively: false,
              name: (id) =>
                /[\\/](?:schemas|shared[\\/]generated)[\\/]sections[\\/]([a-z0-9-]+)\.(?:ts|js|schema\.json)$/.exec(
                  id,
                )?.[1] ?? null,
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // @rjsf marks some modules 'use client' for React Server Components; a browser-only
        // bundle has nothing to preserve there.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  worker: { format: 'es' },
});
