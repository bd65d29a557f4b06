/** A line icon of one path in the text colour (ticks, chevrons); decorative (aria-hidden). */
export function PathIcon({
  d,
  box = 24,
  size = box,
  strokeWidth = 2.2,
  className,
}: {
  d: string;
  /** The viewBox's side. */
  box?: number;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
