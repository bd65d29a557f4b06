// Work that must not hold up the frame a keystroke is shown in. A keystroke in a plain text
// field reaches the preview at once (PreviewHost.predict); the form's own re-render, the store's
// change and the check of the prediction then wait here until that frame has been painted, and
// run at background priority in the order they were queued, so a task queued first (the form's
// change) runs before one queued after it (the check that the store took it).

type Task = () => void;

/** A hidden document gets no frames: the task runs at most this late anyway. */
const LATEST_MS = 100;

type PostTask = (task: Task, options: { priority: 'background' }) => Promise<unknown>;

/** After the current task, behind the tasks already waiting (input, messages, timers). */
function postBackground(task: Task): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(task, { priority: 'background' });
  else setTimeout(task, 0);
}

/**
 * Runs `task` once the next frame has been painted. Tasks queued in one turn run in the order
 * they were queued (their frame callbacks, then their background tasks, keep it).
 */
export function afterPaint(task: Task): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    clearTimeout(latest);
    try {
      task();
    } catch (err) {
      console.error('[editor] work after paint failed', err);
    }
  };
  const latest = setTimeout(run, LATEST_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => postBackground(run));
}
