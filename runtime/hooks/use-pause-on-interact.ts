import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Auto-advancing sections stop while the pointer is over them or focus is inside them (WCAG 2.2.2),
 * and start again when both leave. They also stop while their root is out of view or not shown
 * at all (hidden on this device, in a closed tab): no timer runs for a slide nobody can see.
 * Spread `handlers` on the section root (it carries the root's ref).
 */
export function usePauseOnInteract() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const inView = useInView();
  return {
    paused: hovered || focused || !inView.visible,
    handlers: {
      ref: inView.ref,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocusCapture: () => setFocused(true),
      onBlurCapture: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * Whether an element is in the viewport and shown: an IntersectionObserver reports a
 * `display: none` element (a section hidden on this device) as not intersecting. Visible until
 * the first report, and always where there is no IntersectionObserver (the server's render).
 */
function useInView() {
  const [visible, setVisible] = useState(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setVisible(last.isIntersecting);
    });
    observer.current.observe(el);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { visible, ref };
}
