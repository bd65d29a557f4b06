import { featureCarouselMeta } from '../../../schemas/sections/feature-carousel';
import { defineSection } from '../../define-section';
import { FeatureCarousel } from './FeatureCarousel';

export const featureCarousel = defineSection(featureCarouselMeta, FeatureCarousel);
