import { heroMeta } from '../../../schemas/sections/hero';
import { defineSection } from '../../define-section';
import { Hero } from './Hero';

export const hero = defineSection(heroMeta, Hero);
