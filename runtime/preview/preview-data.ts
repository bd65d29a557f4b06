// What the server pre-loaded for the draft's sections (products of a listing, a product page's
// product), carried from renderPreviewPage to the preview runtime. Each entry holds the hash of
// the section it was loaded for: the data belongs to that exact JSON, and an edited section
// loads its own.

/** The id of the `<script type="application/json">` renderPreviewPage writes the data into. */
export const PREVIEW_DATA_ID = 'sw-preview-data';

/** One section's pre-loaded data and the hash (shared/hash.ts) of the section it was loaded for. */
export type PreloadedSection = { hash: string; data: unknown };

/** Pre-loaded data by section id. */
export type PreloadedData = ReadonlyMap<string, PreloadedSection>;

export const NO_PRELOADED_DATA: PreloadedData = new Map();

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the data renderPreviewPage embedded in `doc`; entries that are not `{ hash, data }` are
 * dropped, and a missing or unreadable script means no data (every section then loads its own).
 */
export function readPreloadedData(doc: Document): PreloadedData {
  const text = doc.getElementById(PREVIEW_DATA_ID)?.textContent;
  if (!text) return NO_PRELOADED_DATA;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NO_PRELOADED_DATA;
  }
  if (!isRecord(parsed)) return NO_PRELOADED_DATA;
  const out = new Map<string, PreloadedSection>();
  for (const [id, entry] of Object.entries(parsed))
    if (isRecord(entry) && typeof entry.hash === 'string' && 'data' in entry)
      out.set(id, { hash: entry.hash, data: entry.data });
  return out;
}
