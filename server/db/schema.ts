import type { Generated } from 'kysely';

/** Row types. JSON documents are stored as text so one code path serves SQLite and PostgreSQL. */
export interface WorkspacesTable {
  id: string;
  slug: string;
  /** Host name without port that selects this workspace (shop.localhost, example.com). */
  domain: string;
  name: string;
  /** JSON: { defaultCurrency, … } */
  settings: string;
  created_at: string;
}

export interface SitesTable {
  workspace_id: string;
  /** JSON SiteDocument being edited. */
  draft: string;
  /** JSON SiteDocument visitors see. */
  published: string;
  updated_at: string;
}

export interface PagesTable {
  id: string;
  workspace_id: string;
  /** Normalized: '/' for the root page, else '/a/b' without a trailing slash. */
  path: string;
  /** JSON PageDocument being edited. */
  draft: string;
  /** JSON PageDocument visitors see; null until first publish. */
  published: string | null;
  published_version: number | null;
  created_at: string;
  updated_at: string;
}

export interface PageVersionsTable {
  id: Generated<number>;
  workspace_id: string;
  page_id: string;
  version: number;
  document: string;
  published_at: string;
  published_by: string | null;
}

export interface Database {
  workspaces: WorkspacesTable;
  sites: SitesTable;
  pages: PagesTable;
  page_versions: PageVersionsTable;
}
