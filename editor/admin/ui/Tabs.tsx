/**
 * A row of filter tabs (e.g. order statuses) that scrolls sideways inside its box on a phone.
 * It is a set of toggle buttons (aria-pressed), not an ARIA tablist: each one reloads a list.
 */
export function Tabs<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="swa-tabs" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
