import { useEffect, useState } from 'react';
import { takeFlash } from './account';
import { makeToast, type ToastMessage } from './Toast';

/**
 * A sign-in screen's toast, first showing the message the previous page left (the reset page's
 * success text), once.
 */
export function useFlashToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => {
    const flash = takeFlash();
    if (flash) setToast(makeToast(flash, 'success'));
  }, []);
  return [toast, setToast] as const;
}
