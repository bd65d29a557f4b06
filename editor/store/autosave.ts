// Autosave: watches the store's pageRevision, siteRevision and libraryRevision (a reusable
// section's draft config), waits for a pause in the
// editing (debounce, with a maximum wait so steady typing still saves), then PUTs the page and
// site drafts with the baseUpdatedAt they were loaded or last saved at. It keeps the draft
// object it is saving, so switching pages never loses a pending save, and sends at most one
// request per document at a time (a second one would carry a stale baseUpdatedAt).
//   409 (changed in another window)  saveError shows the server's text; that document is not
//                                    saved again until it is reloaded (load/reloadSite/openPage
//                                    with reset), which drops the conflicting pending draft
//   network failure or 5xx           retried with exponential backoff; the draft stays
//   another 4xx (invalid draft…)     saveError shows the reason; the next change retries
// saveState: 'saving' while a change is waiting or being sent, 'saved' when everything is,
// 'error' as above, 'idle' before the first save.
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { ApiError } from '../../shared/api-client';
import { errorText } from '../../shared/error-text';
import type { EditorStore, SaveState, SaveTarget } from './store';

/** The two calls the autosave makes (editor/api.ts's BuilderApi fits). */
export type AutosaveApi = {
  savePageDraft(body: {
    id: string;
    draft: PageDocument;
    baseUpdatedAt?: string;
  }): Promise<{ updatedAt: string }>;
  saveSiteDraft(body: { draft: SiteDocument; baseUpdatedAt?: string }): Promise<{
    updatedAt: string;
  }>;
  /** Needed once the owner edits a placed reusable section. */
  saveReusableDraft?(body: {
    id: string;
    config: Record<string, unknown>;
    baseUpdatedAt?: string;
  }): Promise<{ updatedAt: string }>;
};

export type AutosaveOptions = {
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  /** Longest a change waits while edits keep coming. */
  maxWaitMs?: number;
  /** First retry delay after a network failure; doubles up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
};

export type Autosave = {
  /** Saves everything pending now; rejects with the reason when something cannot be saved. */
  flush(): Promise<void>;
  /** Whether some change is not on the server yet (for a beforeunload warning). */
  hasUnsavedChanges(): boolean;
  dispose(): void;
};

export const OFFLINE_SAVE_MESSAGE =
  'Cannot reach the server. Your changes are kept here and will be saved when it answers.';

type Draft = PageDocument | SiteDocument | Readonly<Record<string, unknown>>;

type Job = {
  key: string;
  target: SaveTarget;
  /** The newest draft seen; `saved` is the last one the server confirmed. */
  latest: Draft;
  saved: Draft | null;
  inFlight: Promise<void> | null;
  /** Set on 409: nothing more is sent for this document until it is reloaded. */
  blocked: string | null;
  error: string | null;
  failures: number;
  retryTimer: ReturnType<typeof setTimeout> | null;
};

const isDirty = (job: Job) => job.latest !== job.saved;

function isTransient(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status >= 500 || err.status === 408 || err.status === 429;
}

