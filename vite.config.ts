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
      input: {
        'entry-client': r('runtime/entry-client.tsx'),
        site: r('runtime/entry-styles.ts'),
        fonts: r('runtime/entry-fonts.ts'),
      },
    },
  },
});
