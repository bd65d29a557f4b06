// Opening a workspace: its row and its first site in one transaction, so a registration (or a
// demo seed) never leaves a workspace without a site.
import type { SiteDocument } from '../../schemas/types';
import { createSiteDocuments } from '../builder';
import type { Db } from '../db';
import type { Workspace } from '../http';
import { createWorkspacesRepo } from '../workspaces';

/** Creates a workspace with `site` as its draft and published site document (version 1). */
export async function openWorkspace(
  db: Db,
  input: Omit<Workspace, 'id'>,
  site: SiteDocument,
): Promise<Workspace> {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const ws = await createWorkspacesRepo(trx).insertWorkspace(input, at);
    await createSiteDocuments(trx).insertSite(ws.id, site, at);
    return ws;
  });
}
