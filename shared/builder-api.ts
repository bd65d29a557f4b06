// The shapes the builder API answers (docs/api.md, "Builder API"), written once for the server
// that sends them and the editor that reads them.
import type { PageDocument, SiteDocument } from '../schemas/types';

/** Where the product and category page templates are stored (never served as pages). */
export const PRODUCT_TEMPLATE_PATH = '/p';
export const CATEGORY_TEMPLATE_PATH = '/c';

/** A built-in screen (sign-in, checkout…) or a catalogue page template (/p, /c). */
export type BuiltInKind = 'screen' | 'template';

/** A page as the builder's page list shows it. */
export type PageSummary = {
  id: string;
  path: string;
  title: string;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
  /** The draft differs from what visitors see (always true before the first publish). */
  changed: boolean;
  /**
   * A built-in screen or template: `stored` false while visitors get the built-in one (the
   * list's entry then has no draft stored; the first save stores it under this id).
   */
  builtIn?: { kind: BuiltInKind; stored: boolean };
};

/** A page with its draft (GET admin/website/page, POST admin/website/page). */
export type PageDetail = PageSummary & { draft: PageDocument };

/** The site document's draft and publish state. */
export type SiteState = {
  draft: SiteDocument;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
  changed: boolean;
};

/** GET admin/website/site: the site document's state with the workspace's name and host. */
export type SiteAnswer = SiteState & { name: string; domain: string };

/**
 * The documents the editor opens with, written into its page by the server (so it starts
 * without a round trip): the site, the page list, and the page asked for (`?page=`, else the
 * home page), or null when the workspace has no pages.
 */
export type EditorBootDocuments = {
  site: SiteAnswer;
  pages: PageSummary[];
  page: PageDetail | null;
  /** The reusable sections the page's placements show. */
  reusables?: ReusableSummary[];
};

/** One publish in a page's or the site's history, newest first. */
export type VersionEntry = {
  version: number;
  publishedAt: string;
  /** Null for versions nobody signed in published (the seed, the starter site). */
  publishedBy: { id: string; name: string; email: string } | null;
  /** This version is the one live now. */
  current: boolean;
};

/** GET admin/website/starters: the starter sites, and this workspace's choice. */
export type StarterList = {
  /** The starter applied last, or null. */
  chosen: string | null;
  /** A new workspace that has not chosen yet: the builder opens the picker by itself. */
  ask: boolean;
  starters: { id: string; name: string; description: string; thumbnail: string }[];
};

/** POST admin/website/starter: what applying a starter wrote. */
export type StarterApplied = {
  starter: string;
  /** Pages that did not exist and were added (unpublished). */
  pagesAdded: string[];
  /** Pages whose draft the starter's page replaced; their published versions stay. */
  pagesReplaced: string[];
  products: number;
  categories: number;
  posts: number;
};

/** A page a reusable section is placed on. */
export type PlacedOn = { id: string; path: string; title: string };

/**
 * A reusable section as GET admin/website/reusables lists it: its draft config, publish state,
 * and the pages placing it, by their drafts and by what visitors see.
 */
export type ReusableSummary = {
  id: string;
  name: string;
  type: string;
  config: Record<string, unknown>;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
  /** The draft differs from the live config (always true before the first publish). */
  changed: boolean;
  usedOn: { draft: PlacedOn[]; live: PlacedOn[] };
};

/** A problem that blocks a publish; `sectionId` and `field` point at what to fix. */
export type PublishProblem = { defaultMessage: string; sectionId?: string; field?: string };

/** Catalogue models the button-action picker can search. */
export const CATALOGUE_MODELS = ['products', 'categories', 'brands', 'blog-categories'] as const;
export type SearchModel = (typeof CATALOGUE_MODELS)[number];
export type CatalogueItem = { id: string; title: string; path: string };

/** An uploaded image as POST /uploadFile and the uploads list answer it; `url` is the widest. */
export type UploadItem = {
  id: string;
  url: string;
  width: number;
  height: number;
  name: string;
  variants: { width: number; url: string }[];
  createdAt: string;
};
