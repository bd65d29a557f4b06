import { useEffect, useState } from 'react';
import { isScrolledPast } from '../../shared/cycle';

/** True once the window has scrolled more than `threshold` px (the header's 50 px rule). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
