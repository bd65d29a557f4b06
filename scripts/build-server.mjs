// Bundles the server (and the React SSR runtime it imports) into dist/server/start.js.
// Packages stay external: they install with npm, native addons included.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writePageCss } from './page-css.mjs';

const { metafile } = await build({
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
  metafile: true,
});

// Public pages link their sections' styles only (scripts/page-css.mjs).
writePageCss(metafile, process.env.CLIENT_DIR ?? 'dist/client');

// The launcher runs React's production build unless a mode was chosen, before React loads
// (ESM imports are hoisted, so start.js itself cannot). Production *behaviour* (Secure cookies,
// no dev mail listing) follows the operator's own NODE_ENV, remembered in SITEWRIGHT_PRODUCTION.
writeFileSync(
  join(dirname(process.env.SERVER_OUTFILE ?? 'dist/server/start.js'), 'main.js'),
  "process.env.SITEWRIGHT_PRODUCTION ??= process.env.NODE_ENV === 'production' ? '1' : '0';\n" +
    "process.env.NODE_ENV ??= 'production';\nawait import('./start.js');\n",
);
