import { useEffect, useState, type FormEvent } from 'react';
import type { ListingFacets, ListingFilters } from '../../../shared/catalogue';
import { useRuntime } from '../../context';

import {
  ALL_BRANDS_TEXT,
  ALL_CATEGORIES_TEXT,
  APPLY_PRICE_TEXT,
  BRAND_LEGEND,
  CATEGORY_LEGEND,
  CLEAR_FILTERS_TEXT,
  IN_STOCK_TEXT,
  PRICE_LEGEND,
} from '../_shop/filter-texts';
import { FilterChoiceGroup } from '../_shop/FilterChoices';

/** Rupees typed by the visitor to paise; null when blank or not a non-negative amount. */
export function toMinor(text: string): number | null {
  const t = text.trim();
  if (!t || !/^\d+(\.\d{0,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Paise to the rupees shown in the price inputs ('' when unset). */
export function toInput(minor: number | undefined): string {
  return minor === undefined ? '' : String(minor / 100);
}

/** Whether the visitor's filters differ from the section's own. */
export function filtersChanged(f: ListingFilters, base: ListingFilters): boolean {
  return (
    (f.category ?? '') !== (base.category ?? '') ||
    (f.brand ?? '') !== (base.brand ?? '') ||
    f.minPrice !== base.minPrice ||
    f.maxPrice !== base.maxPrice ||
    Boolean(f.inStock) !== Boolean(base.inStock)
  );
}

/**
 * The listing's filters (SPEC §2): categories from the facets, brands, a price range in the
 * currency's major unit (sent in minor units) and in-stock only. The same form is the desktop
 * side filter and the body of the Filters popup; `idPrefix` keeps their ids apart.
 */
export function Filters({
  idPrefix,
  filters,
  base,
  facets,
  onChange,
}: {
  idPrefix: string;
  filters: ListingFilters;
  base: ListingFilters;
  facets: ListingFacets;
  onChange: (filters: ListingFilters) => void;
}) {
  const { currencySymbol } = useRuntime();
  const [min, setMin] = useState(() => toInput(filters.minPrice));
  const [max, setMax] = useState(() => toInput(filters.maxPrice));
  // Back, forward or Clear filters change the range from outside: show it.
  useEffect(() => setMin(toInput(filters.minPrice)), [filters.minPrice]);
  useEffect(() => setMax(toInput(filters.maxPrice)), [filters.maxPrice]);

  const categories = facets.categories.filter((c) => c.slug !== base.category);
  if (filters.category && filters.category !== base.category) {
    if (!categories.some((c) => c.slug === filters.category))
      categories.push({ slug: filters.category, title: filters.category });
  }
  const brands = facets.brands.filter((b) => b.slug !== base.brand);
  if (filters.brand && filters.brand !== base.brand) {
    if (!brands.some((b) => b.slug === filters.brand))
      brands.push({ slug: filters.brand, name: filters.brand });
  }

  const set = (patch: ListingFilters) => onChange({ ...filters, ...patch });
  const applyPrice = (e: FormEvent) => {
    e.preventDefault();
    // A blank or invalid bound falls back to the section's own.
    let lo = toMinor(min) ?? base.minPrice;
    let hi = toMinor(max) ?? base.maxPrice;
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    set({ minPrice: lo, maxPrice: hi });
  };

  return (
    <div className="sw-filters" data-testid={`${idPrefix}-filters`}>
      <FilterChoiceGroup
        legend={CATEGORY_LEGEND}
        name={`${idPrefix}-category`}
        allLabel={ALL_CATEGORIES_TEXT}
        base={base.category}
        current={filters.category}
        choices={categories.map((c) => ({ value: c.slug, label: c.title }))}
        onSelect={(category) => set({ category })}
      />
      <FilterChoiceGroup
        legend={BRAND_LEGEND}
        name={`${idPrefix}-brand`}
        allLabel={ALL_BRANDS_TEXT}
        base={base.brand}
        current={filters.brand}
        choices={brands.map((b) => ({ value: b.slug, label: b.name }))}
        onSelect={(brand) => set({ brand })}
      />
      <form className="sw-filters__group" onSubmit={applyPrice} noValidate>
        <fieldset className="sw-filters__price">
          <legend className="sw-filters__legend">{PRICE_LEGEND}</legend>
          <PriceBound label={`Min (${currencySymbol})`} name="min" value={min} onChange={setMin} />
          <PriceBound label={`Max (${currencySymbol})`} name="max" value={max} onChange={setMax} />
          <button type="submit" className="sw-btn sw-btn--secondary sw-filters__apply">
            {APPLY_PRICE_TEXT}
          </button>
        </fieldset>
      </form>
      <label className="sw-filters__check">
        <input
          type="checkbox"
          checked={Boolean(filters.inStock)}
          onChange={(e) => set({ inStock: e.target.checked || base.inStock || undefined })}
        />
        <span>{IN_STOCK_TEXT}</span>
      </label>
      {filtersChanged(filters, base) ? (
        <button type="button" className="sw-filters__clear" onClick={() => onChange({ ...base })}>
          {CLEAR_FILTERS_TEXT}
        </button>
      ) : null}
    </div>
  );
}

/** One bound of the price filter, typed in the major unit (rupees). */
function PriceBound({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="sw-filters__bound">
      <span>{label}</span>
      <input
        className="sw-filters__input"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
