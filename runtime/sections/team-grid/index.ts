import { teamGridMeta } from '../../../schemas/sections/team-grid';
import { defineSection } from '../../define-section';
import { TeamGrid } from './TeamGrid';

export const teamGrid = defineSection(teamGridMeta, TeamGrid);
