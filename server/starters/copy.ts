// A starter as the new workspace's own copy (pure): every section gets a new id, the header's
// and footer's brand becomes the workspace's own name, and nothing is shared with the starter's
// data (a deep copy), so editing the copy never changes the starter.
import { randomBytes } from 'node:crypto';
import { migratePage } from '../../schemas/migrations';
import type { PageDocument, Section, SiteDocument } from '../../schemas/types';
import type { Starter } from '../../fixtures/starters/index';

/** What applying a starter writes into a workspace. */
export type StarterCopy = {
  site: SiteDocument;
  pages: { path: string; doc: PageDocument }[];
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789_-`;

/** A section id as the editor makes them: 8 url-safe characters, a letter first. */
function newSectionId(taken: Set<string>): string {
  for (;;) {
    const bytes = randomBytes(8);
    let id = LETTERS[bytes[0]! % LETTERS.length]!;
    for (let i = 1; i < 8; i++) id += ALPHABET[bytes[i]! & 63];
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** A header or footer that shows the site's own name (the brand's name, empty = the site's). */
function ownBrand(config: Record<string, unknown>): Record<string, unknown> {
  return 'brand' in config ? { ...config, brand: 'name', siteName: '' } : config;
}

function copySection(s: Section, taken: Set<string>, slot: boolean): Section {
  const config = structuredClone(s.config);
  return { ...s, id: newSectionId(taken), config: slot ? ownBrand(config) : config };
}

/**
 * The starter's site document (every field copied, so fields added later come along) and pages,
 * each page at the current page version with new section ids unique across the site, and the
 * workspace's name as the home page's title in search results.
 */
export function starterCopy(starter: Starter, siteName: string): StarterCopy {
  const taken = new Set<string>();
  const site = structuredClone(starter.site);
  site.header = site.header && copySection(site.header, taken, true);
  site.footer = site.footer && copySection(site.footer, taken, true);
  const pages = starter.pages.map(({ path, doc }) => {
    const copy = migratePage(structuredClone(doc) as unknown as Record<string, unknown>);
    copy.sections = doc.sections.map((s) => copySection(s, taken, false));
    if (path === '/') copy.seo = { ...copy.seo, title: siteName.slice(0, 120) };
    return { path, doc: copy };
  });
  return { site, pages };
}
