import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The builder-mode preview bundle: the same runtime rendered fully client-side with real React
 * (the editor's iframe). Built into the same outDir after the visitors' bundle, with its own
 * manifest, so both share the site stylesheet.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: '.vite/preview-manifest.json',
    emptyOutDir: false,
    // The builder preview carries React, Ajv and DOMPurify; it loads once in the editor.
    chunkSizeWarningLimit: 1500,
    target: 'es2020',
    rollupOptions: {
      input: {
        'entry-preview': fileURLToPath(new URL('runtime/entry-preview.tsx', import.meta.url)),
      },
    },
  },
});