export function createAutosave(
  store: EditorStore,
  api: AutosaveApi,
  {
    delayMs = 800,
    maxWaitMs = 5000,
    retryBaseMs = 1000,
    retryMaxMs = 30_000,
  }: AutosaveOptions = {},
): Autosave {
  const jobs = new Map<string, Job>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstChangeAt: number | null = null;
  let savedOnce = false;
  let disposed = false;

  const keyOf = (target: SaveTarget) =>
    target.kind === 'site' ? 'site' : `${target.kind}:${target.id}`;

  function updateStatus(): void {
    let state: SaveState = savedOnce ? 'saved' : 'idle';
    let message: string | null = null;
    const all = [...jobs.values()];
    const problem = all.find((j) => j.blocked) ?? all.find((j) => j.error);
    if (problem) {
      state = 'error';
      message = problem.blocked ?? problem.error;
    } else if (all.some((j) => j.inFlight || isDirty(j))) {
      state = 'saving';
    }
    store.getState().setSaveStatus(state, message);
  }

  function drop(key: string): void {
    const job = jobs.get(key);
    if (job?.retryTimer) clearTimeout(job.retryTimer);
    jobs.delete(key);
  }

  function touch(target: SaveTarget, draft: Draft): void {
    const key = keyOf(target);
    const job = jobs.get(key) ?? {
      key,
      target,
      latest: draft,
      saved: null,
      inFlight: null,
      blocked: null,
      error: null,
      failures: 0,
      retryTimer: null,
    };
    job.latest = draft;
    jobs.set(key, job);
    const now = Date.now();
    firstChangeAt ??= now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(delayMs, firstChangeAt + maxWaitMs - now)));
  }

  function fire(): void {
    timer = null;
    firstChangeAt = null;
    // Documents waiting out a network backoff keep waiting; their timer saves them.
    for (const job of [...jobs.values()]) if (!job.retryTimer) void save(job);
    updateStatus();
  }

  function scheduleRetry(job: Job): void {
    if (job.retryTimer) clearTimeout(job.retryTimer);
    const wait = Math.min(retryBaseMs * 2 ** (job.failures - 1), retryMaxMs);
    job.retryTimer = setTimeout(() => {
      job.retryTimer = null;
      void save(job);
    }, wait);
  }

  function save(job: Job): Promise<void> {
    if (job.inFlight) return job.inFlight;
    if (disposed || job.blocked || !isDirty(job)) return Promise.resolve();
    if (job.retryTimer) {
      clearTimeout(job.retryTimer);
      job.retryTimer = null;
    }
    const draft = job.latest;
    const { target } = job;
    const { baseUpdatedAt: base, library } = store.getState();
    const baseUpdatedAt =
      target.kind === 'site'
        ? base.site
        : target.kind === 'reusable'
          ? library[target.id]?.updatedAt
          : base.pages[target.id];
    const withBase = baseUpdatedAt ? { baseUpdatedAt } : {};
    let request: Promise<{ updatedAt: string }>;
    try {
      if (target.kind === 'site')
        request = api.saveSiteDraft({ draft: draft as SiteDocument, ...withBase });
      else if (target.kind === 'page')
        request = api.savePageDraft({ id: target.id, draft: draft as PageDocument, ...withBase });
      else if (api.saveReusableDraft)
        request = api.saveReusableDraft({
          id: target.id,
          config: draft as Record<string, unknown>,
          ...withBase,
        });
      else throw new Error('This editor cannot save reusable sections.');
    } catch (err) {
      request = Promise.reject(err);
    }
    const chain = request
      .then(
        ({ updatedAt }) => {
          // A document reloaded meanwhile has a new job (or none): this answer is about the old.
          if (jobs.get(job.key) !== job) return;
          job.saved = draft;
          job.error = null;
          job.failures = 0;
          savedOnce = true;
          store.getState().markSaved(target, updatedAt);
        },
        (err: unknown) => {
          if (jobs.get(job.key) !== job) return;
          if (err instanceof ApiError && err.status === 409) {
            job.blocked = errorText(err);
          } else if (isTransient(err)) {
            job.failures += 1;
            job.error = err instanceof ApiError ? errorText(err) : OFFLINE_SAVE_MESSAGE;
            scheduleRetry(job);
          } else {
            job.error = errorText(err);
          }
        },
      )
      .finally(() => {
        job.inFlight = null;
        // Edits made while this request was out go next (unless it failed, or a timer will).
        if (jobs.get(job.key) === job && isDirty(job) && !job.blocked && !job.error && !timer) {
          void save(job);
        }
        updateStatus();
      });
    job.inFlight = chain;
    updateStatus();
    return chain;
  }

  const unsubscribe = store.subscribe((state, prev) => {
    // A document replaced without a revision step was reloaded: its pending draft is obsolete.
    if (state.site !== prev.site && state.siteRevision === prev.siteRevision) {
      const job = jobs.get('site');
      if (job && job.latest !== state.site) drop('site');
    }
    if (state.page !== prev.page && state.pageRevision === prev.pageRevision && state.pageId) {
      const key = keyOf({ kind: 'page', id: state.pageId });
      const job = jobs.get(key);
      if (job && job.latest !== state.page) drop(key);
    }
    if (state.pageRevision !== prev.pageRevision && state.pageId !== null && state.page) {
      touch({ kind: 'page', id: state.pageId }, state.page);
    }
    if (state.siteRevision !== prev.siteRevision && state.site) {
      touch({ kind: 'site' }, state.site);
    }
    // Reusable sections: the configs a step changed; a library reloaded without a step drops
    // the pending drafts it replaced.
    if (state.library !== prev.library) {
      const stepped = state.libraryRevision !== prev.libraryRevision;
      for (const [id, entry] of Object.entries(state.library)) {
        const key = keyOf({ kind: 'reusable', id });
        if (stepped && entry.config !== prev.library[id]?.config)
          touch({ kind: 'reusable', id }, entry.config);
        else if (!stepped && jobs.get(key) && jobs.get(key)!.latest !== entry.config) drop(key);
      }
    }
    // Leaving a page saves its pending changes at once.
    if (state.pageId !== prev.pageId && prev.pageId !== null) {
      const job = jobs.get(keyOf({ kind: 'page', id: prev.pageId }));
      if (job && !job.retryTimer) void save(job);
    }
    if (
      state.pageRevision !== prev.pageRevision ||
      state.siteRevision !== prev.siteRevision ||
      state.libraryRevision !== prev.libraryRevision ||
      state.page !== prev.page ||
      state.site !== prev.site
    ) {
      updateStatus();
    }
  });

  return {
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      firstChangeAt = null;
      // Bounded: edits made during the flush are saved in the next round, a few at most.
      for (let round = 0; round < 5; round++) {
        const pending = [...jobs.values()].filter((j) => j.inFlight || (isDirty(j) && !j.blocked));
        if (!pending.length) break;
        await Promise.all(pending.map((j) => save(j)));
        if (pending.some((j) => j.error || j.blocked)) break;
      }
      updateStatus();
      const problem = [...jobs.values()].find((j) => isDirty(j) && (j.blocked || j.error));
      if (problem) throw new Error(problem.blocked ?? problem.error ?? OFFLINE_SAVE_MESSAGE);
    },
    hasUnsavedChanges: () => [...jobs.values()].some((j) => j.inFlight || isDirty(j)),
    dispose() {
      disposed = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      for (const key of [...jobs.keys()]) drop(key);
    },
  };
}
