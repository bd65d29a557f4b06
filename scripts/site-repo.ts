// Workspaces and their site documents behind one object, for the seeds, scripts and tests that
// set up whole sites. The server itself uses the domains' own repos.
import { openWorkspace } from '../server/accounts';
import { createSiteDocuments } from '../server/builder';
import type { Db } from '../server/db/connect';
import { createWorkspacesRepo } from '../server/workspaces';
import type { SiteDocument } from '../schemas/types';
import type { Workspace } from '../server/http';

export function createRepo(db: Db) {
  return {
    ...createWorkspacesRepo(db),
    ...createSiteDocuments(db),
    createWorkspace: (input: Omit<Workspace, 'id'>, site: SiteDocument) =>
      openWorkspace(db, input, site),
  };
}

export type Repo = ReturnType<typeof createRepo>;
