import { heroSliderMeta } from '../../../schemas/sections/hero-slider';
import { defineSection } from '../../define-section';
import { HeroSlider } from './HeroSlider';

export const heroSlider = defineSection(heroSliderMeta, HeroSlider);
