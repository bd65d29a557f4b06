import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageDocument, SiteDocument } from '../../schemas/types';
import { ApiError } from '../../shared/api-client';
import { createAutosave, OFFLINE_SAVE_MESSAGE, type AutosaveApi } from './autosave';
import type { EditorStore } from './store';
import { createTestStore, makePage } from './test-support';

type Call =
  | { kind: 'page'; body: { id: string; draft: PageDocument; baseUpdatedAt?: string } }
  | { kind: 'site'; body: { draft: SiteDocument; baseUpdatedAt?: string } };

/** A fake builder API: records calls; `next` scripts answers, else each save succeeds. */
function fakeApi() {
  const calls: Call[] = [];
  const scripted: (() => Promise<{ updatedAt: string }>)[] = [];
  let n = 0;
  const answer = () => scripted.shift()?.() ?? Promise.resolve({ updatedAt: `u${++n}` });
  const api: AutosaveApi = {
    savePageDraft: (body) => {
      calls.push({ kind: 'page', body });
      return answer();
    },
    saveSiteDraft: (body) => {
      calls.push({ kind: 'site', body });
      return answer();
    },
  };
  return {
    api,
    calls,
    next: (fn: () => Promise<{ updatedAt: string }>) => scripted.push(fn),
  };
}

function deferred() {
  let resolve!: (v: { updatedAt: string }) => void;
  const promise = new Promise<{ updatedAt: string }>((r) => (resolve = r));
  return { promise, resolve };
}

