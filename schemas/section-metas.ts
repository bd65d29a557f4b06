import { heroSliderMeta } from './sections/hero-slider';
import { notFoundMeta } from './sections/not-found';
import type { SectionMeta } from './types';

/** Every section type's data half, in palette order. The runtime registry must match it. */
export const SECTION_METAS: readonly SectionMeta[] = [heroSliderMeta, notFoundMeta];
