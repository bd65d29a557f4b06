import type { MouseEventHandler, ReactNode } from 'react';
import type { ButtonAction } from '../../../schemas/types';
import { resolveButtonAction } from '../../../shared/button-action';

type Props = {
  action: ButtonAction | undefined;
  className?: string;
  /** Marks the link as the page being shown (aria-current="page"). */
  current?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
};

/** A menu link from a buttonAction (like ActionLink, plus aria-current); no target renders a span. */
export function MenuLink({ action, className, current = false, onClick, children }: Props) {
  const link = resolveButtonAction(action);
  const cls = `${className ?? ''}${current ? ' is-current' : ''}`.trim() || undefined;
  if (!link) return <span className={cls}>{children}</span>;
  return (
    <a
      className={cls}
      href={link.href}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
