import { foodSliderMeta } from '../../../schemas/sections/food-slider';
import { defineSection } from '../../define-section';
import { FoodSlider } from './FoodSlider';

export const foodSlider = defineSection(foodSliderMeta, FoodSlider);
