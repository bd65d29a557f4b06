import type { ReactNode } from 'react';
import { LinkButton, SubmitButton } from './AuthForm';

/** A step's submit button with a link under it to another step (back, or another way in). */
export function SubmitWithLink({
  loading,
  children,
  linkText,
  onLink,
}: {
  loading: boolean;
  children: ReactNode;
  linkText: ReactNode;
  onLink: () => void;
}) {
  return (
    <>
      <SubmitButton loading={loading}>{children}</SubmitButton>
      <div className="sw-auth__links">
        <LinkButton onClick={onLink} disabled={loading}>
          {linkText}
        </LinkButton>
      </div>
    </>
  );
}
