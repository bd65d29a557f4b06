// The owner's redirects (docs/api.md, "Admin API: redirects"): paths, the shapes the admin app
// sends and reads, the form's schema with one readable message a field, and the pure checks of a
// redirect's from and to (the server applies them; the admin app's dialog shows the same words).

const BASE = '/api/io/crm/admin/redirects';

/** Every route of the owner's redirects API, as the server registers it. */
export const ADMIN_REDIRECT_PATHS = {
  /** POST { q?, p?, s? } → AdminRedirectsAnswer. */
  list: `${BASE}/list`,
  /** POST RedirectInput (with `id` to change one) → { data: AdminRedirect }. */
  save: `${BASE}/save`,
  /** POST { id } → { data: { _id } }. */
  delete: `${BASE}/delete`,
  /** GET → text/csv (REDIRECT_CSV_COLUMNS). */
  export: `${BASE}/export`,
  /** POST { csv } or a text/csv body → { data: RedirectImportReport }. */
  import: `${BASE}/import`,
} as const;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** A redirect as the admin reads it. */
export type AdminRedirect = {
  _id: string;
  /** A path of this shop, normalised (`/old-page`). */
  from: string;
  /** A path of this shop (query kept) or an absolute http(s) URL. */
  to: string;
  status: RedirectStatus;
  /** Added by the server when a page, product or post moved. */
  automatic: boolean;
  created: string;
  updated: string;
};

export type AdminRedirectsAnswer = { data: AdminRedirect[]; total: number };

export type RedirectQuery = { q?: string; p?: number; s?: number };

export type RedirectInput = { id?: string; from: string; to: string; status?: RedirectStatus };

export const REDIRECT_PAGE_SIZE = 25;
export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_URL_MAX = 2000;

/** The import's answer: what it did, and each row it skipped with its line and reason. */
export type RedirectImportReport = {
  added: number;
  updated: number;
  unchanged: number;
  skipped: { line: number; from: string; reason: string }[];
};

/** The CSV's columns, export and import (a header row is optional on import). */
export const REDIRECT_CSV_COLUMNS = ['from', 'to', 'status'] as const;
/** Rows one import may carry, and its size. */
export const REDIRECT_IMPORT_MAX_ROWS = 5000;
export const REDIRECT_IMPORT_MAX_BYTES = 1024 * 1024;

export const REDIRECT_MESSAGES = {
  fromMissing: 'Please give the old path (from), starting with /.',
  fromNotPath: 'The old path (from) must start with / and be a path of this shop, not a URL.',
  fromTooLong: `The old path (from) must be at most ${REDIRECT_PATH_MAX} characters.`,
  fromReserved: (path: string) =>
    `${path} belongs to the shop's own system (admin, API or files) and cannot be redirected.`,
  toMissing: 'Please give where to send visitors (to): a path starting with / or an http(s) URL.',
  toInvalid: 'Where to (to) must be a path starting with / or a full http:// or https:// URL.',
  toTooLong: `Where to (to) must be at most ${REDIRECT_URL_MAX} characters.`,
  same: 'A redirect cannot send a path to itself.',
  loop: (from: string, to: string) =>
    `${from} → ${to} would make a loop: ${to} already leads back to ${from}.`,
  status: 'The type must be 301 (permanent) or 302 (temporary).',
  taken: (from: string) => `There is already a redirect from ${from}. Edit that one instead.`,
  notFound: 'No redirect with this id in this shop.',
  importEmpty: 'The CSV has no rows. Put one redirect a line: from,to,status.',
  importTooMany: `An import may carry at most ${REDIRECT_IMPORT_MAX_ROWS} rows.`,
  importTooLarge: 'The CSV must be at most 1 MB. Split it into smaller files.',
  importUnreadable: (detail: string) => `The CSV could not be read: ${detail}`,
  importRepeat: (line: number) => `The same from-path is on line ${line} already.`,
  importBody: 'Send the CSV as a text/csv body, or as JSON { "csv": "…" }.',
} as const;

/** Field messages of the API's schemas (shared/admin-api's FormMessages). */
export const REDIRECT_FIELD_MESSAGES = {
  id: 'Please say which redirect (id).',
  from: REDIRECT_MESSAGES.fromMissing,
  to: REDIRECT_MESSAGES.toMissing,
  status: REDIRECT_MESSAGES.status,
  q: 'Please search with at most 120 characters.',
  p: 'Please ask for a page p from 0.',
  s: 'Please ask for a page size s from 1 to 100.',
};

/** The save route's body. */
export const REDIRECT_SAVE_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    from: { type: 'string', minLength: 1, maxLength: REDIRECT_PATH_MAX + 100 },
    to: { type: 'string', minLength: 1, maxLength: REDIRECT_URL_MAX + 100 },
    status: { type: 'integer', enum: [...REDIRECT_STATUSES] },
  },
  required: ['from', 'to'],
  additionalProperties: false,
} as const;

