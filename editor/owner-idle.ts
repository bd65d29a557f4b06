// "While the owner looks": work the owner may want later (the code view's editor, megabytes of
// monaco) starts once the page has settled and the owner is not acting, so it competes neither
// with the editor's load nor with a click or a keystroke.

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Runs `task` once, after `quietMs` without a pointer press, key or wheel in `win`, and then
 * in an idle period (at most `idleTimeoutMs` later). Answers a cancel function.
 */
export function whenOwnerIdle(
  task: () => void,
  { win = window, quietMs = 1000, idleTimeoutMs = 3000 } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    for (const type of INPUT_EVENTS) win.removeEventListener(type, restart, true);
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  const settled = () => {
    if (typeof win.requestIdleCallback === 'function')
      idle = win.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else run();
  };
  function restart() {
    clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    idle = undefined;
    timer = setTimeout(settled, quietMs);
  }
  for (const type of INPUT_EVENTS)
    win.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}
