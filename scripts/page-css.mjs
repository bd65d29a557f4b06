// The stylesheet parts of public pages (server/storefront/page-styles.ts): the site stylesheet
// (runtime/entry-styles.ts) cut into its source files, each minified alone, in the cascade order
// the whole sheet has, and for each section type the parts its code can render. A page links
// the base parts and its sections' parts in one stylesheet; nothing else's rules.
//
// Which parts a section needs is read from the server bundle's import graph (esbuild's
// metafile): a section folder's own CSS, and the CSS of every section folder its modules reach
// (the shared `_shop`, `_nav`… folders, and a section it renders inside itself), dynamic imports
// included (the side cart). The runtime's own stylesheets (base, auth: fields, toasts) go on
// every page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'lightningcss';

const SECTIONS = 'runtime/sections';
/** Always linked, first: the runtime's own styles, as runtime/entry-styles.ts imports them. */
const BASE = ['runtime/styles/base.css', 'runtime/styles/auth.css'];
/** Modules whose imports reach every section: not followed. */
const HUBS = /^runtime\/(registry\.ts|generated\/)/;

/**
 * Writes `<clientDir>/.vite/page-css.json`: `parts` (file and minified CSS, in cascade order),
 * `base` (the indexes every page links) and `sections` (each type's part indexes).
 */
export function writePageCss(metafile, clientDir) {
  // The order of the whole sheet: the base files, then the glob of section CSS
  // (runtime/section-styles.ts) as Vite lists it, by folder name, then file name ('hero' before
  // 'hero-slider').
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const sectionCss = readdirSync(SECTIONS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort(byName)
    .flatMap((folder) =>
      readdirSync(join(SECTIONS, folder))
        .filter((f) => f.endsWith('.css'))
        .sort(byName)
        .map((f) => `${SECTIONS}/${folder}/${f}`),
    );
  const files = [...BASE, ...sectionCss];
  const parts = files.map((file) => ({
    file,
    css: transform({ filename: file, code: readFileSync(file), minify: true }).code.toString(),
  }));
  const folderOf = (path) => /^runtime\/sections\/([^/]+)\//.exec(path)?.[1] ?? null;

  const inputs = metafile.inputs;
  const reach = (start) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length) {
      const path = stack.pop();
      if (seen.has(path) || !inputs[path]) continue;
      seen.add(path);
      for (const imp of inputs[path].imports ?? [])
        if (imp.path.startsWith('runtime/') && !HUBS.test(imp.path)) stack.push(imp.path);
    }
    return seen;
  };
  const sections = {};
  for (const type of readdirSync(SECTIONS)) {
    if (type.startsWith('_')) continue;
    const own = Object.keys(inputs).filter((p) => folderOf(p) === type);
    if (own.length === 0) continue;
    const folders = new Set([type]);
    for (const path of reach(own)) {
      const folder = folderOf(path);
      if (folder) folders.add(folder);
    }
    sections[type] = files.flatMap((file, i) => (folders.has(folderOf(file) ?? '') ? [i] : []));
  }
  writeFileSync(
    join(clientDir, '.vite', 'page-css.json'),
    JSON.stringify({ parts, base: BASE.map((_f, i) => i), sections }),
  );
}
