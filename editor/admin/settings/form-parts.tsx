// What the settings forms (store, taxes, payments, shipping, staff) draw alike: the fieldset that
// locks their fields while they send (or for a viewer who may not change them) and the save row.
import type { ReactNode } from 'react';
import { Button } from '../ui';

/** A fieldset with no frame of its own: `disabled` locks every field inside at once. */
export function LockedFields({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
      {children}
    </fieldset>
  );
}

/** A settings form's submit button, on its own row under the fields; none when not `shown`. */
export function SaveRow({
  shown,
  busy,
  children,
}: {
  shown: boolean;
  busy: boolean;
  children: ReactNode;
}) {
  if (!shown) return null;
  return (
    <div className="swa-form-actions">
      <Button type="submit" variant="primary" busy={busy}>
        {children}
      </Button>
    </div>
  );
}
