import type { CSSProperties } from 'react';
import { MAX_STARS } from '../../shared/constants';
import { starParts } from '../../shared/cycle';

/** The stars' colour when none is chosen (the stylesheet's, runtime/styles/base.css). */
const GOLD = '#f5b301';

/**
 * Star rating, gold by default, at most 5, half stars for fractions: one element, drawn by the
 * stylesheet (`--stars`, the part of the five stars filled).
 */
export function Stars({ rating, color = GOLD }: { rating: number; color?: string }) {
  const { full, half } = starParts(rating, MAX_STARS);
  const shown = full + half / 2;
  const style = { '--stars': shown / MAX_STARS } as CSSProperties;
  if (color.toLowerCase() !== GOLD) style.color = color;
  return (
    <span
      className="sw-stars"
      role="img"
      aria-label={`Rated ${shown} out of ${MAX_STARS}`}
      style={style}
    />
  );
}
