// Publishing, as plain functions the shell calls: save what is pending, publish the site when
// its draft differs from what is live, then the page (the server publishes the changed reusable
// sections it places with it). A refusal lists each problem; the draft
// stays as it is (in the store and on the server), so nothing is lost.
import { publishProblems, type BuilderApi, type PublishProblem } from '../api';
import { errorText } from '../../shared/error-text';
import type { Autosave } from '../store/autosave';
import type { EditorStore } from '../store/store';

export type PublishResult =
  { ok: true; version: number | null } | { ok: false; message: string; problems: PublishProblem[] };

/**
 * Publishes the site (when changed) and the open page; with `all`, then every other page whose
 * draft differs from what is live (a starter's pages, pages the menu links to), in the pages
 * list's order. The first refusal stops there and names the page it is about.
 */
export async function publishOpenPage(
  store: EditorStore,
  api: BuilderApi,
  autosave: Autosave,
  opts: { all?: boolean } = {},
): Promise<PublishResult> {
  const pageId = store.getState().pageId;
  if (!pageId) return { ok: false, message: 'Open a page first.', problems: [] };
  try {
    await autosave.flush();
  } catch (err) {
    return { ok: false, message: errorText(err), problems: [] };
  }
  let current: { title: string } | undefined;
  try {
    const site = await api.getSite();
    if (site.changed) await api.publishSite();
    const page = await api.publishPage(pageId);
    if (opts.all) {
      for (const other of store.getState().pages) {
        if (other.id === pageId || !other.changed) continue;
        current = other;
        await api.publishPage(other.id);
      }
    }
    store.getState().setPages(await api.listPages());
    // The reusable sections the page places went live with it.
    store.getState().setReusables(await api.listReusables());
    return { ok: true, version: page.publishedVersion ?? null };
  } catch (err) {
    if (current)
      store.getState().setPages(await api.listPages().catch(() => store.getState().pages));
    const message = errorText(err);
    return {
      ok: false,
      message: current ? `${current.title}: ${message}` : message,
      problems: current ? [] : (publishProblems(err) ?? []),
    };
  }
}

/** How many pages other than the open one have changes visitors do not see yet. */
export function otherChangedPages(
  pages: readonly { id: string; changed: boolean }[],
  open: string | null,
) {
  return pages.filter((p) => p.id !== open && p.changed).length;
}
