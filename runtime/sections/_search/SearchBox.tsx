// The search box of the shop header and the search section: a plain GET form to /search (it
// works before any script), whose predictive results (Predictive.tsx, its own chunk) load the
// first time the box takes focus, so a page's JavaScript does not grow until a shopper searches.
import { useCallback, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { SEARCH_LABEL, SEARCH_PAGE_PATH, SEARCH_PLACEHOLDER } from '../../../shared/search';
import { Icon } from '../_nav/icons';
import type { PredictiveProps } from './Predictive';

/** The predictive list's chunk, loaded once per page on the first focus of any box. */
let predictiveChunk: Promise<ComponentType<PredictiveProps>> | null = null;
function loadPredictive(): Promise<ComponentType<PredictiveProps>> {
  predictiveChunk ??= import('./Predictive').then((m) => m.Predictive);
  return predictiveChunk;
}

export type SearchBoxProps = {
  /** Unique on the page: the ids of the input and its list derive from it. */
  id: string;
  label?: string;
  placeholder?: string;
  /** The query shown at first (the search page's own). */
  defaultValue?: string;
  /** Predictive results as the shopper types (default on). */
  predictive?: boolean;
  className?: string;
  /** Submitting, instead of opening /search?q= (the search section lists in place). */
  onSubmit?: (q: string) => void;
  /** Escape in an empty or closed box (the header's phone bar closes). */
  onEscape?: () => void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  testId?: string;
};

/**
 * A search form: an ARIA combobox whose list (products, categories, posts, then 'View all
 * results') comes with the predictive chunk; Enter without a chosen result opens /search?q=.
 */
export function SearchBox({
  id,
  label = SEARCH_LABEL,
  placeholder = SEARCH_PLACEHOLDER,
  defaultValue = '',
  predictive = true,
  className,
  onSubmit,
  onEscape,
  inputRef,
  testId = 'search-box',
}: SearchBoxProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const [Lazy, setLazy] = useState<ComponentType<PredictiveProps> | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState<string | undefined>(undefined);
  const listId = `${id}-list`;
  const load = useCallback(() => {
    if (!predictive || Lazy) return;
    void loadPredictive().then((c) => setLazy(() => c));
  }, [predictive, Lazy]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && !expanded && onEscape) {
      e.preventDefault();
      onEscape();
    }
  };

  return (
    <form
      role="search"
      action={SEARCH_PAGE_PATH}
      method="get"
      className={`sw-search-box${className ? ` ${className}` : ''}`}
      data-testid={testId}
      onSubmit={(e) => {
        const q = input.current?.value.trim() ?? '';
        if (!q) {
          e.preventDefault();
          input.current?.focus();
          return;
        }
        if (onSubmit) {
          e.preventDefault();
          // Listing in place: the predictive list closes (and a phone's keyboard with it).
          input.current?.blur();
          onSubmit(q);
        }
      }}
    >
      <label htmlFor={`${id}-q`} className="sw-visually-hidden">
        {label}
      </label>
      <span className="sw-search-box__icon" aria-hidden="true">
        <Icon name="search" size={18} />
      </span>
      <input
        ref={input}
        id={`${id}-q`}
        className="sw-search-box__input"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete={predictive ? 'list' : 'none'}
        aria-expanded={expanded}
        aria-controls={predictive ? listId : undefined}
        aria-activedescendant={active}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={placeholder}
        defaultValue={defaultValue}
        onFocus={load}
        onPointerEnter={load}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-input`}
      />
      {Lazy ? (
        <Lazy
          input={input}
          listId={listId}
          onExpanded={setExpanded}
          onActive={setActive}
          testId={`${testId}-list`}
        />
      ) : null}
    </form>
  );
}
