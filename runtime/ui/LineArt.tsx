import type { ReactNode } from 'react';

/**
 * A decorative drawing in round-capped strokes of the text colour (the empty states' pictures):
 * a `width` × `height` box drawn at that size; `children` are its shapes.
 */
export function LineArt({
  className,
  width,
  height,
  strokeWidth,
  children,
}: {
  className?: string;
  width: number;
  height: number;
  strokeWidth: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
