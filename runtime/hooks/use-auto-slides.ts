import { useState } from 'react';
import { wrapIndex } from '../../shared/cycle';
import { useInterval } from './use-interval';
import { usePauseOnInteract } from './use-pause-on-interact';

/**
 * A slider's slide: it moves on every `intervalMs` with wrap-around while `autoplay` is on, there
 * is more than one slide and the pointer or focus is not inside (spread `handlers` on the root).
 * `current` is the index kept within the slides (fewer slides after an edit in the builder);
 * `dots` are `SlideDots`' count, current and onSelect.
 */
export function useAutoSlides(count: number, autoplay: boolean, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const { paused, handlers } = usePauseOnInteract();
  useInterval(
    () => setIndex((i) => wrapIndex(i + 1, count)),
    autoplay && !paused && count > 1 ? intervalMs : null,
  );
  const current = Math.min(index, Math.max(0, count - 1));
  return { index, current, setIndex, handlers, dots: { count, current, onSelect: setIndex } };
}
