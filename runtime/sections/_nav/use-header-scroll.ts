import { HEADER_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { useScrolledPast } from '../../hooks/use-scrolled-past';

/**
 * A header's scroll state (past the 50 px rule) and its root's classes: `sw-header`, its own,
 * sticky when configured, `is-scrolled` once past.
 */
export function useHeaderScroll(own: string, sticky: boolean) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const className = [
    'sw-header',
    own,
    sticky ? 'sw-header--sticky' : '',
    scrolled ? 'is-scrolled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { scrolled, className };
}
