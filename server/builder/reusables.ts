// The builder's queries of reusable sections: a section config saved once and placed on many
// pages (./placements.ts), with a draft, a live config and every publish kept
// (./document-store.ts, as pages). Every query is scoped by workspace id; a refusal writes
// nothing.
import { randomUUID } from 'node:crypto';
import type { PageDocument } from '../../schemas/types';
import type { PlacedOn, ReusableSummary, VersionEntry } from '../../shared/builder-api';
import { type Db, isUniqueViolation } from '../db';
import {
  createDocumentStore,
  type Invalid,
  nextStamp,
  ok,
  REUSABLE_KIND,
  type Refusal,
  refuse,
  type Result,
  sameDocument,
} from './document-store';

export type ReusableRefusal =
  | Refusal
  | { ok: false; reason: 'name-taken' }
  | { ok: false; reason: 'in-use'; pages: PlacedOn[] };
export type ReusableResult<T> = { ok: true; value: T } | ReusableRefusal;
const NAME_TAKEN = { ok: false as const, reason: 'name-taken' as const };

type ReusableRow = {
  id: string;
  name: string;
  type: string;
  draft: string;
  published: string | null;
  published_version: number | null;
  updated_at: string;
};

/** Where each reusable section is placed: pages by their drafts and by their live versions. */
type Uses = Map<string, { draft: PlacedOn[]; live: PlacedOn[] }>;

function refsIn(text: string | null): Set<string> {
  if (!text) return new Set();
  const doc = JSON.parse(text) as Partial<PageDocument>;
  return new Set((doc.sections ?? []).flatMap((s) => (s.ref ? [s.ref] : [])));
}

async function usesOf(q: Db, workspaceId: string): Promise<Uses> {
  const rows = await q
    .selectFrom('pages')
    .select(['id', 'path', 'draft', 'published'])
    .where('workspace_id', '=', workspaceId)
    // Pages are stored by JSON.stringify: one placing a section has `"ref":` in it. The rest are
    // neither sent nor parsed.
    .where((eb) => eb.or([eb('draft', 'like', '%"ref":%'), eb('published', 'like', '%"ref":%')]))
    .orderBy('path')
    .execute();
  const uses: Uses = new Map();
  const at = (id: string) => {
    let u = uses.get(id);
    if (!u) uses.set(id, (u = { draft: [], live: [] }));
    return u;
  };
  for (const r of rows) {
    const page = {
      id: r.id,
      path: r.path,
      title: (JSON.parse(r.draft) as { title?: string }).title ?? r.path,
    };
    for (const ref of refsIn(r.draft)) at(ref).draft.push(page);
    for (const ref of refsIn(r.published)) at(ref).live.push(page);
  }
  return uses;
}

/** The pages placing `id`, by draft or live, each once. */
function pagesOf(uses: Uses, id: string): PlacedOn[] {
  const u = uses.get(id);
  if (!u) return [];
  const seen = new Map(u.draft.map((p) => [p.id, p]));
  for (const p of u.live) if (!seen.has(p.id)) seen.set(p.id, p);
  return [...seen.values()];
}

