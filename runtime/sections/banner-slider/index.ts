import { bannerSliderMeta } from '../../../schemas/sections/banner-slider';
import { defineSection } from '../../define-section';
import { BannerSlider } from './BannerSlider';

export const bannerSlider = defineSection(bannerSliderMeta, BannerSlider);
