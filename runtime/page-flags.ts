import type { Section } from '../schemas/types';

/**
 * Whether a page opens with a full-bleed picture a transparent header can sit over: a hero
 * slider, a banner slider, a banner carousel or a background hero. Other pages (sign-in, text
 * pages) keep the header solid and in the flow, whatever the header's transparent option says.
 */
export function startsWithMedia(sections: readonly Section[]): boolean {
  const first = sections.find((s) => !s.hidden);
  if (!first) return false;
  const variant = (first.config as { variant?: unknown } | undefined)?.variant;
  switch (first.type) {
    case 'hero-slider':
    case 'banner-slider':
      return true;
    case 'image-carousel':
      return variant === 'banner';
    case 'hero':
      return variant === 'background';
    default:
      return false;
  }
}
