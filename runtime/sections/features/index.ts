import { featuresMeta } from '../../../schemas/sections/features';
import { defineSection } from '../../define-section';
import { Features } from './Features';

export const features = defineSection(featuresMeta, Features);
