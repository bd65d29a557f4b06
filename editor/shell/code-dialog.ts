// The Code dialog, loaded on demand like the other dialogs, and ahead of its first open: once the
// editor is live and the owner has left the page alone for 3 s (owner-idle.ts), its chunk,
// the code view's and monaco's load, so a click on Code draws the editor without a download
// (monaco is 0.7 MB compressed and takes a few hundred milliseconds to start).
import { whenOwnerIdle } from '../owner-idle';
import { lazyPreloadable } from './preloadable';

/** How long the owner leaves the page alone before the code view loads. */
const OWNER_QUIET_MS = 3000;
/** The performance mark set when the prefetch starts. */
const CODE_PREFETCH_MARK = 'sw:code-prefetch';

const codeDialog = lazyPreloadable(() =>
  import('./Dialogs').then((m) => ({ default: m.CodeDialog })),
);

/** The Code dialog (shell/Dialogs.tsx). */
export const CodeDialog = codeDialog.Component;

/** Loads the Code dialog, the code view and monaco once the owner is idle; answers a cancel. */
export function preloadCodeDialogWhenIdle(): () => void {
  return whenOwnerIdle(
    () => {
      // For the benchmark (scripts/bench-builder-real.ts): what loads from here on is this
      // prefetch, not the page's own load.
      performance.mark(CODE_PREFETCH_MARK);
      void import('./Dialogs').then(
        (m) => Promise.all([codeDialog.preload(), m.preloadCodeView()]),
        // Not loaded now: the dialog loads them itself when opened.
        () => undefined,
      );
    },
    // Longer than a pause between clicks or keystrokes: a moment of looking at the page.
    { quietMs: OWNER_QUIET_MS },
  );
}
