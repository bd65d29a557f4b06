import { useEffect, useState } from 'react';

/** Below this width the navigation is a drawer behind a menu button (admin.css says the same). */
export const NARROW_QUERY = '(max-width: 900px)';

function matches(query: string): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(query).matches;
  const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
  return max ? window.innerWidth <= Number(max) : false;
}

/** Whether a media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const [on, setOn] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      const onResize = () => setOn(matches(query));
      window.addEventListener('resize', onResize);
      return () => window.removeEventListener('resize', onResize);
    }
    const list = window.matchMedia(query);
    const onChange = () => setOn(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return on;
}
