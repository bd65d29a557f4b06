import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * A chosen image (or `empty` when none) with buttons to choose another and to remove it, and
 * the field's error under it. `labels` are the choose button's words without and with an image.
 */
export function ImageChoice({
  className,
  src,
  width,
  height,
  empty,
  labels = ['Choose', 'Change'],
  onChoose,
  onRemove,
  error,
  imageTestId,
  chooseTestId,
}: {
  className: string;
  src: string | null;
  width: number;
  height: number;
  empty: ReactNode;
  labels?: [choose: string, change: string];
  onChoose: () => void;
  onRemove: () => void;
  error?: string;
  imageTestId?: string;
  chooseTestId?: string;
}) {
  return (
    <>
      <div className={className}>
        {src ? (
          <img src={src} alt="" width={width} height={height} data-testid={imageTestId} />
        ) : (
          <span className="swa-muted">{empty}</span>
        )}
        <Button size="small" onClick={onChoose} data-testid={chooseTestId}>
          {src ? labels[1] : labels[0]}
        </Button>
        {src ? (
          <Button size="small" variant="ghost" onClick={onRemove}>
            Remove
          </Button>
        ) : null}
      </div>
      {error ? <p className="swa-field-error">{error}</p> : null}
    </>
  );
}
