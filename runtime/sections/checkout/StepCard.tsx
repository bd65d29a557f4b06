import type { ReactNode } from 'react';

/** A numbered checkout step: its card, the number and heading (labelled by `titleId`), the body. */
export function StepCard({
  titleId,
  number,
  heading,
  children,
}: {
  titleId: string;
  number: number;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="sw-checkout__card sw-checkout__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="sw-checkout__step-title">
        <span className="sw-checkout__num" aria-hidden="true">
          {number}
        </span>
        {heading}
      </h2>
      {children}
    </section>
  );
}
