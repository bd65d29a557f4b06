// What the shell's code view can edit, where each value is read from and how an applied value
// goes back into the store (one undo step each). No schemas here: the dialog around the code
// view imports this, and the schemas load only with the code view itself.
import type { PageDocument, Section, SiteDocument, Theme } from '../../schemas/types';
import type { SectionPlace } from '../store/documents';
import type { EditorState } from '../store/store';

/** What the code view edits: a body section, the open page, a site slot, the menus or the theme. */
export type CodeTarget = 'section' | 'page' | 'header' | 'footer' | 'menus' | 'theme';

/** The targets in the order the dialog offers them, with their labels. */
export const CODE_TARGETS: readonly { target: CodeTarget; label: string }[] = [
  { target: 'section', label: 'Selected section' },
  { target: 'page', label: 'Page' },
  { target: 'header', label: 'Header' },
  { target: 'footer', label: 'Footer' },
  { target: 'menus', label: 'Menus' },
  { target: 'theme', label: 'Theme' },
];

export function codeTargetLabel(target: CodeTarget): string {
  return CODE_TARGETS.find((t) => t.target === target)?.label ?? 'Code';
}

/**
 * The target the dialog opens on: 'section' asks for the selection, which is the header or the
 * footer target when the selected section sits in a site slot, and the page when nothing is.
 */
export function initialCodeTarget(requested: CodeTarget, place: SectionPlace | null): CodeTarget {
  if (requested !== 'section') return requested;
  return place ? (place.slot === 'body' ? 'section' : place.slot) : 'page';
}

type Documents = { page: PageDocument | null; site: SiteDocument | null };

/**
 * The JSON a target shows: `section` is the selected body section. A site slot answers null
 * when it is empty (the dialog says so), undefined when there is nothing loaded to edit.
 */
export function codeTargetValue(
  docs: Documents,
  target: CodeTarget,
  section: Section | null,
): unknown {
  switch (target) {
    case 'section':
      return section ?? undefined;
    case 'page':
      return docs.page ?? undefined;
    case 'header':
    case 'footer':
      return docs.site ? docs.site[target] : undefined;
    case 'menus':
      return docs.site?.menus;
    case 'theme':
      return docs.site?.theme;
  }
}

type Appliers = Pick<
  EditorState,
  'page' | 'site' | 'replaceSection' | 'replacePage' | 'replaceSite' | 'setMenus'
>;

/**
 * Puts a value the code view checked back in the store as one undo step; false when the store
 * refuses it (ids taken, a section type that may not go there) or there is nothing to replace.
 */
export function applyCodeTarget(
  s: Appliers,
  target: CodeTarget,
  section: Section | null,
  next: unknown,
): boolean {
  switch (target) {
    case 'section':
      return section ? s.replaceSection(section.id, next as Section) : false;
    case 'page':
      return s.replacePage(next as PageDocument);
    case 'header':
    case 'footer': {
      const current = s.site?.[target];
      return current ? s.replaceSection(current.id, next as Section) : false;
    }
    case 'menus':
      return s.site ? s.setMenus(next as SiteDocument['menus']) : false;
    case 'theme':
      return s.site ? s.replaceSite({ ...s.site, theme: next as Theme }) : false;
  }
}
