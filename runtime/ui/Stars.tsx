import { MAX_STARS } from '../../shared/constants';
import { starParts } from '../../shared/cycle';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Star({ filled, color }: { filled: boolean; color: string }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path d={STAR} fill={filled ? color : 'none'} stroke={color} strokeWidth="1.2" />
    </svg>
  );
}

/** Star rating, gold by default, at most 5, half stars for fractions. */
export function Stars({ rating, color = '#f5b301' }: { rating: number; color?: string }) {
  const { full, half, empty } = starParts(rating, MAX_STARS);
  const shown = full + half / 2;
  const kinds = [
    ...Array<'full'>(full).fill('full'),
    ...Array<'half'>(half).fill('half'),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <span className="sw-stars" role="img" aria-label={`Rated ${shown} out of ${MAX_STARS}`}>
      {kinds.map((kind, i) =>
        kind === 'half' ? (
          <span key={i} className="sw-stars__half" data-star="half">
            <Star filled={false} color={color} />
            <span className="sw-stars__half-fill">
              <Star filled color={color} />
            </span>
          </span>
        ) : (
          <span key={i} data-star={kind}>
            <Star filled={kind === 'full'} color={color} />
          </span>
        ),
      )}
    </span>
  );
}
