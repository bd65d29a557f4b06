import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { useState } from 'react';
import {
  dynamicContentFilterSchema,
  type DynamicContentFilter,
  type DynamicContentFilters,
} from '../../../schemas/fragments';
import { LISTING_SORT_LABELS } from '../../../shared/catalogue';
import { EntityPicker } from './EntityPicker';
import { FieldErrors } from './FieldErrors';
import {
  CheckField,
  errorsAt,
  FilterGroup,
  filterGroupOf,
  isRecord,
  OrderAndPaging,
} from './filter-group';

const P = dynamicContentFilterSchema.properties;
const DEFAULTS = dynamicContentFilterSchema.default;

export const BAD_AMOUNT_MESSAGE = 'Use an amount in rupees, like 499 or 499.50';
export const PRICE_ORDER_MESSAGE = 'The highest price is below the lowest';

/**
 * Rupees typed by the owner as paise: '' is no bound (undefined), '1,499.5' is 149950; null when
 * the text is not an amount.
 */
function parseRupees(text: string): number | undefined | null {
  const t = text.replace(/[,\s]/g, '');
  if (t === '') return undefined;
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Paise as the owner reads rupees: 49900 is '499', 49950 is '499.50'. */
function formatRupees(paise: number | undefined): string {
  if (paise === undefined) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/**
 * A price bound typed in rupees and stored in paise. The text is its own state while the owner
 * types ('4.' is on its way to 4.50), and follows the stored value when that changes from outside
 * (undo, the code view).
 */
function RupeeInput(props: {
  id: string;
  label: string;
  value: number | undefined;
  disabled: boolean;
  errors: readonly string[] | undefined;
  onValue(paise: number | undefined): void;
  onBlur(): void;
}) {
  const { id, value } = props;
  const [text, setText] = useState(() => formatRupees(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parseRupees(text) !== value) setText(formatRupees(value));
  }
  const bad = parseRupees(text) === null;
  const errors = bad ? [BAD_AMOUNT_MESSAGE, ...(props.errors ?? [])] : props.errors;
  return (
    <div className="swe-field">
      <label className="swe-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        className="swe-input"
        placeholder="Any"
        autoComplete="off"
        value={text}
        disabled={props.disabled}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errorId(id)}
        onChange={(e) => {
          setText(e.target.value);
          const paise = parseRupees(e.target.value);
          if (paise !== null && paise !== value) props.onValue(paise);
        }}
        onBlur={props.onBlur}
      />
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

const PRODUCTS = {
  schema: dynamicContentFilterSchema,
  sortLabels: LISTING_SORT_LABELS,
  title: 'Which products',
  noun: 'Cards',
  off: (switchTitle: string) =>
    `Off: the section shows the cards written by hand. Turn on “${switchTitle}” to list products from the catalogue.`,
  sortErrors: true,
};

/**
 * The `dynamicContentFilter` group of a listing section (x-widget 'dynamicContentFilter', SPEC
 * §3): which products (category and brand pickers, a price range in rupees stored as paise, only
 * in stock), their order, pagination and page size, and the desktop side filter. Every change is
 * one change of the whole group. While the section's `showDynamicContent` is off (uiSchema
 * option `switchedOffBy`, see ui-schema.ts) the group says so instead of showing its controls;
 * `sideFilter: false` leaves out the side filter (a section without filter controls).
 */
export function DynamicContentFilterField(props: FieldProps) {
  const group = filterGroupOf<DynamicContentFilter>(props);
  const { idOf, uiOptions, value, locked, emit, set, pickers, errorSchema } = group;
  const filters: DynamicContentFilters = isRecord(value.filters) ? value.filters : {};

  const setFilter = <K extends keyof DynamicContentFilters>(
    key: K,
    v: DynamicContentFilters[K] | undefined,
  ) => {
    const next: DynamicContentFilters = { ...filters, [key]: v };
    if (v === undefined) delete next[key];
    emit({ ...value, filters: next }, idOf('filters', key));
  };
  const blur = (id: string, v: unknown) => props.onBlur(id, v);

  const priceOrder =
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
      ? [PRICE_ORDER_MESSAGE]
      : [];
  const check = (key: 'showPagination' | 'showSideFilter', label: string) => (
    <CheckField
      id={idOf(key)}
      label={label}
      checked={value[key] ?? DEFAULTS[key]}
      disabled={locked}
      onChange={(checked) => set(key, checked)}
    />
  );
  const picker = (key: 'category' | 'brand', clearText: string) => {
    const id = idOf('filters', key);
    return (
      <div className="swe-field">
        <label className="swe-label" htmlFor={id}>
          {P.filters.properties[key].title}
        </label>
        <EntityPicker
          id={id}
          source={pickers[key]}
          value={filters[key] || undefined}
          disabled={locked}
          invalid={Boolean(errorsAt(errorSchema, 'filters', key)?.length)}
          describedBy={errorId(id)}
          onSelect={(item) => setFilter(key, item.path)}
        />
        {filters[key] ? (
          <button
            type="button"
            className="swe-btn swe-btn--quiet"
            data-testid={`${id}-clear`}
            disabled={locked}
            onClick={() => setFilter(key, undefined)}
          >
            {clearText}
          </button>
        ) : null}
        <FieldErrors id={id} errors={errorsAt(errorSchema, 'filters', key)} />
      </div>
    );
  };

  return (
    <FilterGroup group={group} kind={PRODUCTS}>
      {picker('category', 'All categories')}
      {picker('brand', 'All brands')}
      <div className="swe-dynamic__prices">
        <RupeeInput
          id={idOf('filters', 'minPrice')}
          label="Lowest price (₹)"
          value={filters.minPrice}
          disabled={locked}
          errors={errorsAt(errorSchema, 'filters', 'minPrice')}
          onValue={(paise) => setFilter('minPrice', paise)}
          onBlur={() => blur(idOf('filters', 'minPrice'), filters.minPrice)}
        />
        <RupeeInput
          id={idOf('filters', 'maxPrice')}
          label="Highest price (₹)"
          value={filters.maxPrice}
          disabled={locked}
          errors={[...priceOrder, ...(errorsAt(errorSchema, 'filters', 'maxPrice') ?? [])]}
          onValue={(paise) => setFilter('maxPrice', paise)}
          onBlur={() => blur(idOf('filters', 'maxPrice'), filters.maxPrice)}
        />
      </div>
      <CheckField
        id={idOf('filters', 'inStock')}
        label={P.filters.properties.inStock.title}
        checked={filters.inStock === true}
        disabled={locked}
        // Unticked is no filter at all, not `inStock: false`.
        onChange={(checked) => setFilter('inStock', checked ? true : undefined)}
      />
      <OrderAndPaging field={props} kind={PRODUCTS} />
      {uiOptions.sideFilter === false ? null : check('showSideFilter', P.showSideFilter.title)}
    </FilterGroup>
  );
}
