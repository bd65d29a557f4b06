/** Dot navigation for sliders: one button a position, the current one marked. */
export function SlideDots({
  count,
  current,
  onSelect,
  className,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  className?: string;
}) {
  if (count < 2) return null;
  return (
    <div className={`sw-dots${className ? ` ${className}` : ''}`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="sw-dot"
          aria-label={`Show slide ${i + 1}`}
          aria-current={i === current}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
