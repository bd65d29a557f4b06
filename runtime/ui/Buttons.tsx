import type { ButtonConfig } from '../../schemas/types';
import { ActionLink } from './ActionLink';

/** One themed button from a button config. */
export function ActionButton({ button, className }: { button: ButtonConfig; className?: string }) {
  const style = button.style === 'secondary' ? 'sw-btn--secondary' : 'sw-btn--primary';
  return (
    <ActionLink
      action={button.buttonAction}
      className={`sw-btn ${style}${className ? ` ${className}` : ''}`}
    >
      {button.text}
    </ActionLink>
  );
}

/** A row of themed buttons; renders nothing for an empty list. */
export function ButtonRow({
  buttons,
  className,
}: {
  buttons: readonly ButtonConfig[] | undefined;
  className?: string;
}) {
  if (!buttons || buttons.length === 0) return null;
  return (
    <div className={`sw-btn-row${className ? ` ${className}` : ''}`}>
      {buttons.map((b, i) => (
        <ActionButton key={i} button={b} />
      ))}
    </div>
  );
}
