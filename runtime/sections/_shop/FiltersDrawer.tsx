import type { ReactNode } from 'react';
import { FILTERS_LABEL } from '../../../shared/cart';
import type { PopupState } from '../../hooks/use-popup';
import { Drawer } from './Drawer';
import { CLOSE_FILTERS_LABEL, SHOW_RESULTS_TEXT } from './GridCard';
import { ShopIcon } from './icons';

/** The button that opens the Filters popup (narrow screens, or no side filter). */
export function FiltersButton({ popup }: { popup: PopupState }) {
  return (
    <button
      type="button"
      className="sw-btn sw-btn--secondary sw-product-grid__filters-btn"
      aria-haspopup="dialog"
      aria-expanded={popup.visible}
      data-testid="filters-button"
      onClick={popup.open}
    >
      <ShopIcon name="filter" />
      <span>{FILTERS_LABEL}</span>
    </button>
  );
}

/**
 * The Filters popup of the product grid and the search results (below the wide layout's side
 * filter): its title and close button, the filters, and "Show results (N)" to close it.
 */
export function FiltersDrawer({
  id,
  popup,
  total,
  children,
}: {
  id: string;
  popup: PopupState;
  /** The results the filters give now; null while none have come. */
  total: number | null;
  children: ReactNode;
}) {
  return (
    <Drawer
      popup={popup}
      side="left"
      labelledBy={`${id}-filters-title`}
      testId="filters-popup"
      className="sw-filters-popup"
    >
      <div className="sw-drawer__head">
        <h2 id={`${id}-filters-title`} className="sw-drawer__title">
          {FILTERS_LABEL}
        </h2>
        <button
          type="button"
          className="sw-icon-btn"
          aria-label={CLOSE_FILTERS_LABEL}
          onClick={popup.close}
        >
          <ShopIcon name="close" size={22} />
        </button>
      </div>
      <div className="sw-drawer__body">{children}</div>
      <div className="sw-drawer__foot">
        <button type="button" className="sw-btn sw-btn--primary" onClick={popup.close}>
          {total !== null ? `${SHOW_RESULTS_TEXT} (${total})` : SHOW_RESULTS_TEXT}
        </button>
      </div>
    </Drawer>
  );
}
