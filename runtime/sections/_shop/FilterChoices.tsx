// The radio groups of the listing filters, shared by the product grid's filters and the search
// page's: a legend, an 'All' choice, then each choice, with how many it would list when known.

/** One choice of a filter group, as a labelled radio; `count` shown beside it when given. */
export function FilterChoice({
  name,
  label,
  count,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  count?: number;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="sw-filters__choice">
      <input type="radio" name={name} checked={checked} onChange={onSelect} />
      <span>
        {label}
        {count !== undefined ? <span className="sw-search__count"> ({count})</span> : null}
      </span>
    </label>
  );
}

/**
 * One filter as radios: 'All' (the section's own value, `base`, none when not given) and each
 * choice; nothing when there are no choices.
 */
export function FilterChoiceGroup({
  legend,
  name,
  allLabel,
  base,
  current,
  choices,
  onSelect,
}: {
  legend: string;
  name: string;
  allLabel: string;
  base?: string;
  current: string | undefined;
  choices: { value: string; label: string; count?: number }[];
  onSelect: (value: string | undefined) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="sw-filters__group">
      <legend className="sw-filters__legend">{legend}</legend>
      <FilterChoice
        name={name}
        label={allLabel}
        checked={(current ?? '') === (base ?? '')}
        onSelect={() => onSelect(base)}
      />
      {choices.map((c) => (
        <FilterChoice
          key={c.value}
          name={name}
          label={c.label}
          count={c.count}
          checked={current === c.value}
          onSelect={() => onSelect(c.value)}
        />
      ))}
    </fieldset>
  );
}
