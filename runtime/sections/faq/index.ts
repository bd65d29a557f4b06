import { faqMeta } from '../../../schemas/sections/faq';
import { defineSection } from '../../define-section';
import { Faq } from './Faq';

export const faq = defineSection(faqMeta, Faq);