const CONFLICT = 'This page was changed in another window. Reload to get the latest version.';
const edit = (store: EditorStore, text: string, id = 'a') =>
  store.getState().updateSectionConfig(id, { heading: text }, `${id}:/heading`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutosave', () => {
  it('saves the page once after a pause in the typing, with its baseUpdatedAt', async () => {
    const store = createTestStore();
    const { api, calls } = fakeApi();
    createAutosave(store, api);
    expect(store.getState().saveState).toBe('idle');
    edit(store, 'H');
    expect(store.getState().saveState).toBe('saving');
    await vi.advanceTimersByTimeAsync(300);
    edit(store, 'He');
    await vi.advanceTimersByTimeAsync(300);
    edit(store, 'Hey');
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.kind).toBe('page');
    expect(call?.body).toMatchObject({ id: 'p1', baseUpdatedAt: 'p1-t0' });
    expect(call?.body.draft).toBe(store.getState().page);
    const s = store.getState();
    expect(s.saveState).toBe('saved');
    expect(s.saveError).toBeNull();
    expect(s.baseUpdatedAt.pages.p1).toBe('u1');
    expect(s.pages.find((p) => p.id === 'p1')?.updatedAt).toBe('u1');
    // The next save builds on the answer.
    edit(store, 'Hey!');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls[1]?.body.baseUpdatedAt).toBe('u1');
  });

  it('saves at least every maxWaitMs while edits keep coming', async () => {
    const store = createTestStore();
    const { api, calls } = fakeApi();
    createAutosave(store, api, { delayMs: 800, maxWaitMs: 2000 });
    for (let i = 0; i < 10; i++) {
      edit(store, `t${i}`);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('saves site changes with the site’s baseUpdatedAt', async () => {
    const store = createTestStore();
    const { api, calls } = fakeApi();
    createAutosave(store, api);
    const theme = store.getState().site!.theme;
    store.getState().setTheme({ ...theme, linkTextColor: '#123456' });
    store.getState().removeSection('c');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.kind).sort()).toEqual(['page', 'site']);
    const site = calls.find((c) => c.kind === 'site');
    expect(site?.body).toMatchObject({ baseUpdatedAt: 'site-t0' });
    expect(site?.body.draft).toBe(store.getState().site);
  });

  it('stops saving a document after a 409 until it is reloaded', async () => {
    const store = createTestStore();
    const { api, calls, next } = fakeApi();
    const autosave = createAutosave(store, api);
    next(() => Promise.reject(new ApiError(409, { status: 409, msg: CONFLICT }, '/x')));
    edit(store, 'Mine');
    await vi.advanceTimersByTimeAsync(800);
    expect(store.getState().saveState).toBe('error');
    expect(store.getState().saveError).toBe(CONFLICT);
    edit(store, 'Mine again');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    await expect(autosave.flush()).rejects.toThrow(CONFLICT);
    expect(calls).toHaveLength(1);
    expect(heading(store)).toBe('Mine again'); // the draft is still in the editor
    // Reloading the page drops the conflicting draft and saves from the new base.
    store.getState().openPage('p1', makePage(['a']), { reset: true, updatedAt: 'p1-t9' });
    expect(store.getState().saveState).not.toBe('error');
    expect(store.getState().saveError).toBeNull();
    edit(store, 'After reload');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.baseUpdatedAt).toBe('p1-t9');
    expect((calls[1]?.body.draft as PageDocument).sections[0]?.config.heading).toBe('After reload');
  });

  it('retries after a network failure with a growing delay, keeping the draft', async () => {
    const store = createTestStore();
    const { api, calls, next } = fakeApi();
    createAutosave(store, api, { retryBaseMs: 1000 });
    next(() => Promise.reject(new TypeError('Failed to fetch')));
    next(() => Promise.reject(new ApiError(503, null, '/x')));
    edit(store, 'Offline');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(1);
    expect(store.getState().saveState).toBe('error');
    expect(store.getState().saveError).toBe(OFFLINE_SAVE_MESSAGE);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2); // fails with 503: next try in 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.body.draft).toBe(store.getState().page);
    expect(store.getState().saveState).toBe('saved');
    expect(store.getState().saveError).toBeNull();
  });

  it('shows a refused draft’s reason and tries again on the next change, not before', async () => {
    const store = createTestStore();
    const { api, calls, next } = fakeApi();
    const autosave = createAutosave(store, api);
    const reason = { status: 400, msg: 'bad', errors: [{ defaultMessage: 'Title is required.' }] };
    next(() => Promise.reject(new ApiError(400, reason, '/x')));
    next(() => Promise.reject(new ApiError(400, reason, '/x')));
    store.getState().setPageMeta({ title: '' });
    await vi.advanceTimersByTimeAsync(800);
    expect(store.getState().saveError).toBe('Title is required.');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    // A publish flushes first: the flush fails, and the draft stays in the store.
    await expect(autosave.flush()).rejects.toThrow('Title is required.');
    expect(store.getState().page?.title).toBe('');
    store.getState().setPageMeta({ title: 'Fixed' });
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(3);
    expect(store.getState().saveState).toBe('saved');
  });

  it('flushes pending changes at once, waiting for a request in flight first', async () => {
    const store = createTestStore();
    const { api, calls, next } = fakeApi();
    const autosave = createAutosave(store, api);
    await autosave.flush(); // nothing to do
    expect(calls).toHaveLength(0);
    const first = deferred();
    next(() => first.promise);
    edit(store, 'One');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(1);
    edit(store, 'Two');
    expect(autosave.hasUnsavedChanges()).toBe(true);
    let flushed = false;
    const flushing = autosave.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1); // one request per document at a time
    first.resolve({ updatedAt: 'first' });
    await flushing;
    expect(flushed).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.baseUpdatedAt).toBe('first');
    expect(heading(calls[1]?.body.draft as PageDocument)).toBe('Two');
    expect(autosave.hasUnsavedChanges()).toBe(false);
    expect(store.getState().saveState).toBe('saved');
  });

  it('saves the page being left at once, with its own id and draft', async () => {
    const store = createTestStore();
    const { api, calls } = fakeApi();
    createAutosave(store, api);
    edit(store, 'Left behind');
    const draft = store.getState().page;
    store.getState().openPage('p2', makePage(['x']));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ id: 'p1', baseUpdatedAt: 'p1-t0' });
    expect(calls[0]?.body.draft).toBe(draft);
  });

  it('saves nothing for loads, page switches and calls that change nothing', async () => {
    const store = createTestStore();
    const { api, calls } = fakeApi();
    const autosave = createAutosave(store, api);
    store.getState().openPage('p2', makePage(['x']));
    store.getState().select('x');
    store.getState().moveSection('x', 0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(autosave.hasUnsavedChanges()).toBe(false);
    autosave.dispose();
    store.getState().removeSection('x');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
  });
});

function heading(from: EditorStore | PageDocument | undefined): unknown {
  const page = from && 'getState' in from ? from.getState().page : from;
  return page?.sections[0]?.config.heading;
}
