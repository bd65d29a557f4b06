import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The visitors' bundle: the island loader and the site stylesheet. Islands run on preact/compat,
 * aliased for react, so an interactive section costs a few KB instead of React DOM's ~60 KB
 * gzipped; the server still renders with React, and the builder preview uses real React.
 */
export default defineConfig({
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
    rollupOptions: {
      input: { 'entry-client': r('runtime/entry-client.tsx'), site: r('runtime/entry-styles.ts') },
      output: {
        // The shop's shared pieces (card parts, listing, bag and wishlist stores) as one chunk
        // rather than a dozen: a page of product cards preloads a few files, not forty. The
        // side cart and toasts (commerce/mount) stay lazy.
        manualChunks(id) {
          // Styles stay in the one site stylesheet (runtime/section-styles.ts).
          if (id.endsWith('.css')) return undefined;
          if (/\/runtime\/sections\/_shop\//.test(id)) return 'shop';
          if (/\/runtime\/commerce\/(?!mount|CartPanel|ToastHost)/.test(id)) return 'shop';
          return undefined;
        },
      },
    },
  },
});
