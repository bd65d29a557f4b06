// Undo history from immer patches. Two kinds of stack: one per page (its body, title and SEO;
// kept while the editor is open, so switching back to a page restores its undo) and one for
// the site (theme, header, footer), which every page shares. Each document thus has one linear
// history and its patches always apply to the state they were recorded on. Undo takes the newer
// of the open page's and the site's top entries (by a global sequence number), redo the older of
// the two redo tops, so together they behave as one timeline from wherever you stand.
import { produce, type Patch } from 'immer';

/** 'library' (reusable sections' drafts) is shared by every page like the site: its stack. */
export type HistoryTarget = 'page' | 'site' | 'library';

/**
 * Applies recorded patches. Unlike immer's applyPatches, it does not deep-clone each patch's
 * value first (immer does, in case a caller mutates patches): ours hold frozen parts of the
 * documents, so assigning them as they are is safe, cheap, and lets undo put back the very
 * objects that were there, which keeps the preview's re-render to what actually changed.
 */
export function applyHistoryPatches<T extends object>(base: T, patches: readonly Patch[]): T {
  return produce(base, (draft) => {
    for (const { op, path, value } of patches) {
      if (!path.length) throw new Error('root patches are not recorded');
      let target = draft as Record<string | number, unknown>;
      for (const segment of path.slice(0, -1)) {
        const next = target[segment];
        if (typeof next !== 'object' || next === null) throw new Error('patch path not found');
        target = next as Record<string | number, unknown>;
      }
      const key = path[path.length - 1] as string | number;
      const list = Array.isArray(target) ? (target as unknown[]) : null;
      if (op === 'replace') target[key] = value;
      else if (op === 'add' && list) list.splice(key === '-' ? list.length : Number(key), 0, value);
      else if (op === 'add') target[key] = value;
      else if (list) list.splice(Number(key), 1);
      else delete target[key];
    }
  });
}

export type HistoryEntry = {
  /** Global order of recording; undo picks the highest, redo the lowest. */
  seq: number;
  target: HistoryTarget;
  /** The page a page entry belongs to; null for site entries. */
  pageId: string | null;
  patches: Patch[];
  inverse: Patch[];
  /** Same non-empty key on consecutive records → one step (typing into one field). */
  coalesceKey: string | null;
  /** The selection to restore on undo and on redo. */
  selectedBefore: string | null;
  selectedAfter: string | null;
};

export type NewHistoryEntry = Omit<HistoryEntry, 'seq'>;

type Stack = { undo: HistoryEntry[]; redo: HistoryEntry[] };

/** Steps kept per stack; the oldest fall off. */
export const HISTORY_LIMIT = 500;

function samePaths(a: readonly Patch[], b: readonly Patch[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((p, i) => {
    const q = b[i];
    return (
      q !== undefined &&
      p.op === 'replace' &&
      q.op === 'replace' &&
      p.path.length === q.path.length &&
      p.path.every((segment, j) => segment === q.path[j])
    );
  });
}

/**
 * One step from two consecutive ones. When the later one replaces exactly the same paths (a
 * field typed into again), keep the first inverse and the latest forward patches, so the step
 * stays small however long the typing; otherwise compose them in order.
 */
export function mergeEntries(first: HistoryEntry, next: NewHistoryEntry): HistoryEntry {
  const replaceOnly = samePaths(first.patches, next.patches);
  return {
    ...first,
    patches: replaceOnly ? next.patches : [...first.patches, ...next.patches],
    inverse: replaceOnly ? first.inverse : [...next.inverse, ...first.inverse],
    selectedAfter: next.selectedAfter,
  };
}

export function createHistory(limit = HISTORY_LIMIT) {
  let seq = 0;
  const site: Stack = { undo: [], redo: [] };
  const pages = new Map<string, Stack>();
  // The entry a record with the same key may still merge into; any other event closes it.
  let open: HistoryEntry | null = null;

  function pageStack(pageId: string): Stack {
    let stack = pages.get(pageId);
    if (!stack) {
      stack = { undo: [], redo: [] };
      pages.set(pageId, stack);
    }
    return stack;
  }

  function stackOf(entry: { target: HistoryTarget; pageId: string | null }): Stack | null {
    if (entry.target !== 'page') return site;
    return entry.pageId === null ? null : pageStack(entry.pageId);
  }

  function tops(pageId: string | null, which: 'undo' | 'redo'): HistoryEntry[] {
    const found: HistoryEntry[] = [];
    const siteTop = site[which].at(-1);
    if (siteTop) found.push(siteTop);
    const pageTop = pageId === null ? undefined : pages.get(pageId)?.[which].at(-1);
    if (pageTop) found.push(pageTop);
    return found;
  }

  return {
    /**
     * Records a step made while `openPageId` is open: merges it into the open step when the
     * coalesce key, target and page match, else pushes it and clears the redo stacks in view.
     */
    record(entry: NewHistoryEntry, openPageId: string | null): void {
      const stack = stackOf(entry);
      if (!stack) return;
      const key = entry.coalesceKey || null;
      if (
        key &&
        open &&
        open.coalesceKey === key &&
        open.target === entry.target &&
        open.pageId === entry.pageId &&
        stack.undo.at(-1) === open
      ) {
        const merged = mergeEntries(open, entry);
        stack.undo[stack.undo.length - 1] = merged;
        open = merged;
        return;
      }
      const full: HistoryEntry = { ...entry, coalesceKey: key, seq: ++seq };
      stack.undo.push(full);
      if (stack.undo.length > limit) stack.undo.splice(0, stack.undo.length - limit);
      // A new step ends both redo futures visible from here; other pages keep theirs.
      site.redo = [];
      if (openPageId !== null) pageStack(openPageId).redo = [];
      open = key ? full : null;
    },

    /** Closes the open coalescing step (a field lost focus). */
    endCoalescing(): void {
      open = null;
    },

    /** Moves the newest step in view to its redo stack and returns it. */
    takeUndo(pageId: string | null): HistoryEntry | null {
      open = null;
      const entry = tops(pageId, 'undo').reduce<HistoryEntry | null>(
        (best, e) => (!best || e.seq > best.seq ? e : best),
        null,
      );
      const stack = entry && stackOf(entry);
      if (!entry || !stack) return null;
      stack.undo.pop();
      stack.redo.push(entry);
      return entry;
    },

    /** Moves the oldest undone step in view back to its undo stack and returns it. */
    takeRedo(pageId: string | null): HistoryEntry | null {
      open = null;
      const entry = tops(pageId, 'redo').reduce<HistoryEntry | null>(
        (best, e) => (!best || e.seq < best.seq ? e : best),
        null,
      );
      const stack = entry && stackOf(entry);
      if (!entry || !stack) return null;
      stack.redo.pop();
      stack.undo.push(entry);
      return entry;
    },

    canUndo(pageId: string | null): boolean {
      return tops(pageId, 'undo').length > 0;
    },

    canRedo(pageId: string | null): boolean {
      return tops(pageId, 'redo').length > 0;
    },

    /** Forgets a page's steps (it was reloaded or deleted). */
    dropPage(pageId: string): void {
      if (open?.pageId === pageId) open = null;
      pages.delete(pageId);
    },

    /** Forgets the site's steps (the site was reloaded). */
    dropSite(): void {
      if (open && open.target !== 'page') open = null;
      site.undo = [];
      site.redo = [];
    },

    clear(): void {
      open = null;
      pages.clear();
      site.undo = [];
      site.redo = [];
    },
  };
}
