import type { ReactNode } from 'react';

/**
 * A form checked by our code, not the browser's (`noValidate`), that runs `onSubmit` instead of
 * loading a page; a hidden submit button last, so Enter in a field sends it.
 */
export function SubmitForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <button type="submit" hidden />
    </form>
  );
}
