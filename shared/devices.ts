// The three devices of a section's visibility and phone values, as CSS media queries. Phone is
// below 768 px wide, tablet below 1280 px, desktop from 1280 px: the builder's device widths
// (390, 768, 1280; shared/preview-frame.ts) fall one in each. runtime/styles/base.css writes the
// same queries by hand (a unit test holds them equal), and `<picture>` sources use PHONE_MEDIA.
import type { SECTION_DEVICES } from '../schemas/section-style';

export type SectionDevice = (typeof SECTION_DEVICES)[number];

/** The media query of each device. */
export const DEVICE_MEDIA: Readonly<Record<SectionDevice, string>> = {
  phone: '(max-width: 767.98px)',
  tablet: '(min-width: 768px) and (max-width: 1279.98px)',
  desktop: '(min-width: 1280px)',
};

/** Where a phone value applies (a `<picture>` source's media, the phone overrides in CSS). */
export const PHONE_MEDIA = DEVICE_MEDIA.phone;

/** The device names as the builder shows them. */
export const DEVICE_LABELS: Readonly<Record<SectionDevice, string>> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};
