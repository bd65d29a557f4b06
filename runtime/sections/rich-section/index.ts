import { richSectionMeta } from '../../../schemas/sections/rich-section';
import { defineSection } from '../../define-section';
import { RichSection } from './RichSection';

export const richSection = defineSection(richSectionMeta, RichSection);
