import type { ReactNode } from 'react';
import type { ButtonAction } from '../../schemas/types';
import { resolveButtonAction } from '../../shared/button-action';

type Props = {
  action: ButtonAction | undefined | null;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

/** A link from a buttonAction; external targets open a new tab with rel=noopener. */
export function ActionLink({ action, className, children, ...rest }: Props) {
  const link = resolveButtonAction(action);
  if (!link) return <span className={className}>{children}</span>;
  return link.external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  ) : (
    <a className={className} href={link.href} {...rest}>
      {children}
    </a>
  );
}
