import { imageCarouselMeta } from '../../../schemas/sections/image-carousel';
import { defineSection } from '../../define-section';
import { ImageCarousel } from './ImageCarousel';

export const imageCarousel = defineSection(imageCarouselMeta, ImageCarousel);
