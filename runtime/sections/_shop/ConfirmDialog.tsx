import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { usePopup } from '../../hooks/use-popup';

export const KEEP_TEXT = 'Go back';
/** Longest reason a customer may give (the server keeps it with the order's history). */
export const REASON_MAX_LENGTH = 500;

/**
 * A modal question before something that cannot be undone (cancel or return an order, delete an
 * address): a heading, a sentence, an optional reason, the action and a way back. Its life is a
 * usePopup (200 ms close, page scroll locked, Escape); focus stays inside while it is open and
 * returns to the button that opened it.
 */
export function ConfirmDialog({
  id,
  open,
  title,
  message,
  confirmText,
  reasonLabel,
  busy = false,
  danger = false,
  testId,
  onConfirm,
  onClose,
}: {
  id: string;
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  /** Shows an optional reason field with this label. */
  reasonLabel?: string;
  busy?: boolean;
  danger?: boolean;
  testId?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const popup = usePopup();
  const [reason, setReason] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const { open: show, close } = popup;
  useFocusTrap(panelRef, popup.visible);

  useEffect(() => {
    if (open) {
      setReason('');
      show();
    } else close();
  }, [open, show, close]);
  // Escape or the overlay closed it here: tell the owner.
  const wasVisible = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (wasVisible.current && !popup.visible) onCloseRef.current();
    wasVisible.current = popup.visible;
  }, [popup.visible]);

  if (!popup.mounted) return null;
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <div className={`sw-popup sw-confirm${popup.visible ? ' sw-popup--visible' : ''}`}>
      <div
        className="sw-confirm__overlay"
        aria-hidden="true"
        onClick={() => {
          if (!busy) close();
        }}
      />
      <div
        ref={panelRef}
        className="sw-confirm__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId} className="sw-confirm__title">
          {title}
        </h2>
        <p id={textId} className="sw-confirm__text">
          {message}
        </p>
        {reasonLabel ? (
          <div className="sw-auth__field">
            <label htmlFor={`${id}-reason`} className="sw-auth__label">
              {reasonLabel}
            </label>
            <textarea
              id={`${id}-reason`}
              className="sw-auth__input sw-confirm__reason"
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              value={reason}
              disabled={busy}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
        ) : null}
        <div className="sw-confirm__actions">
          <button
            type="button"
            className="sw-btn sw-btn--secondary"
            disabled={busy}
            onClick={close}
          >
            {KEEP_TEXT}
          </button>
          <button
            type="button"
            className={`sw-btn sw-btn--primary${danger ? ' sw-confirm__danger' : ''}`}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => onConfirm(reason)}
          >
            {busy ? <span className="sw-auth__spinner" aria-hidden="true" /> : null}
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
