import type { ReactNode } from 'react';
import type { useAutoSlides } from '../hooks/use-auto-slides';

/**
 * One slide of a slider that shows one at a time: a group labelled "n of count", marked
 * `is-active` and shown only while it is the current one. `inert` also takes a hidden slide's
 * links and buttons out of the tab order (the hero slider's buttons leave with `ButtonRow`).
 */
export function Slide({
  className,
  index,
  count,
  current,
  inert = false,
  testId,
  children,
}: {
  className: string;
  index: number;
  count: number;
  current: number;
  inert?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const active = index === current;
  return (
    <div
      className={`${className}${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={!active}
      inert={inert ? !active : undefined}
      data-testid={testId}
    >
      {children}
    </div>
  );
}

/**
 * A slider's root: a section announced as a carousel, holding its slides and dots; `handlers`
 * (`useAutoSlides`') pause it while the pointer or focus is inside.
 */
export function SliderSection({
  className,
  label,
  testId,
  handlers,
  children,
}: {
  className: string;
  label: string;
  testId?: string;
  handlers: ReturnType<typeof useAutoSlides>['handlers'];
  children: ReactNode;
}) {
  return (
    <section
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      {...handlers}
    >
      {children}
    </section>
  );
}
