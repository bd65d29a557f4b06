import { SORT_LABEL } from './GridCard';

/** A listing's 'Sort by' select (the product grid's and the search page's toolbar). */
export function SortSelect<S extends string>({
  value,
  sorts,
  labels,
  onChange,
}: {
  value: S;
  sorts: readonly S[];
  labels: Record<S, string>;
  onChange: (sort: S) => void;
}) {
  return (
    <label className="sw-product-grid__sort">
      <span>{SORT_LABEL}</span>
      <select
        className="sw-product-grid__select"
        value={value}
        onChange={(e) => onChange(e.target.value as S)}
        data-testid="sort-select"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
