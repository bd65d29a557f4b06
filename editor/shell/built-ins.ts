// How the editor speaks of the built-in screens and the product and category templates (pages
// whose list entry has `builtIn`): where they show, whether the owner has made one theirs, and
// what the page settings say about the one open.
import type { PageSummary } from '../../shared/builder-api';

/** Where a built-in screen or template shows, as the lists say it. */
export function builtInWhere(p: Pick<PageSummary, 'path' | 'builtIn'>): string {
  return p.builtIn?.kind === 'template' ? `${p.path}/…` : p.path;
}

/** Whether the owner has a version of this built-in screen (stored, or saved in this session). */
export const isMadeYours = (p: PageSummary) => Boolean(p.builtIn?.stored || p.changed);

/** The Pages panel's word on a built-in screen. */
export function builtInStatus(p: PageSummary): string {
  if (!isMadeYours(p)) return 'built-in';
  if (p.publishedVersion === null) return 'yours, not published';
  return p.changed ? 'yours, unpublished changes' : `yours, live (v${p.publishedVersion})`;
}

/** What the page settings say about an open built-in screen or template; null for other pages. */
export function builtInNote(p: PageSummary | undefined): string | null {
  if (!p?.builtIn) return null;
  if (p.path === '/p')
    return 'Product page template: every product’s page. The Product details section shows each page’s product; a product list or grid with no category chosen lists that product’s category.';
  if (p.path === '/c')
    return 'Category page template: every category’s page. The product grid with no category chosen lists each page’s category, under its name and description while the grid’s heading is empty.';
  return isMadeYours(p)
    ? 'Your version of a built-in screen: its form checks and sends as built. “Reset to built-in” in Pages brings the built-in one back.'
    : 'Built-in screen: edits make it yours. Visitors see your version once you publish it.';
}
