import { demoBlog } from '../fixtures/blog/index';
import { demoCatalogue } from '../fixtures/catalogue/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../fixtures/demo-accounts';
import { DEMO_WORKSPACES } from '../fixtures/index';
import type { Users } from '../server/accounts/users';
import type { BlogRepo } from '../server/blog/repo';
import type { CatalogueRepo } from '../server/catalogue/repo';
import type { Repo } from './site-repo';

/**
 * Seeds the demo workspaces that are missing; existing ones are left as their owners made them.
 * With `users`, a seeded workspace also gets its demo logins (fixtures/demo-accounts.ts): created
 * when missing and, when forced, given the documented password again. With `catalogue`, a seeded
 * workspace also gets its demo catalogue (fixtures/catalogue); forced, the catalogue it had is
 * removed first (with the cart lines and wishlist entries of its products), so nothing doubles.
 * With `blog`, a seeded workspace also gets its demo blog (fixtures/blog), replaced when forced.
 */
export async function seedDemoWorkspaces(
  repo: Repo,
  opts: { force?: boolean; users?: Users; catalogue?: CatalogueRepo; blog?: BlogRepo } = {},
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
    if (opts.users) await seedDemoAccounts(opts.users, ws.id, demo.slug);
    if (opts.catalogue) await seedDemoCatalogue(opts.catalogue, ws.id, demo.slug, !!existing);
    if (opts.blog) await seedDemoBlog(opts.blog, ws.id, demo.slug, !!existing);
    seeded.push(demo.slug);
  }
  return seeded;
}

async function seedDemoAccounts(users: Users, workspaceId: string, slug: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS.filter((a) => a.slug === slug)) {
    const found = await users.userByEmail(workspaceId, account.email);
    if (found) {
      await users.setPassword(workspaceId, found.id, DEMO_PASSWORD);
      continue;
    }
    await users.createUser({
      workspaceId,
      email: account.email,
      password: DEMO_PASSWORD,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: account.userType,
    });
  }
}

/** Categories (parents first), brands, then every product in one transaction. */
async function seedDemoCatalogue(
  catalogue: CatalogueRepo,
  workspaceId: string,
  slug: string,
  replace: boolean,
): Promise<void> {
  const demo = demoCatalogue(slug);
  if (!demo) return;
  if (replace) await catalogue.deleteCatalogue(workspaceId);
  for (const category of demo.categories) await catalogue.createCategory(workspaceId, category);
  for (const brand of demo.brands) await catalogue.createBrand(workspaceId, brand);
  await catalogue.createProducts(
    workspaceId,
    demo.products.map(({ art: _art, mediaArt: _mediaArt, ...product }) => product),
  );
}

/** Categories and posts (with their generated covers' paths), replacing the old blog if asked. */
async function seedDemoBlog(
  blog: BlogRepo,
  workspaceId: string,
  slug: string,
  replace: boolean,
): Promise<void> {
  const demo = demoBlog(slug);
  if (!demo) return;
  if (replace) await blog.deleteBlog(workspaceId);
  await blog.createDemoBlog(workspaceId, {
    categories: demo.categories,
    posts: demo.posts.map(({ art: _art, ...post }) => post),
  });
}
