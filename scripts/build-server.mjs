// Bundles the server (and the React SSR runtime it imports) into dist/server/start.js.
// Packages stay external: they install with npm, native addons included.
import { build } from 'esbuild';

await build({
  entryPoints: ['scripts/start.ts'],
  outfile: process.env.SERVER_OUTFILE ?? 'dist/server/start.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  sourcemap: true,
  logLevel: 'warning',
});