/** The list route's body. */
export const REDIRECT_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 120 },
    p: { type: 'integer', minimum: 0, maximum: 100_000 },
    s: { type: 'integer', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const;

/** First path segments and whole paths the server answers itself: never redirected. */
const RESERVED_SEGMENTS = [
  'api',
  'admin',
  'builder',
  'assets',
  'static',
  'demo',
  'uploads',
  'forms',
];
const RESERVED_PATHS = [
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/favicon.svg',
  '/healthz',
  '/readyz',
  '/blog/rss.xml',
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A path as the storefront looks it up: decoded, no query or fragment, no empty segments, no
 * trailing slash (`/` stays `/`).
 */
export function redirectKey(path: string): string {
  const bare = safeDecode(path.split(/[?#]/)[0]!);
  return `/${bare.split('/').filter(Boolean).join('/')}`;
}

/** Whether the server answers this path itself (admin, API, files). */
export function isReservedRedirectPath(key: string): boolean {
  const first = key.split('/')[1]?.toLowerCase() ?? '';
  return RESERVED_SEGMENTS.includes(first) || RESERVED_PATHS.includes(key.toLowerCase());
}

// Whitespace and control characters have no place in a path a visitor follows.
// eslint-disable-next-line no-control-regex
const BAD_CHARS = /[\s\u0000-\u001f\u007f]/;

/** The normalised from-path, or the reason it cannot be one. */
export function checkRedirectFrom(
  input: string,
): { ok: true; from: string } | { ok: false; message: string } {
  const text = input.trim();
  if (!text) return { ok: false, message: REDIRECT_MESSAGES.fromMissing };
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\'))
    return { ok: false, message: REDIRECT_MESSAGES.fromNotPath };
  const from = redirectKey(text);
  if (BAD_CHARS.test(from)) return { ok: false, message: REDIRECT_MESSAGES.fromNotPath };
  if (from.length > REDIRECT_PATH_MAX) return { ok: false, message: REDIRECT_MESSAGES.fromTooLong };
  if (isReservedRedirectPath(from))
    return { ok: false, message: REDIRECT_MESSAGES.fromReserved(from) };
  return { ok: true, from };
}

/**
 * The normalised target: a path (its path part normalised like a from, its query and fragment
 * kept) or an absolute http(s) URL; `key` is the path a chain continues from (null for a URL).
 */
export function checkRedirectTo(
  input: string,
): { ok: true; to: string; key: string | null } | { ok: false; message: string } {
  const text = input.trim();
  if (!text) return { ok: false, message: REDIRECT_MESSAGES.toMissing };
  if (text.length > REDIRECT_URL_MAX) return { ok: false, message: REDIRECT_MESSAGES.toTooLong };
  if (BAD_CHARS.test(text)) return { ok: false, message: REDIRECT_MESSAGES.toInvalid };
  if (text.startsWith('/')) {
    if (text.startsWith('//') || text.startsWith('/\\'))
      return { ok: false, message: REDIRECT_MESSAGES.toInvalid };
    const cut = text.search(/[?#]/);
    const key = redirectKey(text);
    return { ok: true, to: cut < 0 ? key : `${key}${text.slice(cut)}`, key };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: REDIRECT_MESSAGES.toInvalid };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    return { ok: false, message: REDIRECT_MESSAGES.toInvalid };
  if (url.username || url.password) return { ok: false, message: REDIRECT_MESSAGES.toInvalid };
  return { ok: true, to: url.href, key: null };
}

/**
 * Where a visitor goes: a URL as stored; a path encoded for the Location header, with the
 * visitor's own query string added (after the target's own, when it has one).
 */
export function redirectLocation(to: string, visitorQuery: string): string {
  if (!to.startsWith('/')) return to;
  const hash = to.indexOf('#');
  const beforeHash = hash < 0 ? to : to.slice(0, hash);
  const fragment = hash < 0 ? '' : to.slice(hash);
  const q = beforeHash.indexOf('?');
  const path = q < 0 ? beforeHash : beforeHash.slice(0, q);
  const own = q < 0 ? '' : beforeHash.slice(q + 1);
  const query = [own, visitorQuery].filter(Boolean).join('&');
  // The stored path is decoded; the query and fragment are sent as they came, save any byte a
  // header cannot carry.
  const ascii = (s: string) => s.replace(/[^\x21-\x7e]+/gu, (c) => encodeURIComponent(c));
  return `${encodeURI(path)}${query ? `?${ascii(query)}` : ''}${ascii(fragment)}`;
}
