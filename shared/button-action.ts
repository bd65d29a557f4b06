import type { ButtonAction } from '../schemas/types';

/** A resolved link: where it goes and whether it leaves the site. */
export type ResolvedLink = { href: string; external: boolean };

const trimSlashes = (s: string) => s.trim().replace(/^\/+/, '').replace(/\/+$/, '');

/**
 * Turns a buttonAction into a real href: categories under /c/, products under /p/ with exactly
 * one leading slash (SPEC §2 notes one list writes it with, another without), pages by path with
 * the root marker meaning /, external links as given. Null when the action has no target.
 */
export function resolveButtonAction(action: ButtonAction | undefined | null): ResolvedLink | null {
  if (!action) return null;
  switch (action.navigateTo) {
    case 'category': {
      const slug = trimSlashes(action.category ?? '').replace(/^c\//, '');
      return slug ? { href: `/c/${encodePath(slug)}`, external: false } : null;
    }
    case 'product': {
      const path = trimSlashes(action.product ?? '').replace(/^p\//, '');
      return path ? { href: `/p/${encodePath(path)}`, external: false } : null;
    }
    case 'page': {
      const path = trimSlashes(action.page ?? '');
      return { href: path ? `/${encodePath(path)}` : '/', external: false };
    }
    case 'externalLink': {
      const url = (action.externalLink ?? '').trim();
      return /^(https?:\/\/|mailto:|tel:)/i.test(url) ? { href: url, external: true } : null;
    }
    default:
      return null;
  }
}

function encodePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((seg) => encodeURIComponent(decodeSafe(seg)))
    .join('/');
}

function decodeSafe(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}
