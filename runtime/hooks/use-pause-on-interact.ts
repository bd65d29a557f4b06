import { useState, type FocusEvent } from 'react';

/**
 * Auto-advancing sections stop while the pointer is over them or focus is inside them (WCAG 2.2.2),
 * and start again when both leave. Spread `handlers` on the section root.
 */
export function usePauseOnInteract() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocusCapture: () => setFocused(true),
      onBlurCapture: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
