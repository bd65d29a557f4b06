import type { ButtonAction } from '../../../schemas/types';
import { resolveButtonAction } from '../../../shared/button-action';

/** The home page link every brand mark points to. */
export const HOME_ACTION: ButtonAction = { navigateTo: 'page', page: '/' };

/** Whether a link points at the page being rendered (for aria-current). */
export function isCurrentPage(action: ButtonAction | undefined, path: string): boolean {
  const link = resolveButtonAction(action);
  return !!link && !link.external && link.href === path;
}

/** A tel: href from a displayed number: keeps digits and a leading plus. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** A mailto: href for a plain address. */
export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}
