// The builder app's entry (/admin/builder): everything starts in editor/shell/start.tsx.
import { startEditor } from './shell/start';

const root = document.getElementById('sw-editor-root');
if (root)
  startEditor(root).catch((err: unknown) => {
    root.textContent = `The builder could not start: ${err instanceof Error ? err.message : String(err)}. Reload the page to try again.`;
  });