export function createReusablesRepo(db: Db) {
  const store = createDocumentStore(db, REUSABLE_KIND);
  const key = (workspaceId: string, id: string) => ({ workspaceId, id });

  function rows(q: Db, workspaceId: string) {
    return q
      .selectFrom('reusable_sections as r')
      .leftJoin('reusable_section_versions as v', (j) =>
        j
          .onRef('v.reusable_id', '=', 'r.id')
          .onRef('v.version', '=', 'r.published_version')
          .on('v.workspace_id', '=', workspaceId),
      )
      .select([
        'r.id',
        'r.name',
        'r.type',
        'r.draft',
        'r.published',
        'r.published_version',
        'r.updated_at',
        'v.published_at',
      ])
      .where('r.workspace_id', '=', workspaceId);
  }

  const summary = (
    r: ReusableRow & { published_at: string | null },
    uses: Uses,
  ): ReusableSummary => ({
    id: r.id,
    name: r.name,
    type: r.type,
    config: JSON.parse(r.draft) as Record<string, unknown>,
    updatedAt: r.updated_at,
    publishedVersion: r.published_version,
    publishedAt: r.published_at,
    changed: !sameDocument(r.draft, r.published),
    usedOn: uses.get(r.id) ?? { draft: [], live: [] },
  });

  async function one(q: Db, workspaceId: string, id: string): Promise<ReusableSummary | null> {
    const r = await rows(q, workspaceId).where('r.id', '=', id).executeTakeFirst();
    return r ? summary(r, await usesOf(q, workspaceId)) : null;
  }

  /** A name in use by another reusable section of the workspace. */
  async function nameTaken(q: Db, workspaceId: string, name: string, exceptId?: string) {
    const found = await q
      .selectFrom('reusable_sections')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('name', '=', name)
      .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
      .executeTakeFirst();
    return Boolean(found);
  }

  return {
    async list(workspaceId: string): Promise<ReusableSummary[]> {
      const found = await rows(db, workspaceId).orderBy('r.name').execute();
      // The builder's boot asks too: a workspace without any reads no pages for it.
      if (!found.length) return [];
      const uses = await usesOf(db, workspaceId);
      return found.map((r) => summary(r, uses));
    },

    get: (workspaceId: string, id: string) => one(db, workspaceId, id),

    /** A new reusable section, not yet live; `type` and `config` must already be checked. */
    async create(
      workspaceId: string,
      input: { name: string; type: string; config: Record<string, unknown> },
    ): Promise<ReusableResult<ReusableSummary>> {
      if (await nameTaken(db, workspaceId, input.name)) return NAME_TAKEN;
      const id = randomUUID();
      const at = nextStamp(undefined);
      try {
        await db
          .insertInto('reusable_sections')
          .values({
            id,
            workspace_id: workspaceId,
            name: input.name,
            type: input.type,
            draft: JSON.stringify(input.config),
            published: null,
            published_version: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) return NAME_TAKEN;
        throw err;
      }
      return ok((await one(db, workspaceId, id))!);
    },

    /** Replaces the draft config; with `baseUpdatedAt`, only while the stored one is that. */
    async saveDraft(
      workspaceId: string,
      id: string,
      config: Record<string, unknown>,
      baseUpdatedAt?: string,
    ): Promise<Result<{ updatedAt: string }>> {
      return store.editDraft(key(workspaceId, id), (stored) =>
        baseUpdatedAt !== undefined && baseUpdatedAt !== stored.updated_at
          ? refuse('conflict')
          : JSON.stringify(config),
      );
    },

    async rename(
      workspaceId: string,
      id: string,
      name: string,
    ): Promise<ReusableResult<ReusableSummary>> {
      if (await nameTaken(db, workspaceId, name, id)) return NAME_TAKEN;
      try {
        const res = await db
          .updateTable('reusable_sections')
          .set({ name })
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) return refuse('not-found');
      } catch (err) {
        if (isUniqueViolation(err)) return NAME_TAKEN;
        throw err;
      }
      return ok((await one(db, workspaceId, id))!);
    },

    /**
     * Publishes the draft config, or with `version` republishes an old one as a new version and
     * makes it the draft too (rollback). Answers it with the pages that show it now.
     */
    async publish<P>(
      workspaceId: string,
      id: string,
      by: string,
      check: (type: string, config: Record<string, unknown>) => P[],
      version?: number,
    ): Promise<Result<ReusableSummary> | Invalid<P>> {
      const row = await db
        .selectFrom('reusable_sections')
        .select('type')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return refuse('not-found');
      return store.publish(
        key(workspaceId, id),
        by,
        (config) => check(row.type, config),
        version,
        async (trx) => (await one(trx, workspaceId, id))!,
      );
    },

    async history(workspaceId: string, id: string): Promise<VersionEntry[] | null> {
      const k = key(workspaceId, id);
      const live = await store.current(k);
      return live === undefined ? null : store.history(k, live);
    },

    version: (workspaceId: string, id: string, version: number) =>
      store.version(key(workspaceId, id), version),

    /** Where each of the workspace's reusable sections is placed (draft and live pages). */
    uses: (workspaceId: string) => usesOf(db, workspaceId),

    /**
     * Deletes a reusable section and its history. Placed on a page (draft or live), refused with
     * those pages unless `force`, which also removes its placements from those pages' drafts;
     * live pages still placing it then show nothing there. Answers the live pages' paths.
     */
    async delete(
      workspaceId: string,
      id: string,
      force: boolean,
    ): Promise<ReusableResult<{ livePaths: string[]; draftPages: PlacedOn[] }>> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('reusable_sections')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) return refuse('not-found');
        const uses = await usesOf(trx, workspaceId);
        const placed = pagesOf(uses, id);
        if (placed.length && !force)
          return { ok: false as const, reason: 'in-use' as const, pages: placed };
        const drafts = uses.get(id)?.draft ?? [];
        for (const p of drafts) {
          const page = await trx
            .selectFrom('pages')
            .select(['draft', 'updated_at'])
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', p.id)
            .executeTakeFirstOrThrow();
          const doc = JSON.parse(page.draft) as PageDocument;
          const sections = doc.sections.filter((s) => s.ref !== id);
          await trx
            .updateTable('pages')
            .set({
              draft: JSON.stringify({ ...doc, sections }),
              updated_at: nextStamp(page.updated_at),
            })
            .where('workspace_id', '=', workspaceId)
            .where('id', '=', p.id)
            .execute();
        }
        await trx
          .deleteFrom('reusable_section_versions')
          .where('workspace_id', '=', workspaceId)
          .where('reusable_id', '=', id)
          .execute();
        await trx
          .deleteFrom('reusable_sections')
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .execute();
        return ok({ livePaths: (uses.get(id)?.live ?? []).map((p) => p.path), draftPages: drafts });
      });
    },
  };
}
