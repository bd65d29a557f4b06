import type { ListingFilters } from '../../../shared/catalogue';
import type { PriceRange, SearchFacets } from '../../../shared/search';
import { useMoney } from '../_shop/Price';
import {
  ALL_BRANDS_TEXT,
  ALL_CATEGORIES_TEXT,
  BRAND_LEGEND,
  CATEGORY_LEGEND,
  CLEAR_FILTERS_TEXT,
  IN_STOCK_TEXT,
  PRICE_LEGEND,
} from '../_shop/filter-texts';
import { FilterChoice, FilterChoiceGroup } from '../_shop/FilterChoices';

export const ANY_PRICE_TEXT = 'Any price';

/** A price range as its filter: `max` exclusive becomes an inclusive maximum one paisa less. */
function rangeFilter(r: PriceRange): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  return { minPrice: r.min || undefined, maxPrice: r.max === null ? undefined : r.max - 1 };
}

function isRange(f: ListingFilters, r: PriceRange): boolean {
  const want = rangeFilter(r);
  return f.minPrice === want.minPrice && f.maxPrice === want.maxPrice;
}

/**
 * The search page's filters (the grid's: category, brand, price, stock), each choice with how
 * many results it would list. Choices with none are left out; a chosen one stays.
 */
export function SearchFilters({
  idPrefix,
  filters,
  facets,
  onChange,
}: {
  idPrefix: string;
  filters: ListingFilters;
  facets: SearchFacets;
  onChange: (filters: ListingFilters) => void;
}) {
  const money = useMoney();
  const set = (patch: ListingFilters) => onChange({ ...filters, ...patch });
  const priceLabel = (r: PriceRange) =>
    r.min === 0 && r.max !== null
      ? `Under ${money(r.max)}`
      : r.max === null
        ? `${money(r.min)} and above`
        : `${money(r.min)} – ${money(r.max)}`;
  const anyPrice = filters.minPrice === undefined && filters.maxPrice === undefined;
  const changed =
    Boolean(filters.category || filters.brand || filters.inStock) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined;

  return (
    <div className="sw-filters" data-testid={`${idPrefix}-filters`}>
      <FilterChoiceGroup
        legend={CATEGORY_LEGEND}
        name={`${idPrefix}-category`}
        allLabel={ALL_CATEGORIES_TEXT}
        current={filters.category}
        choices={withCurrent(
          filters.category,
          facets.categories.map((c) => ({ value: c.slug, label: c.title, count: c.count })),
        )}
        onSelect={(category) => set({ category })}
      />
      <FilterChoiceGroup
        legend={BRAND_LEGEND}
        name={`${idPrefix}-brand`}
        allLabel={ALL_BRANDS_TEXT}
        current={filters.brand}
        choices={withCurrent(
          filters.brand,
          facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count })),
        )}
        onSelect={(brand) => set({ brand })}
      />
      <fieldset className="sw-filters__group">
        <legend className="sw-filters__legend">{PRICE_LEGEND}</legend>
        <FilterChoice
          name={`${idPrefix}-price`}
          label={ANY_PRICE_TEXT}
          checked={anyPrice}
          onSelect={() => set({ minPrice: undefined, maxPrice: undefined })}
        />
        {facets.prices
          .filter((r) => r.count > 0 || isRange(filters, r))
          .map((r) => (
            <FilterChoice
              key={r.min}
              name={`${idPrefix}-price`}
              label={priceLabel(r)}
              count={r.count}
              checked={isRange(filters, r)}
              onSelect={() => set(rangeFilter(r))}
            />
          ))}
      </fieldset>
      <label className="sw-filters__check">
        <input
          type="checkbox"
          checked={Boolean(filters.inStock)}
          onChange={(e) => set({ inStock: e.target.checked || undefined })}
        />
        <span>
          {IN_STOCK_TEXT} <span className="sw-search__count">({facets.inStock})</span>
        </span>
      </label>
      {changed ? (
        <button type="button" className="sw-filters__clear" onClick={() => onChange({})}>
          {CLEAR_FILTERS_TEXT}
        </button>
      ) : null}
    </div>
  );
}

/** A facet's choices, with the chosen one kept when no result has it now. */
function withCurrent(
  current: string | undefined,
  choices: { value: string; label: string; count: number }[],
) {
  return current && !choices.some((c) => c.value === current)
    ? [...choices, { value: current, label: current, count: 0 }]
    : choices;
}
