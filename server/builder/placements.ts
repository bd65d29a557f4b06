// Placements of reusable sections in pages: a page's section `{ id, type, ref, config: {} }`
// takes its type and config from the reusable section `ref` of the same workspace, the draft
// for the builder and the live one for visitors. A placement whose reusable is gone (or not yet
// live) renders nothing; the rest of the page renders.
import type { PageDocument, Section } from '../../schemas/types';
import type { Db } from '../db';

/** What a placement takes from its reusable section. */
export type PlacedConfig = { type: string; config: Record<string, unknown> };

/** The ids of the reusable sections a page places, each once, in page order. */
export function placedRefs(doc: Pick<PageDocument, 'sections'>): string[] {
  return [...new Set(doc.sections.flatMap((s) => (s.ref ? [s.ref] : [])))];
}

/**
 * The page with every placement's type and config filled in from `configs` (the `ref` kept);
 * a placement `configs` lacks is left out. The page itself when it places nothing.
 */
export function resolvePlacements(
  doc: PageDocument,
  configs: ReadonlyMap<string, PlacedConfig>,
): PageDocument {
  if (!doc.sections.some((s) => s.ref)) return doc;
  const sections: Section[] = [];
  for (const s of doc.sections) {
    if (!s.ref) sections.push(s);
    else {
      const found = configs.get(s.ref);
      if (found) sections.push({ ...s, type: found.type, config: found.config });
    }
  }
  return { ...doc, sections };
}

/** The draft or live configs of reusable sections `ids` of the workspace, by id. */
async function readPlacedConfigs(
  q: Db,
  workspaceId: string,
  ids: readonly string[],
  version: 'draft' | 'published',
): Promise<Map<string, PlacedConfig>> {
  const out = new Map<string, PlacedConfig>();
  if (!ids.length) return out;
  const rows = await q
    .selectFrom('reusable_sections')
    .select(['id', 'type', 'draft', 'published'])
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const text = version === 'draft' ? r.draft : r.published;
    if (text !== null)
      out.set(r.id, { type: r.type, config: JSON.parse(text) as Record<string, unknown> });
  }
  return out;
}

/** The page as it shows: its placements resolved from the workspace's reusable sections. */
export async function withPlacements(
  q: Db,
  workspaceId: string,
  doc: PageDocument,
  version: 'draft' | 'published',
): Promise<PageDocument> {
  const refs = placedRefs(doc);
  if (!refs.length) return doc;
  return resolvePlacements(doc, await readPlacedConfigs(q, workspaceId, refs, version));
}
