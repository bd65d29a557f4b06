// The sections clipboard, mirrored into localStorage so another tab, or another page of this
// editor, can paste what was copied. The stored value is checked on the way back in.
import type { Section } from '../../schemas/types';
import type { StorageLike } from '../../shared/api-client';
import { isSectionShape } from './documents';

export const CLIPBOARD_STORAGE_KEY = 'sw-editor-clipboard';
const CLIPBOARD_VERSION = 1;

export type ClipboardStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

/** Writes the copied sections; a full or blocked storage only loses the cross-tab copy. */
export function writeClipboard(storage: ClipboardStorage | null, sections: Section[]): void {
  if (!storage) return;
  try {
    storage.setItem(
      CLIPBOARD_STORAGE_KEY,
      JSON.stringify({ v: CLIPBOARD_VERSION, sections, copiedAt: Date.now() }),
    );
  } catch {
    // Quota exceeded or storage disabled: the in-memory clipboard still works in this tab.
  }
}

/** The sections stored by the last copy in any tab, or null when there are none valid. */
export function readClipboard(storage: ClipboardStorage | null): Section[] | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CLIPBOARD_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { v?: unknown; sections?: unknown };
    if (parsed?.v !== CLIPBOARD_VERSION || !Array.isArray(parsed.sections)) return null;
    const sections = parsed.sections as unknown[];
    return sections.length > 0 && sections.every(isSectionShape) ? (sections as Section[]) : null;
  } catch {
    return null;
  }
}
