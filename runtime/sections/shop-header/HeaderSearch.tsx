import { useEffect, useRef, useState } from 'react';
import { SEARCH_PAGE_PATH } from '../../../shared/search';
import { Icon } from '../_nav/icons';
import { SearchBox } from '../_search/SearchBox';

/**
 * The header's search: behind the search icon, a bar under the header (full width on phones,
 * under the right-hand side wider) that the icon (or Escape) opens and closes; a box always
 * beside the menu would wrap the shop's menu onto two lines. Without script the icon is a link
 * to /search.
 */
export function HeaderSearch({ id, label }: { id: string; label: string }) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    // Closed by Escape: the focus goes back to the icon that opened it.
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);
  return (
    <>
      <a
        ref={toggle}
        href={SEARCH_PAGE_PATH}
        className="sw-icon-btn sw-header__icon sw-shop-header__icon--search"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-search-bar`}
        data-testid="header-search-toggle"
        onClick={(e) => {
          e.preventDefault();
          setOpen((o) => !o);
        }}
      >
        <Icon name={open ? 'close' : 'search'} size={22} />
      </a>
      <div id={`${id}-search-bar`} className={`sw-shop-header__search${open ? ' is-open' : ''}`}>
        <SearchBox
          id={`${id}-search`}
          label={label}
          inputRef={input}
          onEscape={() => setOpen(false)}
          testId="header-search"
        />
      </div>
    </>
  );
}
