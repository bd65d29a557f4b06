import type { ReactNode } from 'react';
import { errorText } from '../../../shared/error-text';
import { Button } from './Button';

/** Grey placeholder lines while a screen loads; announced once as "Loading…". */
export function LoadingState({
  lines = 4,
  label = 'Loading…',
}: {
  lines?: number;
  label?: string;
}) {
  return (
    <div className="swa-loading" role="status" aria-live="polite" data-testid="swa-loading">
      <span className="swa-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="swa-skeleton" style={{ width: `${90 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** Nothing to show: a title, a sentence and maybe an action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="swa-empty" data-testid="swa-empty">
      <p className="swa-empty-title">{title}</p>
      {children ? <div className="swa-empty-text">{children}</div> : null}
      {action ? <div className="swa-empty-action">{action}</div> : null}
    </div>
  );
}

/** A failed load: the server's readable reason (shared/error-text) and a Retry button. */
export function ErrorState({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div className="swa-error-state" role="alert" data-testid="swa-error">
      <p className="swa-empty-title">{title}</p>
      <p className="swa-error-text">{errorText(error)}</p>
      {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </div>
  );
}

/**
 * A list with no rows: "No orders match" and a button that clears the filters (`onClear`) while
 * any is on, else "No orders yet" and maybe an action (the first one to add).
 */
export function ListEmptyState({
  noun,
  filtered,
  onClear,
  clearLabel = `Show all ${noun}`,
  filteredText,
  emptyText,
  emptyAction,
}: {
  noun: string;
  filtered: boolean;
  onClear?: () => void;
  clearLabel?: string;
  filteredText: ReactNode;
  emptyText: ReactNode;
  emptyAction?: ReactNode;
}) {
  return (
    <EmptyState
      title={filtered ? `No ${noun} match` : `No ${noun} yet`}
      action={
        filtered ? (
          onClear ? (
            <Button onClick={onClear}>{clearLabel}</Button>
          ) : undefined
        ) : (
          emptyAction
        )
      }
    >
      {filtered ? filteredText : emptyText}
    </EmptyState>
  );
}
