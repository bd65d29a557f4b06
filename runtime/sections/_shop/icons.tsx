import { StrokeIcon } from '../../ui/StrokeIcon';

const PATHS = {
  bag: ['M5.5 8h13l-1 12.5h-11z', 'M9 8V7a3 3 0 0 1 6 0v1'],
  filter: ['M4 6h16', 'M7 12h10', 'M10 18h4'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  minus: ['M6 12h12'],
  plus: ['M6 12h12', 'M12 6v12'],
  prev: ['M15 5l-7 7 7 7'],
  next: ['M9 5l7 7-7 7'],
  image: ['M4 5h16v14H4z', 'M4 16l5-5 4 4 3-3 4 4', 'M15.5 8.5h.01'],
} as const;

export type ShopIconName = keyof typeof PATHS;

/** A line icon of the shop sections (decorative: its control carries the label). */
export function ShopIcon({
  name,
  size = 20,
  className,
}: {
  name: ShopIconName;
  size?: number;
  className?: string;
}) {
  return <StrokeIcon paths={PATHS[name]} size={size} className={className} name={name} />;
}
