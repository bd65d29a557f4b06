/** A small spinning circle; decorative (the surrounding text says what is loading). */
export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <span
      className="swa-spinner"
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="swa-spinner"
    />
  );
}
