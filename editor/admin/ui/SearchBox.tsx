import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A search field that calls `onSearch` once typing pauses for `delayMs` (and at once on Enter).
 * `value` is the search in force (e.g. from the URL); typing does not wait for it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  delayMs = 300,
}: {
  value: string;
  onSearch: (query: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const sent = useRef(value);

  // A new value from outside (Back, a link) replaces what is typed.
  useEffect(() => {
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === sent.current) return undefined;
    const timer = setTimeout(() => {
      // Enter may have sent it already.
      if (text === sent.current) return;
      sent.current = text;
      latest.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <div className="swa-search">
      <label htmlFor={id} className="swa-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="swa-input"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text !== sent.current) {
            sent.current = text;
            latest.current(text);
          }
        }}
      />
    </div>
  );
}

/**
 * A list's toolbar: its search (trimmed before `onSearch`), then `children` (more filters).
 * `className` is added to `swa-toolbar`.
 */
export function SearchToolbar({
  label,
  placeholder,
  value,
  onSearch,
  className,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (query: string) => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `swa-toolbar ${className}` : 'swa-toolbar'}>
      <SearchBox
        label={label}
        placeholder={placeholder}
        value={value}
        onSearch={(q) => onSearch(q.trim())}
      />
      {children}
    </div>
  );
}
