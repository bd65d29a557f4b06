// Applying a starter to a workspace: one transaction writes the site's and pages' drafts, the
// catalogue and blog it lacks, and the workspace's choice. What is live stays live (and in
// history) until the owner publishes; see docs/api.md, "Starters".
import { STARTER_IDS, starters, type Starter, type StarterId } from '../../fixtures/starters/index';
import { addStarterBlog } from '../blog';
import { createSiteDocuments } from '../builder';
import { addStarterCatalogue } from '../catalogue';
import type { Db } from '../db';
import type { StarterApplied } from '../../shared/builder-api';
import { createWorkspacesRepo } from '../workspaces';
import { starterCopy } from './copy';

export function isStarterId(id: string): id is StarterId {
  return (STARTER_IDS as readonly string[]).includes(id);
}

export function starterById(id: StarterId): Starter {
  return starters().find((s) => s.id === id)!;
}

/**
 * Copies the starter into the workspace in one transaction: the site document as the site's
 * draft; each page as the draft at its path (added unpublished when new; other pages stay);
 * categories, brands, products, blog categories and posts the workspace does not have by slug;
 * and `settings.starter` set to the starter's id.
 */
export async function applyStarter(
  db: Db,
  workspace: { id: string; name: string },
  id: StarterId,
): Promise<StarterApplied> {
  const starter = starterById(id);
  const copy = starterCopy(starter, workspace.name);
  return db.transaction().execute(async (trx) => {
    const documents = createSiteDocuments(trx);
    await documents.setSiteDraft(workspace.id, copy.site);
    const pagesAdded: string[] = [];
    const pagesReplaced: string[] = [];
    for (const p of copy.pages) {
      const added = await documents.setPageDraft(workspace.id, p.path, p.doc);
      (added ? pagesAdded : pagesReplaced).push(p.path);
    }
    const catalogue = starter.catalogue
      ? await addStarterCatalogue(trx, workspace.id, {
          ...starter.catalogue,
          products: starter.catalogue.products.map(({ art: _art, ...product }) => product),
        })
      : { categories: 0, products: 0 };
    const posts = starter.blog
      ? await addStarterBlog(trx, workspace.id, {
          categories: starter.blog.categories,
          posts: starter.blog.posts.map(({ art: _art, ...post }) => post),
        })
      : 0;
    await createWorkspacesRepo(trx).updateSettings(workspace.id, (s) => ({ ...s, starter: id }));
    return {
      starter: id,
      pagesAdded,
      pagesReplaced,
      products: catalogue.products,
      categories: catalogue.categories,
      posts,
    };
  });
}
