import { featureTabsMeta } from '../../../schemas/sections/feature-tabs';
import { defineSection } from '../../define-section';
import { FeatureTabs } from './FeatureTabs';

export const featureTabs = defineSection(featureTabsMeta, FeatureTabs);
