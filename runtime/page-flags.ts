import { MEDIA_FIRST } from '../schemas/generated/section-catalog';
import { SECTION_DEVICES } from '../schemas/section-style';
import type { Section } from '../schemas/types';

type Device = (typeof SECTION_DEVICES)[number];

/**
 * Whether a page opens with a full-bleed picture a transparent header can sit over: its first
 * shown section's type says so in its meta's `mediaFirst` (a hero slider, a banner slider, a
 * banner carousel, a background hero). Other pages (sign-in, text pages) keep the header solid
 * and in the flow, whatever the header's transparent option says. With `device`, the first
 * section shown on that device (sections hidden there are skipped).
 */
export function startsWithMedia(sections: readonly Section[], device?: Device): boolean {
  const first = sections.find((s) => !s.hidden && !(device && s.style?.hideOn?.includes(device)));
  if (!first || !Object.hasOwn(MEDIA_FIRST, first.type)) return false;
  const media = MEDIA_FIRST[first.type]!;
  if (media === true) return true;
  const variant = (first.config as { variant?: unknown } | undefined)?.variant;
  return typeof variant === 'string' && media.includes(variant);
}

/** Every class mediaFirstClasses may give (the preview toggles each one). */
export const MEDIA_FLAGS = [
  'sw-site--media-first',
  ...SECTION_DEVICES.map((d) => `sw-site--solid-${d}`),
] as const;

/**
 * The site root's classes for the header over media: `sw-site--media-first` when the page
 * opens with a picture on some device, and `sw-site--solid-{device}` for each device where it
 * does not (its picture is hidden there), so the header stays solid and in the flow on that
 * device instead of covering the section that comes first there.
 */
export function mediaFirstClasses(sections: readonly Section[]): string[] {
  const on = SECTION_DEVICES.filter((d) => startsWithMedia(sections, d));
  if (!on.length) return [];
  return [
    'sw-site--media-first',
    ...SECTION_DEVICES.filter((d) => !on.includes(d)).map((d) => `sw-site--solid-${d}`),
  ];
}
