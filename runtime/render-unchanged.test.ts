// Every demo page, every starter page and a page of each type's defaults, rendered for visitors
// and for the builder, hashed: the file snapshot beside this test was written before a change
// that must leave the markup alone (the per-device fields of the Style group and phone images:
// a section without them renders byte for byte as before). A deliberate change of markup
// updates the snapshot (`npx vitest run --project unit runtime/render-unchanged.test.ts -u`)
// and says why in its commit.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACES } from '../fixtures';
import { starters } from '../fixtures/starters';
import { defaultsFromSchema } from '../schemas/defaults';
import { SECTION_METAS } from '../schemas/generated/section-metas';
import type { PageDocument, SiteDocument } from '../schemas/types';
import { PHONE_MEDIA } from '../shared/devices';
import { jsonHash } from '../shared/hash';
import { createHtmlSanitizer } from '../shared/sanitize';
import { createSectionValidator } from '../shared/validate';
import { renderPage, renderPreviewPage, type ClientAssets } from './entry-server';

const assets: ClientAssets = {
  css: ['/assets/site.css'],
  fonts: {},
  islandEntry: '/assets/islands.js',
  islandChunks: {},
};
const deps = {
  validate: createSectionValidator(SECTION_METAS),
  sanitize: createHtmlSanitizer(new JSDOM('').window),
  assets,
};

// The carousels' phone images moved from below 641 px to the phone's breakpoint on purpose (one
// phone for every phone value); that string is put back, and nothing else may differ.
const asBefore = (html: string) =>
  html.replaceAll(`media="${PHONE_MEDIA}"`, 'media="(max-width: 640px)"');

function hashes(site: SiteDocument, page: PageDocument, path: string, contact?: StoreContact) {
  // A demo's contact details live in its settings (Settings), which the context carries.
  const ctx = { siteName: 'Site', currencySymbol: '₹', path, ...(contact ? { contact } : {}) };
  const visitor = renderPage({ ...deps, site, page, ctx: { ...ctx, mode: 'public' } }).html;
  const builder = renderPreviewPage({
    ...deps,
    site,
    page,
    ctx: { ...ctx, mode: 'builder' },
    previewEntry: '/assets/preview.js',
    embedded: true,
  });
  // The preview's head carries the builder's own CSS (preview-css.ts); its body is the sections.
  const builderBody = builder.slice(builder.indexOf('<body>'));
  return `${jsonHash(asBefore(visitor))} ${jsonHash(asBefore(builderBody))}`;
}

type StoreContact = { email: string; phone: string; address: string };

describe('rendered markup', () => {
  it('stays byte for byte what it was for pages without the new fields', async () => {
    const out: Record<string, string> = {};
    for (const ws of DEMO_WORKSPACES) {
      for (const { path, doc } of ws.pages)
        out[`${ws.slug} ${path}`] = hashes(ws.site, doc, path, ws.settings.contact);
    }
    for (const starter of starters()) {
      for (const { path, doc } of starter.pages) {
        out[`starter ${starter.id} ${path}`] = hashes(starter.site, doc, path);
      }
    }
    const site = DEMO_WORKSPACES[1]!.site;
    for (const meta of SECTION_METAS) {
      if (meta.placement) continue;
      const config = defaultsFromSchema(meta.schema) as Record<string, unknown>;
      const section = { id: 's1', type: meta.type, config };
      const page: PageDocument = { version: 1, title: meta.label, seo: {}, sections: [section] };
      out[`defaults ${meta.type}`] = hashes(site, page, '/');
    }
    await expect(`${JSON.stringify(out, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/render-unchanged.json',
    );
  }, 60_000);
});
