import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The owner's admin app (/admin/dashboard, /admin/orders, …; docs/admin.md): real React, its own
 * build and manifest beside the builder's, into the same outDir. A separate pass, so no chunk is
 * shared with the builder and the builder's load weight (measured against Puck) stays its own.
 */
export default defineConfig({
  publicDir: false,
  base: '/',
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: '.vite/admin-manifest.json',
    emptyOutDir: false,
    target: 'es2022',
    rollupOptions: {
      input: { admin: fileURLToPath(new URL('editor/admin/main.tsx', import.meta.url)) },
      onLog(level, log, handler) {
        // react-router marks modules 'use client' for React Server Components; a browser-only
        // bundle has nothing to preserve there.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
