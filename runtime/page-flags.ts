import { MEDIA_FIRST } from '../schemas/generated/section-catalog';
import type { Section } from '../schemas/types';

/**
 * Whether a page opens with a full-bleed picture a transparent header can sit over: its first
 * shown section's type says so in its meta's `mediaFirst` (a hero slider, a banner slider, a
 * banner carousel, a background hero). Other pages (sign-in, text pages) keep the header solid
 * and in the flow, whatever the header's transparent option says.
 */
export function startsWithMedia(sections: readonly Section[]): boolean {
  const first = sections.find((s) => !s.hidden);
  if (!first || !Object.hasOwn(MEDIA_FIRST, first.type)) return false;
  const media = MEDIA_FIRST[first.type]!;
  if (media === true) return true;
  const variant = (first.config as { variant?: unknown } | undefined)?.variant;
  return typeof variant === 'string' && media.includes(variant);
}
