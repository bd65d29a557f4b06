// Publishing, as plain functions the shell calls: save what is pending, publish the site when
// its draft differs from what is live, then the page. A refusal lists each problem; the draft
// stays as it is (in the store and on the server), so nothing is lost.
import { publishProblems, type BuilderApi, type PublishProblem } from '../api';
import { errorText } from '../../shared/error-text';
import type { Autosave } from '../store/autosave';
import type { EditorStore } from '../store/store';

export type PublishResult =
  { ok: true; version: number | null } | { ok: false; message: string; problems: PublishProblem[] };

export async function publishOpenPage(
  store: EditorStore,
  api: BuilderApi,
  autosave: Autosave,
): Promise<PublishResult> {
  const pageId = store.getState().pageId;
  if (!pageId) return { ok: false, message: 'Open a page first.', problems: [] };
  try {
    await autosave.flush();
  } catch (err) {
    return { ok: false, message: errorText(err), problems: [] };
  }
  try {
    const site = await api.getSite();
    if (site.changed) await api.publishSite();
    const page = await api.publishPage(pageId);
    store.getState().setPages(await api.listPages());
    return { ok: true, version: page.publishedVersion ?? null };
  } catch (err) {
    return { ok: false, message: errorText(err), problems: publishProblems(err) ?? [] };
  }
}
