import { useRef, type TouchEvent } from 'react';

const SWIPE_PX = 40;

/**
 * Horizontal swipe for sliders: a left swipe of at least 40 px calls `step(1)`, a right swipe
 * `step(-1)`. Spread the returned handlers on the swipeable element.
 */
export function useSwipe(step: (delta: 1 | -1) => void) {
  const startX = useRef<number | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      startX.current = e.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const start = startX.current;
      const end = e.changedTouches[0]?.clientX;
      startX.current = null;
      if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
      step(end < start ? 1 : -1);
    },
  };
}
