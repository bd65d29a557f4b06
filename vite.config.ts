import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The visitors' bundle: the island loader and the site stylesheet. Islands run on preact/compat,
 * aliased for react, so an interactive section costs a few KB instead of React DOM's ~60 KB
 * gzipped; the server still renders with React, and the builder preview uses real React.
 */
export default defineConfig({
  plugins: [
    {
      // The entry's own exports (hydrateIslands) are the runtime's interface to the server's island
      // set bundles (server/storefront/island-sets.ts); Vite drops an app entry's exports unless
      // told to keep them.
      name: 'sw-keep-entry-exports',
      options(options) {
        return { ...options, preserveEntrySignatures: 'allow-extension' };
      },
    },
  ],
  publicDir: 'runtime/public',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    target: 'es2020',
    cssMinify: true,
    // No preload lists in the chunks: a page's islands come as one bundle of their set, and
    // Vite's helper and the list of every chunk's dependencies cost the runtime ~2 KB gzipped.
    modulePreload: false,
    rollupOptions: {
      input: {
        'entry-client': r('runtime/entry-client.tsx'),
        site: r('runtime/entry-styles.ts'),
        fonts: r('runtime/entry-fonts.ts'),
      },
    },
  },
});
