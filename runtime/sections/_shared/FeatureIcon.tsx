import type { Feature, FeatureIconName } from '../../../schemas/sections/features';
import { StrokeIcon } from '../../ui/StrokeIcon';

/** A circle as path data, so every icon is a plain list of paths. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** The built-in feature icon set: 24×24 line icons drawn with the current text colour. */
const ICON_PATHS: Record<FeatureIconName, readonly string[]> = {
  spark: ['M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z', 'M19 16v5', 'M16.5 18.5h5'],
  shield: ['M12 3l8 3v6c0 4.6-3.4 8.3-8 9-4.6-.7-8-4.4-8-9V6z', 'M8.8 12l2.2 2.2 4.2-4.4'],
  truck: [
    'M2.5 6.5h11v9.5h-11z',
    'M13.5 9.5h4l3 3.2V16h-7',
    circle(7, 17.5, 1.8),
    circle(17, 17.5, 1.8),
  ],
  heart: [
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z',
  ],
  chart: ['M3.5 20.5h17', 'M7 17v-5', 'M12 17V7', 'M17 17v-8'],
  clock: [circle(12, 12, 9), 'M12 7v5l3.2 2'],
  globe: [
    circle(12, 12, 9),
    'M3 12h18',
    'M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z',
  ],
  users: [
    circle(9, 8, 3.5),
    'M2.5 20c.6-3.6 3.2-6 6.5-6s5.9 2.4 6.5 6',
    'M15.5 4.8a3.2 3.2 0 0 1 0 6.4',
    'M17.5 14.3c2.2.6 3.6 2.7 4 5.7',
  ],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z'],
  check: [circle(12, 12, 9), 'M8 12.4l2.7 2.7L16.2 9.5'],
  calendar: [
    'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    'M4 10h16',
    'M8 3v4',
    'M16 3v4',
  ],
  gift: [
    'M3.5 8h17v4h-17z',
    'M5 12v8h14v-8',
    'M12 8v12',
    'M12 8C10.8 4.8 9.4 3.8 8 4.2c-2 .6-1.4 3.8 4 3.8zm0 0c1.2-3.2 2.6-4.2 4-3.8 2 .6 1.4 3.8-4 3.8z',
  ],
  book: [
    'M12 6.5C10 5 7 4.5 3.5 4.5v14c3.5 0 6.5.5 8.5 2 2-1.5 5-2 8.5-2v-14C17 4.5 14 5 12 6.5z',
    'M12 6.5v14',
  ],
  phone: ['M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2z', 'M11 18h2'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7h2.1A4.5 4.5 0 0 0 21 10.7C21 6.4 17 3 12 3z',
    circle(7.5, 11, 1),
    circle(10.5, 7.2, 1),
    circle(15, 7.6, 1),
  ],
  layout: [
    'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
    'M4 9h16',
    'M10 9v11',
  ],
};

/** One icon of the built-in set; unknown names fall back to the spark. */
export function FeatureIcon({ name, size = 24 }: { name: string; size?: number }) {
  const paths = ICON_PATHS[name as FeatureIconName] ?? ICON_PATHS.spark;
  return <StrokeIcon paths={paths} size={size} name={name} />;
}

/** A feature card (icon, title, description), shared by the features grid and the carousel. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="sw-feature-card">
      <span className="sw-feature-card__icon">
        <FeatureIcon name={feature.svg} />
      </span>
      <h3 className="sw-feature-card__title">{feature.title}</h3>
      {feature.descriptions ? (
        <p className="sw-feature-card__text">{feature.descriptions}</p>
      ) : null}
    </div>
  );
}
