import { featureSplitMeta } from '../../../schemas/sections/feature-split';
import { defineSection } from '../../define-section';
import { FeatureSplit } from './FeatureSplit';

export const featureSplit = defineSection(featureSplitMeta, FeatureSplit);
