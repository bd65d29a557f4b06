import { statsMeta } from '../../../schemas/sections/stats';
import { defineSection } from '../../define-section';
import { Stats } from './Stats';

export const stats = defineSection(statsMeta, Stats);
