// What the builder's route files share inside builderRoutes' scope: its repositories, the
// request's workspace and user, the built-in screens merged into the pages list, the page
// cache's purges, and the repository's refusals as readable 4xx answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATEGORY_TEMPLATE_PATH, PRODUCT_TEMPLATE_PATH } from '../../shared/builder-api';
import {
  HOME_DELETE_MESSAGE,
  pathTakenMessage,
  PUBLISH_RACE_MESSAGE,
  STALE_DRAFT_MESSAGE,
  STALE_SITE_MESSAGE,
} from './checks';
import { builtInDocument, builtInPageId, designableBuiltIns } from './built-in-pages';
import { createBuilderRepo, type PageDetail, type PageItem, type Refusal } from './repo';
import { createReusablesRepo } from './reusables';
import { adminOf, fail, type PagePurge, type RequestContext } from '../http';

type Ws = { id: string; domain: string };

export const noPage = (pageId: string) => `No page with id ${pageId} in this site.`;

/** A refusal of the repository as a readable 4xx. */
export function refusal(
  reply: FastifyReply,
  r: Refusal,
  what: { id?: string; path?: string } = {},
) {
  switch (r.reason) {
    case 'not-found':
      return fail(reply, 404, what.id ? noPage(what.id) : 'Not found.');
    case 'conflict':
      return fail(reply, 409, what.id ? STALE_DRAFT_MESSAGE : STALE_SITE_MESSAGE);
    case 'path-taken':
      return fail(reply, 409, pathTakenMessage(what.path ?? ''));
    case 'home':
      return fail(reply, 400, HOME_DELETE_MESSAGE);
    case 'race':
      return fail(reply, 409, PUBLISH_RACE_MESSAGE);
  }
}

export type BuilderScope = ReturnType<typeof createBuilderScope>;

export function createBuilderScope(ctx: RequestContext, pageCache: PagePurge) {
  const repo = createBuilderRepo(ctx.db);
  const reusables = createReusablesRepo(ctx.db);

  const wsOf = (req: FastifyRequest) => adminOf(req).workspace;
  const userOf = (req: FastifyRequest) => adminOf(req).user;
  const isPlatform = (ws: { domain: string }) => ws.domain === ctx.platformHost;

  /** The workspace's built-in screens and templates, each with the id its page has or will have. */
  const builtInsOf = (ws: Ws) =>
    designableBuiltIns(isPlatform(ws)).map((b) => ({ ...b, id: builtInPageId(ws.id, b.path) }));

  function builtInItem(b: ReturnType<typeof builtInsOf>[number]): PageItem {
    return {
      id: b.id,
      path: b.path,
      title: b.title,
      updatedAt: '',
      publishedVersion: null,
      publishedAt: null,
      changed: false,
      builtIn: { kind: b.kind, stored: false },
    };
  }

  /**
   * The pages list: the stored pages, then every built-in screen and template in their own
   * order: the owner's stored one marked so, else an entry the editor can open and edit.
   */
  async function pageList(ws: Ws): Promise<PageItem[]> {
    const stored = await repo.listPages(ws.id);
    const builtIns = builtInsOf(ws);
    const byPath = new Map(stored.map((p) => [p.path, p]));
    const builtInPaths = new Set(builtIns.map((b) => b.path));
    return [
      ...stored.filter((p) => !builtInPaths.has(p.path)),
      ...builtIns.map((b) => {
        const own = byPath.get(b.path);
        return own ? { ...own, builtIn: { kind: b.kind, stored: true } } : builtInItem(b);
      }),
    ];
  }

  /** The built-in screen this workspace's page id stands for, while it is not stored. */
  const unstoredBuiltIn = (ws: Ws, pageId: string) => builtInsOf(ws).find((b) => b.id === pageId);

  /** A page with its draft: the stored one, else the built-in screen its id stands for. */
  async function pageDetail(ws: Ws, pageId: string): Promise<PageDetail | null> {
    const page = await repo.page(ws.id, pageId);
    const builtIn = page ? undefined : unstoredBuiltIn(ws, pageId);
    if (page) {
      const kind = builtInsOf(ws).find((b) => b.path === page.path)?.kind;
      return kind ? { ...page, builtIn: { kind, stored: true } } : page;
    }
    const draft = builtIn && builtInDocument(builtIn.path, isPlatform(ws));
    return builtIn && draft ? { ...builtInItem(builtIn), draft } : null;
  }

  /** Purges what a page is shown on: a template is every product's or category's page. */
  const purgePage = (workspaceId: string, path: string) =>
    path === PRODUCT_TEMPLATE_PATH || path === CATEGORY_TEMPLATE_PATH
      ? pageCache.purge(workspaceId)
      : pageCache.purge(workspaceId, path);

  /** Purges every live page placing one of the reusable sections `ids`. */
  async function purgePlacements(workspaceId: string, ids: readonly string[]) {
    if (!ids.length) return;
    const uses = await reusables.uses(workspaceId);
    const paths = new Set(ids.flatMap((r) => (uses.get(r)?.live ?? []).map((p) => p.path)));
    for (const path of paths) purgePage(workspaceId, path);
  }

  /** The site document with the workspace's name and domain, as the editor reads it. */
  const siteAnswer = async (req: FastifyRequest) => {
    const ws = wsOf(req);
    const site = await repo.site(ws.id);
    return site && { name: ws.name, domain: ws.domain, ...site };
  };

  return {
    pageCache,
    repo,
    reusables,
    wsOf,
    userOf,
    isPlatform,
    pageList,
    unstoredBuiltIn,
    pageDetail,
    purgePage,
    purgePlacements,
    siteAnswer,
  };
}
