import type { PageDocument, SiteDocument } from './types';

/** One step of a stored document's format; ids are named so history reads as a changelog. */
export type DocumentMigration = {
  id: string;
  from: number;
  up: (doc: Record<string, unknown>) => Record<string, unknown>;
};

/** One step of the stored page format. */
export type PageMigration = DocumentMigration;

/**
 * Ordered migrations of the stored page JSON (tldraw's migration ids, Puck's migrate.ts).
 * The format is at version 1; a change to it appends a step here and bumps the version.
 */
export const PAGE_MIGRATIONS: readonly PageMigration[] = [];

export const CURRENT_PAGE_VERSION = 1 + PAGE_MIGRATIONS.length;

/** Applies each pending step in order, stamping each step's version. */
function migrate(
  doc: Record<string, unknown>,
  migrations: readonly DocumentMigration[],
): Record<string, unknown> {
  let out = doc;
  let version = typeof out.version === 'number' ? out.version : 1;
  for (const m of migrations) {
    if (m.from !== version) continue;
    out = { ...m.up(out), version: version + 1 };
    version += 1;
  }
  return out;
}

/** Brings a stored page up to the current version by applying each pending step in order. */
export function migratePage(
  doc: Record<string, unknown>,
  migrations: readonly PageMigration[] = PAGE_MIGRATIONS,
): PageDocument {
  return migrate(doc, migrations) as PageDocument;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A slot's section with its config's menu fields taken out, and what they held. */
function takeMenu(slot: unknown, keys: readonly string[]): { section: unknown; taken: Json } {
  if (!isObject(slot) || !isObject(slot.config)) return { section: slot, taken: {} };
  const config = { ...slot.config };
  const taken: Json = {};
  for (const key of keys) {
    if (key in config) taken[key] = config[key];
    delete config[key];
  }
  return { section: { ...slot, config }, taken };
}

/**
 * v1 → v2: the menus move out of the header and the footer into the site's `menus`, which every
 * header and footer reads. A header's `menu` is the main menu; the events header's Home item
 * and Services submenu (`homeLabel`, `servicesLabel`, `services`) become the same two items; a
 * footer's link `columns` become the footer menu, a column's title an item and its links the
 * item's children.
 */
function menusOutOfSlots(doc: Json): Json {
  const header = takeMenu(doc.header, ['menu', 'homeLabel', 'servicesLabel', 'services']);
  const footer = takeMenu(doc.footer, ['columns']);
  const h = header.taken;
  let main: unknown[] = list(h.menu);
  if (isObject(doc.header) && doc.header.type === 'events-header') {
    main = [
      {
        label: typeof h.homeLabel === 'string' ? h.homeLabel : 'Home',
        buttonAction: { navigateTo: 'page', page: '/' },
      },
      {
        label: typeof h.servicesLabel === 'string' ? h.servicesLabel : 'Services',
        children: list(h.services),
      },
    ];
  }
  const columns = list(footer.taken.columns).filter(isObject);
  return {
    ...doc,
    header: header.section ?? null,
    footer: footer.section ?? null,
    menus: {
      main,
      footer: columns.map((c) => ({ label: c.title, children: list(c.links) })),
    },
  };
}

/** Ordered migrations of the stored site document (theme, header, footer, menus). */
export const SITE_MIGRATIONS: readonly DocumentMigration[] = [
  { id: 'menus-out-of-header-and-footer', from: 1, up: menusOutOfSlots },
];

export const CURRENT_SITE_VERSION = 1 + SITE_MIGRATIONS.length;

/** Brings a stored site document up to the current version. */
export function migrateSite(
  doc: Record<string, unknown>,
  migrations: readonly DocumentMigration[] = SITE_MIGRATIONS,
): SiteDocument {
  return migrate(doc, migrations) as SiteDocument;
}
