import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { Field, Textarea } from './Field';
import { SubmitForm } from './SubmitForm';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Keeps focus inside `container` while it is open: Tab wraps, Escape calls `onEscape`, the
 * first field (or the container) gets focus, and focus goes back where it was on close.
 */
export function useFocusTrap(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
) {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const box = container.current;
    const first =
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(FOCUSABLE) ??
      box;
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab' || !box) return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (before && document.contains(before)) before.focus();
    };
  }, [open, container]);
}

/** A modal dialog: a title, content and actions; Escape or the backdrop closes it. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  testId,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(open, ref, onClose);
  if (!open) return null;
  return (
    <div
      className="swa-dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="swa-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="swa-dialog-body">{children}</div>
        {actions ? <div className="swa-dialog-actions">{actions}</div> : null}
      </div>
    </div>
  );
}

/**
 * Asks before doing something: a message, an optional note field, Cancel and the action's own
 * label (red when `destructive`). `onConfirm` gets the note ('' without the field).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  destructive = false,
  withNote = false,
  noteLabel = 'Note (optional)',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  withNote?: boolean;
  noteLabel?: string;
  busy?: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={busy ? () => undefined : onCancel}
      testId="swa-confirm"
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            className={destructive ? 'swa-btn--solid-danger' : undefined}
            busy={busy}
            onClick={() => onConfirm(note.trim())}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <div className="swa-dialog-message">{message}</div> : null}
      {withNote ? (
        <Field label={noteLabel}>
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
      ) : null}
    </Dialog>
  );
}

/**
 * A form in a dialog: its fields, Cancel and the save button (`saveLabel`); Enter in a field
 * saves too. With `lockWhileBusy`, neither Cancel nor Escape closes it while the save runs.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  testId,
  busy,
  onSave,
  saveLabel = 'Save',
  saveTestId,
  lockWhileBusy = false,
  children,
}: {
  open?: boolean;
  title: string;
  onClose: () => void;
  testId: string;
  busy: boolean;
  onSave: () => unknown;
  saveLabel?: string;
  saveTestId?: string;
  lockWhileBusy?: boolean;
  children: ReactNode;
}) {
  const locked = lockWhileBusy && busy;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={locked ? () => undefined : onClose}
      testId={testId}
      actions={
        <>
          <Button onClick={onClose} disabled={locked}>
            Cancel
          </Button>
          <Button
            variant="primary"
            busy={busy}
            onClick={() => void onSave()}
            data-testid={saveTestId}
          >
            {saveLabel}
          </Button>
        </>
      }
    >
      <SubmitForm onSubmit={onSave}>{children}</SubmitForm>
    </Dialog>
  );
}
