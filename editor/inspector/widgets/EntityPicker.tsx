import { useEffect, useId, useRef, useState } from 'react';
import type { PickerItem, PickerSource } from '../sources';

export type EntityPickerProps = {
  /** id of the search input (labels point at it). */
  id: string;
  source: PickerSource;
  /** The stored path of the current choice, if any. */
  value: string | undefined;
  onSelect(item: PickerItem): void;
  disabled?: boolean;
  /** Ids of elements describing the input (errors). */
  describedBy?: string;
  invalid?: boolean;
};

const MAX_RESULTS = 8;
const SEARCH_DELAY_MS = 150;

/**
 * A search box over one PickerSource (pages, categories or products): type to filter, pick with
 * a click or the arrow keys and Enter. An empty source says so plainly ('No categories yet').
 */
export function EntityPicker({
  id,
  source,
  value,
  onSelect,
  disabled,
  describedBy,
  invalid,
}: EntityPickerProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PickerItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [known, setKnown] = useState<PickerItem | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    const mine = ++seq.current;
    // Typing waits a beat so a catalogue search runs once per pause, not once per key.
    const timer = setTimeout(
      () => {
        setProblem(null);
        source.search(query).then(
          (items) => {
            if (mine !== seq.current) return;
            setResults(items);
            setActive(0);
          },
          (e: unknown) => {
            if (mine !== seq.current) return;
            setResults([]);
            setProblem(e instanceof Error ? e.message : 'Search failed');
          },
        );
      },
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [source, query]);

  // Remember the title of the current choice once any search has shown it.
  const current = results?.find((r) => r.path === value) ?? (known?.path === value ? known : null);

  const choose = (item: PickerItem) => {
    setKnown(item);
    onSelect(item);
    setOpen(false);
    setQuery('');
  };

  const shown = (results ?? []).slice(0, MAX_RESULTS);
  const activeId = shown[active] ? `${listId}-${active}` : undefined;

  return (
    <div className="swe-picker">
      <p className="swe-picker__current" data-testid={`${id}-current`}>
        {value ? (
          <>
            <span className="swe-muted">Selected:</span> {current?.title ?? value}{' '}
            {current ? <code className="swe-picker__path">{current.path}</code> : null}
          </>
        ) : (
          <span className="swe-muted">Nothing selected</span>
        )}
      </p>
      <input
        id={id}
        type="search"
        role="combobox"
        className="swe-input"
        placeholder={`Search ${source.plural.toLowerCase()}`}
        autoComplete="off"
        value={query}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? activeId : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, Math.max(shown.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            const item = shown[active];
            if (open && item) {
              e.preventDefault();
              choose(item);
            }
          } else if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {open ? (
        <ul id={listId} role="listbox" aria-label={source.plural} className="swe-picker__list">
          {results === null ? (
            <li className="swe-muted swe-picker__note">Searching…</li>
          ) : problem ? (
            <li className="swe-field-error swe-picker__note">{problem}</li>
          ) : shown.length === 0 ? (
            <li className="swe-muted swe-picker__note">
              {query.trim()
                ? `No ${source.label.toLowerCase()} matches “${query.trim()}”`
                : source.emptyText}
            </li>
          ) : (
            shown.map((item, i) => (
              <li
                key={item.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`swe-picker__option${item.path === value ? ' is-current' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(item);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <span className="swe-picker__title">{item.title}</span>
                <code className="swe-picker__path">{item.path}</code>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {!open && results !== null && results.length === 0 && !query ? (
        <p className="swe-muted swe-picker__note">{source.emptyText}</p>
      ) : null}
    </div>
  );
}
