/** A 24-px line icon drawn from path data, in the text colour; decorative (aria-hidden). */
export function StrokeIcon({
  paths,
  size = 20,
  className,
  name,
}: {
  paths: readonly string[];
  size?: number;
  className?: string;
  /** Exposed as data-icon, for styling and tests. */
  name?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
