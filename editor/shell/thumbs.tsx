// Small schematic pictures of each section type for the palette: drawn, not screenshots, so they
// cost a few hundred bytes and always match the theme-less editor chrome.
import type { ReactNode } from 'react';
import { SECTION_THUMBS } from '../../schemas/generated/section-catalog';
import type { ThumbShape } from '../../schemas/types';

const isSlotType = (type: string) => type.endsWith('-header') || type.endsWith('-footer');

/** Whether a section type has its own picture rather than the fallback. */
export function hasThumb(type: string): boolean {
  return Object.hasOwn(SECTION_THUMBS, type) || isSlotType(type);
}

function shapeOf(type: string): ThumbShape {
  if (Object.hasOwn(SECTION_THUMBS, type)) return SECTION_THUMBS[type]!;
  if (type.endsWith('-header')) return 'header';
  if (type.endsWith('-footer')) return 'footer';
  return 'account';
}

const ink = 'currentColor';
const line = (x: number, y: number, w: number, o = 0.35) => (
  <rect x={x} y={y} width={w} height="3" rx="1.5" fill={ink} opacity={o} />
);
const box = (x: number, y: number, w: number, h: number, o = 0.18) => (
  <rect x={x} y={y} width={w} height={h} rx="3" fill={ink} opacity={o} />
);

