import { ctaMeta } from '../../../schemas/sections/cta';
import { defineSection } from '../../define-section';
import { Cta } from './Cta';

export const cta = defineSection(ctaMeta, Cta);
