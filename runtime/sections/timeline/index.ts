import { timelineMeta } from '../../../schemas/sections/timeline';
import { defineSection } from '../../define-section';
import { Timeline } from './Timeline';

export const timeline = defineSection(timelineMeta, Timeline);
