// The listing filters' texts, shared by the product grid and the search section.
export const CATEGORY_LEGEND = 'Category';
export const BRAND_LEGEND = 'Brand';
export const PRICE_LEGEND = 'Price';
export const ALL_CATEGORIES_TEXT = 'All';
export const ALL_BRANDS_TEXT = 'All brands';
export const IN_STOCK_TEXT = 'In stock only';
export const APPLY_PRICE_TEXT = 'Apply';
export const CLEAR_FILTERS_TEXT = 'Clear filters';
