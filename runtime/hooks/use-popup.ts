import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_CLOSE_DELAY_MS } from '../../shared/constants';

let openPopups = 0;

function lockScroll(): void {
  openPopups += 1;
  if (openPopups === 1) document.documentElement.classList.add('sw-scroll-locked');
}

function unlockScroll(): void {
  openPopups = Math.max(0, openPopups - 1);
  if (openPopups === 0) document.documentElement.classList.remove('sw-scroll-locked');
}

/** Number of popups currently open; page scroll is locked while it is above zero. */
export function openPopupCount(): number {
  return openPopups;
}

export type PopupState = {
  /** Mounted in the DOM (true during the 200 ms exit too). */
  mounted: boolean;
  /** False while the exit animation runs. */
  visible: boolean;
  open: () => void;
  close: () => void;
};

/**
 * A popup's life: opens at once, closes after the 200 ms exit delay (SPEC §9), and locks page
 * scroll while any popup is open. Escape closes it.
 */
export function usePopup(): PopupState {
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const open = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setMounted(true);
    setVisible(true);
  }, []);

  const close = useCallback(() => {
    setVisible(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setMounted(false);
    }, POPUP_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => {
    if (!mounted) return undefined;
    lockScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      unlockScroll();
    };
  }, [mounted, close]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { mounted, visible, open, close };
}
