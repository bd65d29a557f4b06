import { testimonialsMeta } from '../../../schemas/sections/testimonials';
import { defineSection } from '../../define-section';
import { Testimonials } from './Testimonials';

export const testimonials = defineSection(testimonialsMeta, Testimonials);
