import { StrokeIcon } from '../../ui/StrokeIcon';
import type { SocialNetwork } from '../../../schemas/sections/_nav';

export type IconName =
  | 'chevron'
  | 'menu'
  | 'close'
  | 'search'
  | 'account'
  | 'wishlist'
  | 'cart'
  | 'phone'
  | 'mail'
  | 'pin';

const STROKE: Record<IconName, readonly string[]> = {
  chevron: ['M6 9l6 6 6-6'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  search: ['M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z', 'M20 20l-4-4'],
  account: ['M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8z', 'M4.5 20.5c.8-3.6 3.9-6 7.5-6s6.7 2.4 7.5 6'],
  wishlist: [
    'M12 20s-7.2-4.4-9-9C1.8 7.8 3.9 4.5 7.3 4.5c2 0 3.5 1 4.7 2.7 1.2-1.7 2.7-2.7 4.7-2.7 3.4 0 5.5 3.3 4.3 6.5-1.8 4.6-9 9-9 9z',
  ],
  cart: ['M5.5 8h13l-1 12.5h-11z', 'M9 8V7a3 3 0 0 1 6 0v1'],
  phone: [
    'M5 3.5h3.5l1.8 4.6-2.4 1.6a11.5 11.5 0 0 0 6.4 6.4l1.6-2.4 4.6 1.8V19a2 2 0 0 1-2 2A16.5 16.5 0 0 1 3 5.5a2 2 0 0 1 2-2z',
  ],
  mail: [
    'M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1z',
    'M3.5 7l8.5 6 8.5-6',
  ],
  pin: [
    'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z',
    'M12 7.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4z',
  ],
};

/** A line icon (decorative: the control carrying it needs its own label). */
export function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return <StrokeIcon paths={STROKE[name]} size={size} className={className} />;
}

const SOCIAL: Record<SocialNetwork, { label: string; d: string }> = {
  facebook: {
    label: 'Facebook',
    d: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.4 0-4 1.4-4 4.1v2.2H7.5v3H10V21z',
  },
  instagram: {
    label: 'Instagram',
    d: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 2.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17 5.8a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  },
  youtube: {
    label: 'YouTube',
    d: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
  x: {
    label: 'X',
    d: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  linkedin: {
    label: 'LinkedIn',
    d: 'M4.5 9h3.6v11.5H4.5zm1.8-5.7a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2zM10.3 9h3.4v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5v6.3h-3.6v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9v5.7h-3.6z',
  },
};

/** The network's display name, for aria-labels. */
export function socialLabel(network: SocialNetwork): string {
  return SOCIAL[network]?.label ?? network;
}

/** A filled brand glyph for a social network. */
export function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: number }) {
  const glyph = SOCIAL[network];
  if (!glyph) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyph.d} />
    </svg>
  );
}
