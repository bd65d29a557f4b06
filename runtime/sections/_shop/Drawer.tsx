import { useRef, type ReactNode } from 'react';
import type { PopupState } from '../../hooks/use-popup';
import { useFocusTrap } from '../../hooks/use-focus-trap';

/**
 * A side panel over the page (the cart, the Filters popup): a modal dialog on an overlay, sliding
 * in from its side. Its life is the caller's usePopup (200 ms close, scroll locked, Escape); the
 * overlay closes it, and focus stays inside while it is open and returns to the opener after.
 */
export function Drawer({
  popup,
  side,
  labelledBy,
  testId,
  className,
  children,
}: {
  popup: PopupState;
  side: 'left' | 'right';
  /** Id of the panel's heading. */
  labelledBy: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, popup.visible);
  if (!popup.mounted) return null;
  return (
    <div
      className={`sw-popup sw-drawer sw-drawer--${side}${popup.visible ? ' sw-popup--visible' : ' is-closing'}${className ? ` ${className}` : ''}`}
    >
      <div
        className="sw-drawer__overlay"
        aria-hidden="true"
        data-testid={`${testId}-overlay`}
        onClick={popup.close}
      />
      <div
        ref={panelRef}
        className="sw-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
