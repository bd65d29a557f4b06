import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The builder app (/admin/builder): real React, no preact alias. Built into the same outDir after
 * the visitors' and preview bundles, with its own manifest, so the server serves it from
 * /assets/ like the others. Monaco, the image picker and the markdown preview are separate
 * chunks loaded on demand; monaco's two workers are emitted as worker assets.
 */
export default defineConfig({
  publicDir: false,
  base: '/',
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
      input: { editor: fileURLToPath(new URL('editor/main.tsx', import.meta.url)) },
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