const DRAW: Record<ThumbShape, () => ReactNode> = {
  slider: () => (
    <>
      {box(4, 4, 72, 34)}
      {line(14, 16, 34, 0.6)}
      {line(14, 23, 24)}
      <circle cx="34" cy="43" r="1.8" fill={ink} opacity={0.6} />
      <circle cx="40" cy="43" r="1.8" fill={ink} opacity={0.25} />
      <circle cx="46" cy="43" r="1.8" fill={ink} opacity={0.25} />
    </>
  ),
  hero: () => (
    <>
      {line(18, 10, 44, 0.6)}
      {line(24, 18, 32)}
      {box(28, 27, 24, 8, 0.45)}
    </>
  ),
  split: () => (
    <>
      {box(4, 6, 34, 36)}
      {line(44, 14, 30, 0.6)}
      {line(44, 21, 26)}
      {line(44, 27, 22)}
      {box(44, 33, 16, 6, 0.45)}
    </>
  ),
  grid: () => (
    <>
      {[0, 1, 2].map((i) => box(4 + i * 25, 6, 22, 16, 0.2))}
      {[0, 1, 2].map((i) => box(4 + i * 25, 26, 22, 16, 0.2))}
    </>
  ),
  logos: () => (
    <>
      {line(24, 8, 32, 0.5)}
      {[0, 1, 2, 3].map((i) => box(6 + i * 18, 20, 14, 10, 0.25))}
    </>
  ),
  text: () => (
    <>
      {line(8, 8, 40, 0.6)}
      {line(8, 16, 64)}
      {line(8, 22, 60)}
      {line(8, 28, 62)}
      {line(8, 34, 40)}
    </>
  ),
  faq: () => (
    <>
      {line(8, 6, 36, 0.6)}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(8, 14 + i * 10, 64, 7, 0.14)}
          {line(11, 16 + i * 10, 30, 0.45)}
        </g>
      ))}
    </>
  ),
  cards: () => (
    <>
      {line(24, 6, 32, 0.6)}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(5 + i * 24, 15, 22, 26, 0.14)}
          <circle cx={11 + i * 24} cy={21} r="3" fill={ink} opacity={0.45} />
          {line(8 + i * 24, 28, 14)}
        </g>
      ))}
    </>
  ),
  pricing: () => (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(5 + i * 24, 6 + (i === 1 ? 0 : 4), 22, 36 - (i === 1 ? 0 : 4), i === 1 ? 0.3 : 0.14)}
          {line(9 + i * 24, 16, 12, 0.6)}
          {line(9 + i * 24, 24, 14)}
          {line(9 + i * 24, 30, 10)}
        </g>
      ))}
    </>
  ),
  stats: () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          {line(6 + i * 18, 18, 12, 0.65)}
          {line(6 + i * 18, 25, 14)}
        </g>
      ))}
    </>
  ),
  timeline: () => (
    <>
      <rect x="39" y="4" width="2" height="40" fill={ink} opacity={0.3} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx="40" cy={10 + i * 13} r="3" fill={ink} opacity={0.5} />
          {line(i % 2 ? 46 : 10, 9 + i * 13, 24)}
        </g>
      ))}
    </>
  ),
  tabs: () => (
    <>
      {[0, 1, 2].map((i) => box(6 + i * 20, 6, 18, 6, i === 0 ? 0.45 : 0.15))}
      {box(6, 16, 68, 26, 0.14)}
      {line(10, 22, 30, 0.5)}
    </>
  ),
  form: () => (
    <>
      {line(8, 6, 30, 0.6)}
      {box(8, 13, 64, 6, 0.14)}
      {box(8, 22, 64, 6, 0.14)}
      {box(8, 31, 64, 6, 0.14)}
      {box(8, 40, 20, 5, 0.45)}
    </>
  ),
  people: () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle cx={13 + i * 18} cy="18" r="6" fill={ink} opacity={0.25} />
          {line(7 + i * 18, 29, 12, 0.5)}
        </g>
      ))}
    </>
  ),
  quote: () => (
    <>
      <text x="8" y="20" fontSize="18" fill={ink} opacity={0.4}>
        “
      </text>
      {line(20, 12, 50, 0.5)}
      {line(20, 19, 44)}
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={i} cx={22 + i * 6} cy="32" r="2" fill={ink} opacity={0.5} />
      ))}
    </>
  ),
  status: () => (
    <>
      <circle cx="40" cy="15" r="8" fill={ink} opacity={0.3} />
      {line(22, 28, 36, 0.6)}
      {line(28, 35, 24)}
    </>
  ),
  header: () => (
    <>
      {box(0, 4, 80, 12, 0.18)}
      {box(4, 7, 12, 6, 0.5)}
      {line(40, 8.5, 10, 0.45)}
      {line(53, 8.5, 10, 0.45)}
      {box(66, 7, 10, 6, 0.45)}
    </>
  ),
  footer: () => (
    <>
      {box(0, 24, 80, 22, 0.22)}
      {line(6, 30, 16, 0.5)}
      {line(32, 30, 14, 0.5)}
      {line(56, 30, 14, 0.5)}
      {line(32, 36, 12)}
      {line(56, 36, 12)}
    </>
  ),
  account: () => (
    <>
      {box(22, 6, 36, 36, 0.12)}
      {line(28, 12, 20, 0.6)}
      {box(28, 19, 24, 5, 0.2)}
      {box(28, 27, 24, 5, 0.2)}
      {box(28, 35, 24, 5, 0.45)}
    </>
  ),
  // A heading and the sort control over two rows of product cards (image, name, price).
  products: () => (
    <>
      {line(4, 3, 24, 0.6)}
      {box(58, 2, 18, 5, 0.25)}
      {[0, 1].map((row) =>
        [0, 1, 2, 3].map((i) => (
          <g key={`${row}-${i}`}>
            {box(4 + i * 19, 10 + row * 22, 16, 10, 0.18)}
            {line(4 + i * 19, 22 + row * 22, 12, 0.35)}
            {row === 0 ? line(4 + i * 19, 26.5, 7, 0.6) : null}
          </g>
        )),
      )}
    </>
  ),
  // One row of larger cards with their stars and prices.
  productRow: () => (
    <>
      {line(24, 4, 32, 0.6)}
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          {box(4 + i * 19, 11, 16, 18, 0.18)}
          {line(4 + i * 19, 32, 13, 0.4)}
          {[0, 1, 2, 3, 4].map((s) => (
            <circle key={s} cx={5 + i * 19 + s * 3} cy="38.5" r="1.1" fill={ink} opacity={0.5} />
          ))}
          {line(4 + i * 19, 42, 8, 0.6)}
        </g>
      ))}
    </>
  ),
  // The product page: gallery with thumbnails, then name, price, options and Add to bag.
  product: () => (
    <>
      {box(4, 3, 32, 31, 0.18)}
      {[0, 1, 2].map((i) => (
        <g key={i}>{box(4 + i * 11.5, 37, 9, 8, 0.14)}</g>
      ))}
      {line(42, 5, 30, 0.6)}
      {line(42, 12, 18)}
      {line(42, 19, 12, 0.65)}
      {[0, 1, 2].map((i) => (
        <g key={i}>{box(42 + i * 11, 25, 9, 6, i === 0 ? 0.35 : 0.14)}</g>
      ))}
      {box(42, 36, 34, 8, 0.45)}
    </>
  ),
  // Checkout: address cards and the pay button on the left, the order summary on the right.
  checkout: () => (
    <>
      {line(4, 3, 22, 0.6)}
      {box(4, 10, 22, 12, 0.3)}
      {box(28, 10, 22, 12, 0.14)}
      {box(4, 25, 46, 7, 0.14)}
      {box(4, 36, 46, 8, 0.45)}
      {box(54, 10, 22, 34, 0.14)}
      {[0, 1, 2].map((i) => (
        <g key={i}>{line(57, 14 + i * 6, 16)}</g>
      ))}
      {line(57, 37, 16, 0.6)}
    </>
  ),
  // The orders list: rows with a number, a status badge, thumbnails and a total.
  orders: () => (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(4, 3 + i * 15, 72, 12, 0.12)}
          {line(8, 6 + i * 15, 18, 0.6)}
          {box(30, 5.5 + i * 15, 12, 4, 0.35)}
          {box(8, 10.5 + i * 15, 4, 3, 0.25)}
          {box(13, 10.5 + i * 15, 4, 3, 0.25)}
          {line(60, 8 + i * 15, 12, 0.55)}
        </g>
      ))}
    </>
  ),
  // The address book: two address cards, the default one outlined, and an add button.
  addresses: () => (
    <>
      {box(4, 3, 24, 6, 0.45)}
      {[0, 1].map((i) => (
        <g key={i}>
          <rect
            x={4 + i * 38}
            y="13"
            width="34"
            height="31"
            rx="3"
            fill={ink}
            opacity={i === 0 ? 0.2 : 0.12}
          />
          {line(8 + i * 38, 18, 16, 0.6)}
          {line(8 + i * 38, 24, 24)}
          {line(8 + i * 38, 29, 20)}
          {line(8 + i * 38, 38, 12, 0.45)}
        </g>
      ))}
    </>
  ),
  // Category chips and a search box over three post cards (image, category, title, date).
  blog: () => (
    <>
      {[0, 1, 2].map((i) => box(4 + i * 11, 3, 9, 5, i === 0 ? 0.45 : 0.18))}
      {box(54, 3, 22, 5, 0.14)}
      {[0, 1, 2].map((i) => (
        <g key={i}>
          {box(4 + i * 25, 12, 22, 14, 0.2)}
          {line(4 + i * 25, 29, 8, 0.55)}
          {line(4 + i * 25, 34, 20, 0.4)}
          {line(4 + i * 25, 39, 14)}
        </g>
      ))}
    </>
  ),
  // One post: title, byline, a wide image, text, then the comment box.
  article: () => (
    <>
      {line(16, 3, 48, 0.6)}
      <circle cx="18" cy="11" r="2.5" fill={ink} opacity={0.45} />
      {line(23, 9.5, 16)}
      {box(16, 15, 48, 14, 0.2)}
      {line(16, 32, 48)}
      {line(16, 36, 40)}
      {box(16, 40, 48, 6, 0.14)}
    </>
  ),
  // A heading and a line of text over an email field with its button.
  newsletter: () => (
    <>
      {line(20, 9, 40, 0.6)}
      {line(24, 16, 32)}
      {box(14, 25, 36, 9, 0.16)}
      {box(52, 25, 16, 9, 0.45)}
    </>
  ),
};

/** A 80×48 schematic of a section type. */
export function SectionThumb({ type }: { type: string }) {
  return (
    <svg className="swe-thumb" viewBox="0 0 80 48" aria-hidden="true" focusable="false">
      {DRAW[shapeOf(type)]()}
    </svg>
  );
}
