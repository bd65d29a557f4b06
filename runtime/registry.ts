import { createRegistry } from './define-section';
import { heroSlider } from './sections/hero-slider';
import { notFound } from './sections/not-found';

/** The one registry used by SSR, islands and the builder preview. */
export const sectionRegistry = createRegistry([heroSlider, notFound]);
