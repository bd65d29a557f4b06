// The search box's predictive results, in their own chunk (SearchBox loads it on focus): the
// products (picture, name, price), categories and posts that match what the shopper typed, as
// the options of the box's listbox, moved through with the arrows, opened with Enter, closed
// with Escape. The box's input stays the focus throughout (aria-activedescendant).
import { useEffect, useMemo, useState } from 'react';
import { categoryHref, productHref } from '../../../shared/catalogue';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../../../shared/cart';
import {
  PREDICTIVE_CLIENT_PATH,
  searchHref,
  VIEW_ALL_RESULTS_TEXT,
  type PredictiveAnswer,
} from '../../../shared/search';
import { commerceApi } from '../../commerce/api';
import { useMoney } from '../_shop/Price';

export type PredictiveProps = {
  input: React.RefObject<HTMLInputElement | null>;
  listId: string;
  onExpanded: (open: boolean) => void;
  onActive: (optionId: string | undefined) => void;
  testId: string;
};

export const PRODUCTS_HEADING = 'Products';
export const CATEGORIES_HEADING = 'Categories';
export const POSTS_HEADING = 'Posts';
/** Characters typed before results are asked for. */
export const MIN_CHARS = 2;
const DEBOUNCE_MS = 120;

type Option = { key: string; href: string };

export function Predictive({ input, listId, onExpanded, onActive, testId }: PredictiveProps) {
  const [answer, setAnswer] = useState<PredictiveAnswer | null>(null);
  // The chunk may arrive after the box has lost its focus (a quick Enter): open only if focused.
  const [focused, setFocused] = useState(
    () => typeof document !== 'undefined' && document.activeElement === input.current,
  );
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const money = useMoney();

  // Ask as the shopper types (what was typed before this chunk arrived included).
  useEffect(() => {
    const el = input.current;
    if (!el) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = 0;
    const run = () => {
      const q = el.value.trim();
      const mine = ++asked;
      if (q.length < MIN_CHARS) {
        setAnswer(null);
        return;
      }
      commerceApi()
        .get<PredictiveAnswer>(PREDICTIVE_CLIENT_PATH, { q })
        .then(
          (a) => {
            if (mine !== asked) return;
            setAnswer(a);
            setActive(-1);
            setDismissed(false);
          },
          () => undefined,
        );
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(run, DEBOUNCE_MS);
    };
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('blur', onBlur);
    // Effects run after paint: a focus or blur between the first render and now was missed.
    setFocused(document.activeElement === el);
    if (el.value.trim()) run();
    return () => {
      clearTimeout(timer);
      el.removeEventListener('input', onInput);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('blur', onBlur);
    };
  }, [input]);

  const options = useMemo<Option[]>(() => {
    if (!answer) return [];
    return [
      ...answer.products.map((p) => ({ key: `p-${p._id}`, href: productHref(p.path) })),
      ...answer.categories.map((c) => ({ key: `c-${c.path}`, href: categoryHref(c.path) })),
      ...answer.posts.map((p) => ({ key: `b-${p.path}`, href: p.path })),
      { key: 'all', href: searchHref(answer.q) },
    ];
  }, [answer]);
  const open = answer !== null && focused && !dismissed;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => onExpanded(open), [open, onExpanded]);
  useEffect(
    () => onActive(open && active >= 0 ? optionId(active) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId derives from listId only
    [open, active, onActive, listId],
  );

  // The arrows move through the options (wrapping), Enter opens the chosen one, Escape closes.
  useEffect(() => {
    const el = input.current;
    if (!el) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (open) {
          e.preventDefault();
          e.stopPropagation();
          setDismissed(true);
          setActive(-1);
        }
        return;
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (options.length === 0) return;
        e.preventDefault();
        if (!open) {
          setDismissed(false);
          setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) =>
          i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
        );
        return;
      }
      if (e.key === 'Enter' && open && active >= 0 && options[active]) {
        e.preventDefault();
        window.location.assign(options[active].href);
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [input, open, active, options]);

  if (!open || !answer) return null;
  let index = 0;
  const option = (href: string, body: React.ReactNode, className = '') => {
    const i = index++;
    return (
      <a
        key={i}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        tabIndex={-1}
        href={href}
        className={`sw-predictive__option ${className}${i === active ? ' is-active' : ''}`}
        // Keep the focus in the box: the click still follows the link.
        onMouseDown={(e) => e.preventDefault()}
        onMouseEnter={() => setActive(i)}
      >
        {body}
      </a>
    );
  };
  const group = (key: string, heading: string, children: React.ReactNode[]) =>
    children.length ? (
      <div role="group" aria-labelledby={`${listId}-${key}`} className="sw-predictive__group">
        <div id={`${listId}-${key}`} className="sw-predictive__heading" role="presentation">
          {heading}
        </div>
        {children}
      </div>
    ) : null;
  const nothing = answer.products.length + answer.categories.length + answer.posts.length === 0;

  return (
    <div className="sw-predictive" data-testid={testId}>
      <div id={listId} role="listbox" aria-label="Search suggestions">
        {nothing ? (
          <p className="sw-predictive__empty" role="presentation">
            {PRODUCT_NOT_FOUND_MESSAGE}
          </p>
        ) : null}
        {group(
          'products',
          PRODUCTS_HEADING,
          answer.products.map((p) =>
            option(
              productHref(p.path),
              <>
                {p.image ? (
                  <img
                    className="sw-predictive__thumb"
                    src={p.image.url}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                ) : (
                  <span className="sw-predictive__thumb" aria-hidden="true" />
                )}
                <span className="sw-predictive__name">{p.name}</span>
                <span className="sw-predictive__price">{money(p.price)}</span>
              </>,
              'sw-predictive__option--product',
            ),
          ),
        )}
        {group(
          'categories',
          CATEGORIES_HEADING,
          answer.categories.map((c) => option(categoryHref(c.path), c.title)),
        )}
        {group(
          'posts',
          POSTS_HEADING,
          answer.posts.map((p) => option(p.path, p.title)),
        )}
        {option(
          searchHref(answer.q),
          <>
            {VIEW_ALL_RESULTS_TEXT} <q>{answer.q}</q>
          </>,
          'sw-predictive__option--all',
        )}
      </div>
    </div>
  );
}
