// The dashboard's first steps for a new owner: choose a starter in the builder, add products,
// publish. A step done is no longer shown (read from the builder's and the catalogue's APIs); the
// card shows only to a workspace made with a starter to choose (not the demo ones) and goes
// once every step is done.
import { Link } from 'react-router-dom';
import { ADMIN_CATALOGUE_PATHS, type AdminProductsAnswer } from '../../../shared/admin-catalogue';
import type { PageSummary, StarterList } from '../../../shared/builder-api';
import { useAdminApi } from '../api';
import { Panel, useResource } from '../ui';

const BUILDER_API = '/api/io/crm/admin/website';

type Progress = { asked: boolean; starter: boolean; products: boolean; published: boolean };

export function FirstSteps() {
  const api = useAdminApi();
  const res = useResource('first-steps', async (): Promise<Progress> => {
    const [starters, pages, products] = await Promise.all([
      api.get<{ data: StarterList }>(`${BUILDER_API}/starters`),
      api.get<{ data: PageSummary[] }>(`${BUILDER_API}/pages`),
      api.post<AdminProductsAnswer>(ADMIN_CATALOGUE_PATHS.products, { p: 0, s: 1 }),
    ]);
    const home = pages.data.find((p) => p.path === '/');
    const chosen = starters.data.chosen !== null;
    return {
      asked: starters.data.ask || chosen,
      starter: chosen,
      products: products.total > 0,
      // The starter's home page is live: published since it was applied.
      published: chosen && Boolean(home && home.publishedVersion !== null && !home.changed),
    };
  });
  const p = res.data;
  if (!p || !p.asked || (p.starter && p.products && p.published)) return null;
  return (
    <Panel title="First steps" testId="swa-first-steps" className="swa-first-steps">
      <ol className="swa-steps">
        {!p.starter && (
          <li>
            Choose a starter site with a header, a footer and pages filled in:{' '}
            <a href="/admin/builder">open the builder</a>
          </li>
        )}
        {!p.products && (
          <li>
            Add your products, or keep the starter’s to edit:{' '}
            <Link to="/admin/products">Products</Link>
          </li>
        )}
        {!p.published && <li>Publish your home page from the builder when it looks right</li>}
      </ol>
    </Panel>
  );
}
