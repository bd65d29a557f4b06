import { DEMO_WORKSPACES } from '../fixtures/index';
import type { Repo } from '../server/repo';

/** Seeds the demo workspaces that are missing; existing ones are left as their owners made them. */
export async function seedDemoWorkspaces(
  repo: Repo,
  opts: { force?: boolean } = {},
): Promise<string[]> {
  const seeded: string[] = [];
  for (const demo of DEMO_WORKSPACES) {
    const existing = await repo.workspaceBySlug(demo.slug);
    if (existing && !opts.force) continue;
    const ws =
      existing ??
      (await repo.createWorkspace(
        { slug: demo.slug, domain: demo.domain, name: demo.name, settings: demo.settings },
        demo.site,
      ));
    if (existing) await repo.setSite(ws.id, demo.site);
    for (const p of demo.pages) await repo.upsertPublishedPage(ws.id, p.path, p.doc, 'seed');
    seeded.push(demo.slug);
  }
  return seeded;
}
