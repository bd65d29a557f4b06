// The HTML shell of the editor app (/admin/builder): its entry script and CSS from the Vite
// manifest of the editor build, and a boot blob the app reads before its first request.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EditorBootDocuments } from '../../shared/builder-api';
import { FAVICON_LINK } from '../../shared/favicon';
import { DEVICE_WIDTHS, INITIAL_DEVICE, earlyPlacementScript } from '../../shared/preview-frame';
import {
  EARLY_READY_SCRIPT,
  PREVIEW_FRAME_ID,
  PREVIEW_HOLDER_ID,
  previewUrl,
} from '../../shared/preview-protocol';
import { escapeHtml } from '../../shared/escape';
import { htmlPage } from '../http';

export const EDITOR_ENTRY = 'editor/main.tsx';
export const BUILDER_NOT_BUILT_MESSAGE = 'The builder is not built. Run npm run build.';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

export type EditorAssets = { entry: string; css: string[]; preload: string[] };

/** What the editor app reads from `<script id="sw-editor-boot">`. */
export type EditorBoot = {
  /** `platform` is true on the platform's own workspace (its domain is the platform host). */
  workspace: { id: string; name: string; slug: string; domain: string; platform: boolean };
  user: { id: string; name: string; email: string; userType: string };
  /** The builder-mode preview page the editor frames, on this same host. */
  previewPath: string;
  /** The documents to open with; absent when the site could not be read. */
  documents?: EditorBootDocuments;
  /** A new workspace that has not chosen a starter yet: the builder offers the picker. */
  chooseStarter?: boolean;
};

/**
 * An entry's files (script, CSS, chunks to preload) from a Vite manifest in
 * `{clientDir}/.vite/`, or null while it is not built. Read once found; until then looked up per
 * request, so a build made while the server runs is picked up.
 */
export function createManifestAssetsReader(
  clientDir: string,
  manifestName: string,
  entryKey: string,
): () => EditorAssets | null {
  let found: EditorAssets | null = null;
  return () => {
    if (found) return found;
    const file = join(clientDir, '.vite', manifestName);
    if (!existsSync(file)) return null;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const entry = manifest[entryKey];
    if (!entry) return null;
    const css = new Set<string>();
    const preload: string[] = [];
    const seen = new Set<string>();
    const walk = (key: string, top: boolean) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (!top) preload.push(`/${chunk.file}`);
      for (const c of chunk.css ?? []) css.add(`/${c}`);
      for (const k of chunk.imports ?? []) walk(k, false);
    };
    walk(entryKey, true);
    found = { entry: `/${entry.file}`, css: [...css], preload };
    return found;
  };
}

/** The editor entry's files from `dist/client/.vite/editor-manifest.json`, or null. */
export function createEditorAssetsReader(clientDir: string): () => EditorAssets | null {
  return createManifestAssetsReader(clientDir, 'editor-manifest.json', EDITOR_ENTRY);
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The editor's layout before React draws it (React replaces it): the boxes of editor/shell/App.tsx
 * with the same classes, so the same CSS, so the preview's frame box is where it will stay.
 */
const EDITOR_SKELETON =
  '<div class="swe-app" data-view="canvas"><header class="swe-top"></header>' +
  '<aside class="swe-left"></aside><div class="swe-canvas"><div class="swe-frame-wrap"></div></div>' +
  '<aside class="swe-right"></aside><nav class="swe-mobile-bar"></nav></div>';

/** Places the preview over the skeleton's frame box at the editor's first device (desktop). */
const EARLY_PLACEMENT = earlyPlacementScript(
  { holder: PREVIEW_HOLDER_ID, frame: PREVIEW_FRAME_ID, canvas: '#sw-editor-root .swe-canvas' },
  DEVICE_WIDTHS[INITIAL_DEVICE],
);

/** The builder page's inline scripts, for the Content-Security-Policy's hashes. */
export const BUILDER_INLINE_SCRIPTS = [EARLY_READY_SCRIPT, EARLY_PLACEMENT] as const;

export function builderShell(assets: EditorAssets, boot: EditorBoot): string {
  const attr = (v: string) => escapeHtml(v);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Builder · ${escapeHtml(boot.workspace.name)}</title>` +
    FAVICON_LINK +
    // Listening before the iframe exists: its `ready` may come before the editor's scripts. Above
    // the stylesheet, which an inline script below it would wait for, and the parser with it, so
    // the iframe would start loading only once the editor's CSS is in.
    EARLY_READY_SCRIPT +
    assets.css.map((h) => `<link rel="stylesheet" href="${attr(h)}">`).join('') +
    assets.preload.map((h) => `<link rel="modulepreload" href="${attr(h)}">`).join('') +
    `</head><body><div id="sw-editor-root">${EDITOR_SKELETON}</div>` +
    // The preview starts loading now, beside the editor's scripts, placed where the editor keeps
    // it, so it lays out and paints its page while they load (shared/preview-frame.ts).
    (boot.documents?.page
      ? `<div id="${PREVIEW_HOLDER_ID}" class="swe-preview-holder" hidden><iframe id="${PREVIEW_FRAME_ID}" class="swe-frame" title="Page preview" src="${attr(previewUrl(boot.documents.page.path))}"></iframe></div>` +
        EARLY_PLACEMENT
      : '') +
    `<script type="application/json" id="sw-editor-boot">${scriptJson(boot)}</script>` +
    `<script type="module" src="${attr(assets.entry)}"></script></body></html>`
  );
}

export function builderNotBuiltPage(): string {
  return htmlPage(
    'Builder not built',
    `<h1>Builder not built</h1><p>${escapeHtml(BUILDER_NOT_BUILT_MESSAGE)}</p>`,
  );
}
