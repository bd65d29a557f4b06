// The builder's keyboard map. shortcutFor is pure (a table test covers it); the shell's keydown
// listener feeds it the event plus isEditableTarget(event.target) and performs the command.
// While the owner types in a field, no shortcut fires, so the field's own undo and copy work.

export type Shortcut = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'delete';

export type KeyInput = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The event's target takes text: input, textarea, select, contenteditable or monaco. */
  targetIsEditable: boolean;
};

/**
 * The command a key press means: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo,
 * Ctrl/Cmd+C copy and Ctrl/Cmd+V paste sections, Ctrl/Cmd+D duplicate, Delete delete; null
 * otherwise and always while typing in a field. Alt never combines (AltGr reports Ctrl+Alt).
 */
export function shortcutFor(e: KeyInput): Shortcut | null {
  if (e.targetIsEditable || e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (!mod) return key === 'Delete' && !e.shiftKey ? 'delete' : null;
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (e.shiftKey) return null;
  switch (key) {
    case 'y':
      return 'redo';
    case 'c':
      return 'copy';
    case 'v':
      return 'paste';
    case 'd':
      return 'duplicate';
    default:
      return null;
  }
}

// Inputs of these types take no text, so shortcuts stay live while they have focus.
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether keys pressed in `target` edit text there (monaco's hidden textarea included). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((el as HTMLInputElement).type);
  if (el.isContentEditable) return true;
  return el.closest('.monaco-editor, [contenteditable=""], [contenteditable="true"]') !== null;
}

const LABELS: Record<Shortcut, [string, string]> = {
  undo: ['Ctrl+Z', '⌘Z'],
  redo: ['Ctrl+Shift+Z', '⇧⌘Z'],
  copy: ['Ctrl+C', '⌘C'],
  paste: ['Ctrl+V', '⌘V'],
  duplicate: ['Ctrl+D', '⌘D'],
  delete: ['Delete', 'Delete'],
};

/** The key combination to show in a tooltip, in the platform's notation. */
export function shortcutLabel(shortcut: Shortcut, mac: boolean): string {
  return LABELS[shortcut][mac ? 1 : 0];
}
