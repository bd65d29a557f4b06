import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** 'secondary' (default): white with a border; 'primary': the accent; 'danger': red text. */
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'normal' | 'small';
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  children?: ReactNode;
};

/** The admin's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'normal',
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['swa-btn', `swa-btn--${variant}`];
  if (size === 'small') classes.push('swa-btn--small');
  if (className) classes.push(className);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={14} /> : null}
      {children}
    </button>
  );
}

/** A link that looks like a button (react-router's Link or a plain <a>, given as `as`). */
export function buttonClass(
  variant: ButtonProps['variant'] = 'secondary',
  size: ButtonProps['size'] = 'normal',
) {
  return `swa-btn swa-btn--${variant}${size === 'small' ? ' swa-btn--small' : ''}`;
}
